import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { assertChromium, chromiumLaunchOptions } from '../../tests/e2e/support/chromium.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { waitForMeta } from '../../tests/e2e/support/mirror.js';

export { mirrorCounts, mirrorJsonBytes, outboxCount, outboxFileBytes, readMeta, waitForMeta } from '../../tests/e2e/support/mirror.js';

export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

export async function newAppContext(browser: Browser, origin: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport, locale: 'sq-AL', serviceWorkers: 'allow' });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); functions this
  // file hands to page.evaluate carry those calls into the page, which lacks the helper.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  return context;
}

/** Fills the sign-in form; resolves with the moment (Date.now) the form was submitted. */
export async function submitSignIn(page: Page, username: string, origin = ''): Promise<number> {
  await page.goto(`${origin}/login`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  const submitted = Date.now();
  await page.locator('form button[type="submit"]').click();
  return submitted;
}

/**
 * Signs in and waits for the first pull to finish (the mirror's lastSyncedAt
 * is written). `origin` for a page without a baseURL (a browser's own context).
 */
export async function signInSynced(page: Page, username: string, timeoutMs = 120_000, origin = ''): Promise<void> {
  await submitSignIn(page, username, origin);
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitForMeta(page, 'lastSyncedAt', timeoutMs);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median 35 ms (min 14, max 82, n=7)". */
export function summary(values: number[]): string {
  return `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`;
}
