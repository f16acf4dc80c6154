import { expect, type Page } from '@playwright/test';

/**
 * The service worker controls the page and its precache holds the app shell,
 * so from now on the page opens without a network.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/index.html', { ignoreSearch: true })) !== undefined), { message: 'index.html should be precached' })
    .toBe(true);
}
