import type { Browser, Page } from 'playwright-core';
import { pullAll } from '../lib/pullAll.js';
import { ServerApi } from '../../tests/e2e/support/serverApi.js';
import type { RunningServer } from '../../tests/e2e/support/serverProcess.js';
import { mirrorCounts, newAppContext, submitSignIn, waitForMeta } from './browser.js';

/**
 * How a new device syncs: by snapshot then feed (SYNC.md O19, the app's way),
 * or the whole feed from the start (the way before it, kept for a server
 * without snapshots: the bench answers sync/snapshot 404 to get it).
 */
export type FirstSyncMode = 'snapshot' | 'feed';

export interface FirstSync {
  user: string;
  mode: FirstSyncMode;
  /** From pressing "Kycu" to the user's own screen drawing rows (null: no screen measured). */
  usableMs: number | null;
  /** From pressing "Kycu" to lastSyncedAt (the feed caught up after the last page). */
  syncMs: number;
  rows: number;
  rowsPerSecond: number;
}

export interface InitialPull {
  runs: FirstSync[];
  /** The same feed pulled over HTTP by Node alone (no IndexedDB), page size as the app's. */
  httpOnly: { rows: number; ms: number; rowsPerSecond: number };
}

/** The app's page size for pulls (src/local/engine.ts pullLimit default). */
const APP_PULL_LIMIT = 1000;

const SCREEN_TIMEOUT_MS = 120_000;

/** The first screen each user works on, and what shows it has rows. */
const SCREENS: Record<string, { path: string; rows: string; tab?: boolean }> = {
  worker: { path: '/dashboard/production/create', rows: 'li[data-product]', tab: true },
  driver: { path: '/dashboard/transport', rows: '#main [data-record]' },
};

async function screenDrawn(page: Page, screen: (typeof SCREENS)[string], timeoutMs: number): Promise<void> {
  await page.goto(screen.path);
  // The board opens on a department tab once the departments are in.
  if (screen.tab) await page.getByRole('tab').first().click({ timeout: timeoutMs });
  await page.locator(screen.rows).first().waitFor({ timeout: timeoutMs });
}

/**
 * One new device: sign in, the user's own screen drawn with rows, the whole
 * mirror in. By snapshot the screen is opened right after sign-in, as the
 * user lands on it (the board shows the server's answer until the mirror has
 * its rows); by the whole feed once all is in (its rows come in feed order).
 * It is left again once drawn, so the rest of the sync is measured alone.
 */
export async function measureFirstSync(browser: Browser, server: RunningServer, user: string, mode: FirstSyncMode): Promise<FirstSync> {
  const context = await newAppContext(browser, server.origin);
  try {
    if (mode === 'feed') await context.route('**/api/v1/sync/snapshot*', (route) => route.fulfill({ status: 404, body: '{}' }));
    const page = await context.newPage();
    const timeoutMs = 30 * 60_000;
    const submitted = await submitSignIn(page, user);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: timeoutMs });
    const screen = SCREENS[user];
    let usableMs: number | null = null;
    let syncMs: number | null = null;
    if (screen) {
      // The whole feed brings rows in feed order, so its screen is opened once all are in; a snapshot's screen at once.
      if (mode === 'feed') {
        await waitForMeta(page, 'lastSyncedAt', timeoutMs);
        syncMs = Date.now() - submitted;
      }
      // A screen that never draws rows is reported as such, and the run goes on to the whole sync.
      usableMs = await screenDrawn(page, screen, SCREEN_TIMEOUT_MS).then(
        () => Date.now() - submitted,
        (err: unknown) => {
          console.log(`  ${mode} ${user}: the screen did not draw rows: ${String(err).split('\n')[0]}`);
          return null;
        },
      );
      await page.goto('/dashboard/outbox');
    }
    await waitForMeta(page, 'lastSyncedAt', timeoutMs);
    syncMs ??= Date.now() - submitted;
    const rows = Object.values(await mirrorCounts(page)).reduce((a, b) => a + b, 0);
    return { user, mode, usableMs, syncMs, rows, rowsPerSecond: rows / (syncMs / 1000) };
  } finally {
    await context.close();
  }
}

/**
 * (a) A new device on the large company, both ways in the same run: the
 * worker's board and the driver's list drawn with rows, and the admin's whole
 * mirror (rows/s from sign-in to lastSyncedAt).
 */
export async function measureInitialPull(browser: Browser, server: RunningServer, users = ['admin', 'driver', 'worker'], modes: readonly FirstSyncMode[] = ['snapshot', 'feed']): Promise<InitialPull> {
  const api = new ServerApi(server.origin);
  const token = await api.token('admin');
  const http = await pullAll(`${server.origin}/api/v1`, token, APP_PULL_LIMIT);
  const runs: FirstSync[] = [];
  for (const user of users) {
    for (const mode of modes) {
      const run = await measureFirstSync(browser, server, user, mode);
      console.log(
        `  ${mode} ${user}: screen ${run.usableMs === null ? '-' : `${(run.usableMs / 1000).toFixed(1)} s`}, all ${run.rows.toLocaleString('en')} rows in ${(run.syncMs / 1000).toFixed(1)} s = ${Math.round(run.rowsPerSecond).toLocaleString('en')} rows/s`,
      );
      runs.push(run);
    }
  }
  return { runs, httpOnly: { rows: http.rows, ms: http.ms, rowsPerSecond: http.rows / (http.ms / 1000) } };
}
