import type { Page } from 'playwright-core';

/**
 * Tests and benchmarks read the signed-in user's IndexedDB mirror directly,
 * not through the app: the database is `zanati-<company>-<user id>` (a kiosk's: `zanati-<company>-kiosk-<kiosk id>`)
 * (src/local/db.ts localDbName) and meta rows are `{key, value}`. Each read
 * opens it without a version and closes it at once, so the app's own
 * connection never waits on the reader.
 */
interface MirrorReader {
  meta(key: string): Promise<unknown>;
  /** Writes a meta row: a test leaves the device as an older release or another scope left it. */
  putMeta(key: string, value: unknown): Promise<void>;
  /** One mirrored row by its table and id. */
  row(table: string, id: string): Promise<unknown>;
  counts(): Promise<Record<string, number>>;
  outbox(): Promise<number>;
  /** The bytes of the files the queued entries carry (their blobs, as they will go up). */
  outboxFileBytes(): Promise<number>;
  /** The mirrored rows' size as JSON characters, in all (what the device holds, apart from IndexedDB's own keys and indexes). */
  jsonBytes(): Promise<number>;
}

declare global {
  interface Window {
    __zanatiMirror?: MirrorReader;
  }
}

function installMirrorReader(): void {
  if (window.__zanatiMirror) return;
  const request = <R>(r: IDBRequest<R>) =>
    new Promise<R>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
    });
  const withDb = async <T>(read: (db: IDBDatabase) => Promise<T>, none: T): Promise<T> => {
    // A kiosk's database is the kiosk's whoever acts at it (localDbName).
    const kiosk = JSON.parse(localStorage.getItem('zanati.kiosk') ?? 'null') as { companyCode: string; id: string } | null;
    const session = JSON.parse(localStorage.getItem('zanati.session') ?? 'null') as { companyCode: string; userId: string } | null;
    if (!kiosk && !session) return none;
    const name = kiosk ? `zanati-${kiosk.companyCode}-kiosk-${kiosk.id}` : `zanati-${session!.companyCode}-${session!.userId}`;
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return none;
    const open = indexedDB.open(name);
    const db = await request(open);
    try {
      return await read(db);
    } finally {
      db.close();
    }
  };
  window.__zanatiMirror = {
    meta: (key) =>
      withDb(async (db) => {
        if (!db.objectStoreNames.contains('meta')) return undefined;
        const row = (await request(db.transaction('meta').objectStore('meta').get(key))) as { value: unknown } | undefined;
        return row?.value;
      }, undefined),
    putMeta: (key, value) =>
      withDb(async (db) => {
        const tx = db.transaction('meta', 'readwrite');
        tx.objectStore('meta').put({ key, value });
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        });
      }, undefined),
    row: (table, id) => withDb(async (db): Promise<unknown> => (db.objectStoreNames.contains(table) ? request<unknown>(db.transaction(table).objectStore(table).get(id)) : undefined), undefined),
    counts: () =>
      withDb(async (db) => {
        const names = [...db.objectStoreNames].filter((n) => !['outbox', 'meta', 'rereads'].includes(n));
        const tx = db.transaction(names);
        const counts: Record<string, number> = {};
        for (const n of names) counts[n] = await request(tx.objectStore(n).count());
        return counts;
      }, {}),
    jsonBytes: () =>
      withDb(async (db) => {
        const names = [...db.objectStoreNames].filter((n) => !['outbox', 'meta', 'rereads'].includes(n));
        let bytes = 0;
        for (const n of names) {
          // A table a page at a time: the admin's mirror holds hundreds of thousands of rows.
          let after: IDBValidKey | null = null;
          for (;;) {
            const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
            const rows = (await request(db.transaction(n).objectStore(n).getAll(range, 10_000))) as { id: IDBValidKey }[];
            // Characters stand for bytes: the rows are nearly all ASCII.
            for (const row of rows) bytes += JSON.stringify(row).length;
            if (rows.length < 10_000) break;
            after = rows.at(-1)!.id;
          }
        }
        return bytes;
      }, 0),
    outbox: () => withDb(async (db) => (db.objectStoreNames.contains('outbox') ? request(db.transaction('outbox').objectStore('outbox').count()) : 0), 0),
    outboxFileBytes: () =>
      withDb(async (db) => {
        if (!db.objectStoreNames.contains('outbox')) return 0;
        const entries = (await request(db.transaction('outbox').objectStore('outbox').getAll())) as { files?: { blob: Blob }[] }[];
        return entries.reduce((sum, e) => sum + (e.files ?? []).reduce((s, f) => s + f.blob.size, 0), 0);
      }, 0),
  };
}

async function mirror(page: Page): Promise<void> {
  await page.evaluate(installMirrorReader);
}

export async function readMeta(page: Page, key: string): Promise<unknown> {
  await mirror(page);
  return page.evaluate((k) => window.__zanatiMirror!.meta(k), key);
}

export async function writeMeta(page: Page, key: string, value: unknown): Promise<void> {
  await mirror(page);
  await page.evaluate(([k, v]) => window.__zanatiMirror!.putMeta(k, v), [key, value] as const);
}

export async function waitForMeta(page: Page, key: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await readMeta(page, key)) === undefined) {
    if (Date.now() > deadline) throw new Error(`meta ${key} was not written within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

/** One row of the mirror as the device holds it, or undefined. */
export async function mirrorRow<R>(page: Page, table: string, id: string): Promise<R | undefined> {
  await mirror(page);
  return (await page.evaluate(([t, i]) => window.__zanatiMirror!.row(t, i), [table, id] as const)) as R | undefined;
}

/** Row counts of every mirrored entity table (outbox and meta excluded). */
export async function mirrorCounts(page: Page): Promise<Record<string, number>> {
  await mirror(page);
  return page.evaluate(() => window.__zanatiMirror!.counts());
}

/** The mirrored rows' size as JSON (MirrorReader.jsonBytes). */
export async function mirrorJsonBytes(page: Page): Promise<number> {
  await mirror(page);
  return page.evaluate(() => window.__zanatiMirror!.jsonBytes());
}

export async function outboxFileBytes(page: Page): Promise<number> {
  await mirror(page);
  return page.evaluate(() => window.__zanatiMirror!.outboxFileBytes());
}

export async function outboxCount(page: Page): Promise<number> {
  await mirror(page);
  return page.evaluate(() => window.__zanatiMirror!.outbox());
}

