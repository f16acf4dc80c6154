import type { Browser } from 'playwright-core';
import { FILES_CACHE } from '../../sw/routes.js';
import { newAppContext, submitSignIn, waitForMeta } from './browser.js';

export interface PrefetchFigures {
  files: number;
  bytes: number;
  /** Sign-in submitted → every invoice of the day in the device's file cache (the mirror's pull included). */
  fromSignInMs: number;
  /** The mirror synced (lastSyncedAt) → every invoice in the file cache: the prefetch itself. */
  afterSyncMs: number;
}

/**
 * The driver's morning in the depot (issue 12): a fresh phone signs in; the
 * mirror pulls their records, then the invoices of the stops assigned to
 * them come into the file cache without being opened. Times until the cache
 * holds all of `fileIds`.
 */
export async function measureDriverPrefetch(browser: Browser, origin: string, fileIds: readonly string[], bytes: number): Promise<PrefetchFigures> {
  const context = await newAppContext(browser, origin, { width: 390, height: 844 });
  const page = await context.newPage();
  try {
    const submitted = await submitSignIn(page, 'driver');
    await page.waitForURL((url) => url.pathname !== '/login');
    await waitForMeta(page, 'lastSyncedAt', 120_000);
    const synced = Date.now();
    await page.waitForFunction(
      async ({ cacheName, ids }) => {
        const cache = await caches.open(cacheName);
        const urls = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
        return ids.every((id) => urls.has(`/api/v1/files/${id}`));
      },
      { cacheName: FILES_CACHE, ids: [...fileIds] },
      { timeout: 60_000, polling: 50 },
    );
    const cached = Date.now();
    return { files: fileIds.length, bytes, fromSignInMs: cached - submitted, afterSyncMs: cached - synced };
  } finally {
    await context.close();
  }
}
