import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { EntityName } from '../../../domain/entities.js';
import { LoginPage } from '../pages/LoginPage';

/** A new device mid-way through its first sync: one entity's snapshot pages wait until `release` (SYNC.md O19). */
export interface HeldDevice {
  context: BrowserContext;
  page: Page;
  /** Lets the held pages go: the first sync runs to its end. */
  release: () => void;
}

/**
 * A device of its own (its own IndexedDB and service worker) signed in as
 * `username` through the form, with the snapshot of `entity` held back, so the
 * screens that need it cannot draw from the mirror yet. The caller closes the
 * context.
 */
export async function newDeviceHolding(browser: Browser, baseURL: string, viewport: { width: number; height: number }, entity: EntityName, username: string): Promise<HeldDevice> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'sq-AL', serviceWorkers: 'allow' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(new RegExp(`/api/v1/sync/snapshot\\?.*entity=${entity}(&|$)`), async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page, release };
}
