import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ZanatiDb } from './db.js';
import { activeEngine } from './engine.js';
import { LocalDataContext, type LocalData } from './LocalDataProvider.js';
import { followChanges } from './liveChanges.js';
import { ThrottledQuery } from './throttledQuery.js';
import type { OutboxEntry, SyncStatus } from './types.js';

function useLocalData(): LocalData {
  const local = useContext(LocalDataContext);
  if (!local) throw new Error('useLocalDb and useSyncStatus need a LocalDataProvider above them');
  return local;
}

/** The signed-in user's mirror, for useLiveQuery reads and enqueue writes. */
export function useLocalDb(): ZanatiDb {
  return useLocalData().db;
}

/**
 * Online state, counts of the outbox and the last sync, for the header badge
 * and every screen that shows them. The counts are one throttled read per
 * open database (LocalDataProvider), shared by every caller.
 */
export function useSyncStatus(): SyncStatus {
  const { engine, outboxCounts } = useLocalData();
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const counts = useSyncExternalStore(outboxCounts.subscribe, outboxCounts.getSnapshot);
  return useMemo(() => ({ ...state, ...counts }), [state, counts]);
}

/** The outbox in the order it will be sent; `undefined` until first read. Throttled like the counts. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const db = useLocalDb();
  const query = useMemo(() => new ThrottledQuery<OutboxEntry[] | undefined>(db, ['outbox'], () => db.outbox.orderBy('seq').toArray(), undefined), [db]);
  return useSyncExternalStore(query.subscribe, query.getSnapshot);
}

/** Drains the outbox, then pulls — now. Resolves when done (or at once when signed out). */
export async function syncNow(): Promise<void> {
  await activeEngine()?.syncNow();
}

/** While the calling screen is open, changes made elsewhere arrive within a second (liveChanges.ts, SYNC.md O15). */
export function useLiveChanges(): void {
  const { engine } = useLocalData();
  useEffect(() => followChanges(engine), [engine]);
}
