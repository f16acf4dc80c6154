import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { assertChromium, chromiumLaunchOptions } from '../../tests/e2e/support/chromium.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';

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
export async function submitSignIn(page: Page, username: string): Promise<number> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  const submitted = Date.now();
  await page.locator('form button[type="submit"]').click();
  return submitted;
}

/** Signs in and waits for the first pull to finish (the mirror's lastSyncedAt is written). */
export async function signInSynced(page: Page, username: string, timeoutMs = 120_000): Promise<void> {
  await submitSignIn(page, username);
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitForMeta(page, 'lastSyncedAt', timeoutMs);
}

/**
 * The benchmark reads the signed-in user's IndexedDB mirror directly, not
 * through the app: the database is `zanati-<company>-<user id>`
 * (src/local/db.ts localDbName) and meta rows are `{key, value}`. Each read
 * opens it without a version and closes it at once, so the app's own
 * connection never waits on the benchmark.
 */
interface MirrorReader {
  meta(key: string): Promise<unknown>;
  counts(): Promise<Record<string, number>>;
  outbox(): Promise<number>;
}

declare global {
  interface Window {
    __benchMirror?: MirrorReader;
  }
}

function installMirrorReader(): void {
  if (window.__benchMirror) return;
  const request = <R>(r: IDBRequest<R>) =>
    new Promise<R>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const withDb = async <T>(read: (db: IDBDatabase) => Promise<T>, none: T): Promise<T> => {
    const session = JSON.parse(localStorage.getItem('zanati.session') ?? 'null') as { companyCode: string; userId: string } | null;
    if (!session) return none;
    const name = `zanati-${session.companyCode}-${session.userId}`;
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return none;
    const open = indexedDB.open(name);
    const db = await request(open);
    try {
      return await read(db);
    } finally {
      db.close();
    }
  };
  window.__benchMirror = {
    meta: (key) =>
      withDb(async (db) => {
        if (!db.objectStoreNames.contains('meta')) return undefined;
        const row = (await request(db.transaction('meta').objectStore('meta').get(key))) as { value: unknown } | undefined;
        return row?.value;
      }, undefined),
    counts: () =>
      withDb(async (db) => {
        const names = [...db.objectStoreNames].filter((n) => n !== 'outbox' && n !== 'meta');
        const tx = db.transaction(names);
        const counts: Record<string, number> = {};
        for (const n of names) counts[n] = await request(tx.objectStore(n).count());
        return counts;
      }, {}),
    outbox: () => withDb(async (db) => (db.objectStoreNames.contains('outbox') ? request(db.transaction('outbox').objectStore('outbox').count()) : 0), 0),
  };
}

async function mirror(page: Page): Promise<void> {
  await page.evaluate(installMirrorReader);
}

export async function readMeta(page: Page, key: string): Promise<unknown> {
  await mirror(page);
  return page.evaluate((k) => window.__benchMirror!.meta(k), key);
}

export async function waitForMeta(page: Page, key: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await readMeta(page, key)) === undefined) {
    if (Date.now() > deadline) throw new Error(`meta ${key} was not written within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

/** Row counts of every mirrored entity table (outbox and meta excluded). */
export async function mirrorCounts(page: Page): Promise<Record<string, number>> {
  await mirror(page);
  return page.evaluate(() => window.__benchMirror!.counts());
}

export async function outboxCount(page: Page): Promise<number> {
  await mirror(page);
  return page.evaluate(() => window.__benchMirror!.outbox());
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
