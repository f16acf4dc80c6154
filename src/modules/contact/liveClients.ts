import { useMemo, useSyncExternalStore } from 'react';
import type { ClientRow } from '../../../domain/contact/rows.js';
import { useLocalDb, type ZanatiDb } from '../../local';
import { HeldRows } from '../../local/heldRows';

/**
 * Every client of the mirror, held in memory and kept current for the
 * contact area: the lists filter thousands by letter and date as the user
 * clicks, the form checks a new client against all of them for a duplicate
 * and jumps to another (docs/MODULES.md "Large reads from the mirror").
 * Archived clients are held too: a duplicate of one is still a duplicate
 * (domain/contact/clientRules.ts duplicateClientOf).
 */
let current: { db: ZanatiDb; live: HeldRows<'clients'> } | null = null;

/** The device's one holder of clients, made on first use and kept while the app runs with this database. */
export function liveClientsOf(db: ZanatiDb): HeldRows<'clients'> {
  if (current?.db === db) return current.live;
  current?.live.close();
  current = { db, live: new HeldRows(db, 'clients', 'contact') };
  return current.live;
}

/** Every client of the mirror, archived ones too, from memory; undefined while the first read runs. */
export function useHeldClients(): readonly ClientRow[] | undefined {
  const live = liveClientsOf(useLocalDb());
  const held = useSyncExternalStore(live.subscribe, live.getSnapshot);
  return useMemo(() => (held ? [...held.values()] : undefined), [held]);
}
