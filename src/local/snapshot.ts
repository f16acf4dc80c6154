import type { EntityName } from '../../domain/entities.js';
import { SNAPSHOT_PAGE_MAX, type SnapshotPage } from '../../domain/syncSnapshot.js';
import type { SyncPriority } from '../../domain/syncPriority.js';
import type { ZanatiDb } from './db.js';
import { fetchSnapshotHead, fetchSnapshotPage } from './fetchChanges.js';
import { readMeta, writeMeta } from './meta.js';
import { changeKey, guardedKeys, writeChanges } from './mirror.js';
import type { PullResult } from './pull.js';
import { applicableChanges } from './reconcile.js';
import type { FirstSyncProgress } from './types.js';

/** The app's snapshot page: as large as the server allows, so a first sync costs few transactions. */
export const SNAPSHOT_LIMIT = SNAPSHOT_PAGE_MAX;

/** Where a first sync by snapshot stands (meta 'snapshot', SYNC.md O19). */
export interface SnapshotState {
  /** The feed head H the rows are read up to. */
  upTo: string;
  /** The cursor the feed starts from once every entity is in: H, or the cursor a scope reset left (pull.ts adoptScope). */
  handover: string;
  order: EntityName[];
  usableAfter: number;
  /** The entity being read (its index in `order`) and the last id of it stored. */
  next: number;
  after: string;
  received: number;
  total: number;
}

const finished = (s: SnapshotState) => s.next >= s.order.length;

const progressOf = (s: SnapshotState): FirstSyncProgress => ({
  percent: s.total === 0 ? 100 : Math.min(100, Math.floor((s.received / s.total) * 100)),
  usable: s.next >= s.usableAfter,
});

/** The position after a page: further into the entity, or at the start of the next one. */
function advance(s: SnapshotState, page: SnapshotPage): SnapshotState {
  const moved = page.hasMore ? { after: page.after } : { next: s.next + 1, after: '' };
  return { ...s, ...moved, received: s.received + page.rows.length };
}


/**
 * Stores a page and the position after it in ONE transaction (O8's rule for
 * the snapshot): a reload resumes where the stored rows end. A page asked from
 * a position that is no longer the stored one (another tab stored it, or a
 * new scope started over) is dropped. Rows an outbox entry touches keep their
 * optimistic state (O7); their re-read brings them in step.
 */
async function applySnapshotPage(db: ZanatiDb, from: SnapshotState, to: SnapshotState, page: SnapshotPage): Promise<boolean> {
  const entity = from.order[from.next]!;
  return db.transaction('rw', [db.table(entity), db.outbox, db.meta], async () => {
    const stored = await readMeta(db, 'snapshot');
    if (!stored || stored.upTo !== from.upTo || stored.next !== from.next || stored.after !== from.after) return false;
    const guarded = await guardedKeys(db, page.rows.map(changeKey), ['pending', 'sending', 'rejected']);
    await writeChanges(db, guarded.size === 0 ? page.rows : applicableChanges(page.rows, guarded));
    await writeMeta(db, 'snapshot', to);
    if (progressOf(to).usable && (await readMeta(db, 'usableAt')) === undefined) await writeMeta(db, 'usableAt', Date.now());
    return true;
  });
}

/**
 * Starts a snapshot on a device with no cursor, or finds the one under way.
 * null: the device has a cursor (or the server has no snapshots), the feed alone brings what it misses.
 */
async function startSnapshot(db: ZanatiDb, priority: SyncPriority, signal: AbortSignal): Promise<SnapshotState | null | Exclude<PullResult, 'ok'>> {
  const running = await readMeta(db, 'snapshot');
  if (running) return running;
  if (((await readMeta(db, 'cursor')) ?? '') !== '') return null;
  const head = await fetchSnapshotHead(signal);
  // A server without snapshots (older than this app): the feed from the start brings everything, as before.
  if (head.kind === 'refused') return head.status === 404 ? null : 'offline';
  if (head.kind !== 'ok') return head.kind;
  return db.transaction('rw', db.meta, async () => {
    const raced = await readMeta(db, 'snapshot');
    if (raced) return raced;
    if (((await readMeta(db, 'cursor')) ?? '') !== '') return null;
    const state: SnapshotState = {
      upTo: head.body.cursor,
      handover: (await readMeta(db, 'resetFrom')) ?? head.body.cursor,
      order: priority.order,
      usableAfter: priority.usableAfter,
      next: 0,
      after: '',
      received: 0,
      total: priority.order.reduce((sum, e) => sum + (head.body.counts[e] ?? 0), 0),
    };
    await writeMeta(db, 'snapshot', state);
    await db.meta.delete('resetFrom');
    return state;
  });
}

/** The snapshot is in: the feed takes over from its cursor, in one transaction with the end of the snapshot. */
async function handOver(db: ZanatiDb, done: SnapshotState): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const stored = await readMeta(db, 'snapshot');
    if (!stored || stored.upTo !== done.upTo || !finished(stored)) return;
    await writeMeta(db, 'cursor', done.handover);
    if ((await readMeta(db, 'usableAt')) === undefined) await writeMeta(db, 'usableAt', Date.now());
    await db.meta.delete('snapshot');
  });
}

/**
 * A new device's first sync (SYNC.md O19): the feed head H, then each entity's
 * rows up to H in the priority order (domain/syncPriority.ts), then the cursor
 * set for the feed. 'ok' also when there is nothing to do (the device has a
 * cursor). The next page is on its way while this one is written.
 */
export async function runSnapshot(
  db: ZanatiDb,
  priority: SyncPriority,
  signal: AbortSignal,
  onProgress: (progress: FirstSyncProgress) => void,
  limit = SNAPSHOT_LIMIT,
): Promise<PullResult> {
  const fetchAt = (s: SnapshotState) => fetchSnapshotPage(s.order[s.next]!, s.after, s.upTo, limit, signal);
  let state = await startSnapshot(db, priority, signal);
  if (state === null) return 'ok';
  if (typeof state === 'string') return state;
  let next = finished(state) ? null : fetchAt(state);
  for (;;) {
    onProgress(progressOf(state));
    if (!next) {
      await handOver(db, state);
      return 'ok';
    }
    const result = await next;
    if (result.kind === 'signIn' || result.kind === 'offline') return result.kind;
    // A refused page (the entity is no longer the user's): the new scope will start over; the next trigger tries again.
    if (result.kind === 'refused') return 'offline';
    const after = advance(state, result.body);
    next = finished(after) ? null : fetchAt(after);
    if (!(await applySnapshotPage(db, state, after, result.body))) {
      const stored = await readMeta(db, 'snapshot');
      // Handed over by another tab (the device has a cursor now), or started over by a new scope.
      if (!stored) return runSnapshot(db, priority, signal, onProgress, limit);
      state = stored;
      next = finished(state) ? null : fetchAt(state);
      continue;
    }
    if (signal.aborted) return 'offline';
    state = after;
  }
}
