import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ZanatiDb } from './db.js';
import { activeEngine } from './engine.js';
import { LocalDataContext, type LocalData } from './LocalDataProvider.js';
import { readMeta } from './meta.js';
import type { SyncStatus } from './types.js';

function useLocalData(): LocalData {
  const local = useContext(LocalDataContext);
  if (!local) throw new Error('useLocalDb and useSyncStatus need a LocalDataProvider above them');
  return local;
}

/** The signed-in user's mirror, for useLiveQuery reads and enqueue writes. */
export function useLocalDb(): ZanatiDb {
  return useLocalData().db;
}

const NO_COUNTS = { pending: 0, rejected: 0, sending: false, lastSyncedAt: null };

/**
 * Cheap enough for a header badge: native index counts (IDBIndex.count, not a
 * cursor walk — `anyOf` would step through every queued entry on every outbox
 * change, making a long drain quadratic) and one meta row, re-run by Dexie only
 * when the outbox or meta change (in any tab), plus the engine's own state.
 */
export function useSyncStatus(): SyncStatus {
  const { db, engine } = useLocalData();
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const counts = useLiveQuery(
    async () => {
      const sending = await db.outbox.where('state').equals('sending').count();
      return {
        pending: (await db.outbox.where('state').equals('pending').count()) + sending,
        rejected: await db.outbox.where('state').equals('rejected').count(),
        sending: sending > 0,
        lastSyncedAt: (await readMeta(db, 'lastSyncedAt')) ?? null,
      };
    },
    [db],
    NO_COUNTS,
  );
  return useMemo(() => ({ ...state, ...counts }), [state, counts]);
}

/** Drains the outbox, then pulls — now. Resolves when done (or at once when signed out). */
export async function syncNow(): Promise<void> {
  await activeEngine()?.syncNow();
}
