import type { ZanatiDb } from './db.js';
import { readMeta } from './meta.js';
import { ThrottledQuery } from './throttledQuery.js';
import type { SyncStatus } from './types.js';

export type OutboxCounts = Pick<SyncStatus, 'pending' | 'rejected' | 'sending' | 'lastSyncedAt'>;

const NO_COUNTS: OutboxCounts = { pending: 0, rejected: 0, sending: false, lastSyncedAt: null };

/**
 * The outbox's counts by state and the last sync time: native index counts
 * (IDBIndex.count, not a cursor walk) and one meta row, re-read at most every
 * THROTTLE_MS while the outbox or meta change.
 */
export function outboxCountsOf(db: ZanatiDb): ThrottledQuery<OutboxCounts> {
  return new ThrottledQuery(
    db,
    ['outbox', 'meta'],
    async () => {
      const [pending, sending, rejected, lastSyncedAt] = await db.transaction('r', db.outbox, db.meta, () =>
        Promise.all([
          db.outbox.where('state').equals('pending').count(),
          db.outbox.where('state').equals('sending').count(),
          db.outbox.where('state').equals('rejected').count(),
          readMeta(db, 'lastSyncedAt'),
        ]),
      );
      return { pending: pending + sending, rejected, sending: sending > 0, lastSyncedAt: lastSyncedAt ?? null };
    },
    NO_COUNTS,
  );
}
