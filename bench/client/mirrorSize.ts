import type { Browser, Page } from 'playwright-core';
import { ServerApi } from '../../tests/e2e/support/serverApi.js';
import type { RunningServer } from '../../tests/e2e/support/serverProcess.js';
import { mirrorCounts, mirrorJsonBytes, newAppContext, submitSignIn, waitForMeta } from './browser.js';

/** The roles the issue names, as the demo users that hold them. */
export const MIRROR_ROLES = ['worker', 'driver', 'installer', 'office', 'admin'] as const;

export interface MirrorSize {
  user: string;
  months: number;
  rows: number;
  /** The rows as JSON (mirrorJsonBytes). */
  jsonBytes: number;
  /** What Chromium says the origin's IndexedDB takes on disk (navigator.storage.estimate, usageDetails). */
  indexedDbBytes: number | null;
}

async function indexedDbUsage(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return estimate.usageDetails?.indexedDB ?? null;
  });
}

/**
 * One new device per role: signed in, the whole first sync in, then the
 * company's window applied (meta windowPrunedOn, src/local/windowPrune.ts) —
 * what the device keeps from then on. The company's window is set on the
 * server first (`mirrorMonths`), so each device reads it with its settings.
 */
export async function measureMirrorSizes(browser: Browser, server: RunningServer, monthsList: readonly number[]): Promise<MirrorSize[]> {
  const api = new ServerApi(server.origin);
  const sizes: MirrorSize[] = [];
  const { data: settings } = await api.json<{ data: Record<string, unknown> }>('GET', 'settings');
  // The standard texts are left as they are (the read carries them as the row stores them, the save takes a list of five).
  const { offerTexts: _texts, ...kept } = settings;
  const setMonths = (mirrorMonths: number) => api.json('POST', 'settings', { body: { ...kept, mirrorMonths } });
  try {
    for (const months of monthsList) {
      await setMonths(months);
      for (const user of MIRROR_ROLES) {
        const context = await newAppContext(browser, server.origin);
        try {
          const page = await context.newPage();
          await submitSignIn(page, user);
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
          // A light page while the mirror fills: the size, not a screen, is measured.
          await page.goto('/dashboard/outbox');
          await waitForMeta(page, 'lastSyncedAt', 30 * 60_000);
          await waitForMeta(page, 'windowPrunedOn', 5 * 60_000);
          const rows = Object.values(await mirrorCounts(page)).reduce((a, b) => a + b, 0);
          const size = { user, months, rows, jsonBytes: await mirrorJsonBytes(page), indexedDbBytes: await indexedDbUsage(page) };
          console.log(`  mirror ${user}, ${months} months: ${rows.toLocaleString('en')} rows, ${(size.jsonBytes / 2 ** 20).toFixed(1)} MiB as JSON, IndexedDB ${size.indexedDbBytes === null ? '?' : `${(size.indexedDbBytes / 2 ** 20).toFixed(1)} MiB`}`);
          sizes.push(size);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await setMonths(Number(settings.mirrorMonths));
  }
  return sizes;
}
