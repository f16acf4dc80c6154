import { ENTITY_NAMES, type PullPage } from '../../domain/entities.js';
import { ROW_SCOPED, scopeEntity } from '../../domain/visibility.js';
import type { ZanatiDb } from './db.js';
import { fetchPullPage } from './fetchChanges.js';
import { askToForgetFiles } from './forgetFiles.js';
import { readMeta, writeMeta } from './meta.js';
import { changeKey, guardedKeys, writeChanges } from './mirror.js';
import { applicableChanges } from './reconcile.js';

export type PullResult = 'ok' | 'offline' | 'signIn';

/**
 * Applies one page and stores its cursor in ONE transaction (O8): after a
 * crash the mirror and the cursor agree. Rows an outbox entry still touches
 * are left as they are (O7). If the stored cursor is no longer the one the
 * page was asked from, another tab applied it first and the page is dropped.
 */
export async function applyPullPage(db: ZanatiDb, fromCursor: string, page: PullPage): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    if (((await readMeta(db, 'cursor')) ?? '') !== fromCursor) return false;
    const guarded = await guardedKeys(db, page.changes.map(changeKey), ['pending', 'sending', 'rejected']);
    await writeChanges(db, applicableChanges(page.changes, guarded));
    await writeMeta(db, 'cursor', page.cursor);
    if (!page.hasMore) await writeMeta(db, 'lastSyncedAt', Date.now());
    return true;
  });
}

/**
 * Pulls pages from the stored cursor until the feed has no more. The next page
 * is already on its way while this one is written, so the network and
 * IndexedDB work side by side on a long first sync.
 */
export async function pullChanges(db: ZanatiDb, signal: AbortSignal, limit: number): Promise<PullResult> {
  let cursor = (await readMeta(db, 'cursor')) ?? '';
  let next = fetchPullPage(cursor, limit, signal);
  for (;;) {
    const result = await next;
    if (result.kind === 'signIn' || result.kind === 'offline') return result.kind;
    // Another 4xx means this request is wrong, not the network; the next trigger tries again.
    if (result.kind === 'refused') return 'offline';
    const page = result.body;
    if (page.hasMore) next = fetchPullPage(page.cursor, limit, signal);
    if (!(await applyPullPage(db, cursor, page))) {
      // Another tab applied this page first: go on from where it left the cursor.
      cursor = (await readMeta(db, 'cursor')) ?? '';
      next = fetchPullPage(cursor, limit, signal);
      continue;
    }
    if (!page.hasMore) return 'ok';
    if (signal.aborted) return 'offline';
    cursor = page.cursor;
  }
}

/**
 * Keeps the mirror to what the user's permissions show (domain/visibility.ts
 * feedScope). When they change, the rows of entities no longer visible go, so
 * do the rows of entities visible row by row or in part (files, users: what
 * they held may no longer be this user's), and the mirror is read again
 * (a snapshot, O19) so what is visible now arrives whole.
 */
export async function adoptScope(db: ZanatiDb, scope: readonly string[]): Promise<void> {
  const wanted = [...scope].sort();
  const kept = new Set(wanted.map(scopeEntity));
  await db.transaction('rw', db.tables, async () => {
    const stored = await readMeta(db, 'scope');
    if (stored && stored.join(',') === wanted.join(',')) return;
    for (const entity of ENTITY_NAMES) if (!kept.has(entity) || ROW_SCOPED.includes(entity)) await db.table(entity).clear();
    // The kept rows are as of this point: the feed after the new snapshot starts here, so their deletes since arrive (O19).
    const reached = (await readMeta(db, 'snapshot'))?.handover ?? ((await readMeta(db, 'cursor')) || (await readMeta(db, 'resetFrom')));
    await writeMeta(db, 'scope', wanted);
    if (stored) await askToForgetFiles(db);
    await writeMeta(db, 'cursor', '');
    await db.meta.delete('snapshot');
    if (reached) await writeMeta(db, 'resetFrom', reached);
  });
}
