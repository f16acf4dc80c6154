import type { Browser } from 'playwright-core';
import { pullAll } from '../lib/pullAll.js';
import { ServerApi } from '../../tests/e2e/support/serverApi.js';
import type { RunningServer } from '../../tests/e2e/support/serverProcess.js';
import { mirrorCounts, newAppContext, submitSignIn, waitForMeta } from './browser.js';

export interface InitialPull {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  /** The same feed pulled over HTTP by Node alone (no IndexedDB), page size as the app's. */
  httpOnly: { rows: number; ms: number; rowsPerSecond: number };
}

/** The app's page size for pulls (src/local/engine.ts pullLimit default). */
const APP_PULL_LIMIT = 1000;

/**
 * (a) A device's first sync of the large company: from pressing "Kycu" to the
 * sync engine writing lastSyncedAt after the last page, counted as the rows
 * that landed in IndexedDB.
 */
export async function measureInitialPull(browser: Browser, server: RunningServer): Promise<InitialPull> {
  const api = new ServerApi(server.origin);
  const token = await api.token('admin');
  const http = await pullAll(`${server.origin}/api/v1`, token, APP_PULL_LIMIT);

  const context = await newAppContext(browser, server.origin);
  try {
    const page = await context.newPage();
    const submitted = await submitSignIn(page, 'admin');
    await waitForMeta(page, 'lastSyncedAt', 30 * 60_000);
    const ms = Date.now() - submitted;
    const counts = await mirrorCounts(page);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      rows,
      ms,
      rowsPerSecond: rows / (ms / 1000),
      httpOnly: { rows: http.rows, ms: http.ms, rowsPerSecond: http.rows / (http.ms / 1000) },
    };
  } finally {
    await context.close();
  }
}
