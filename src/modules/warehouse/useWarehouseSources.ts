import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../local';
import { readWarehouseSources, type WarehousePick } from './readWarehouseSources';
import type { WarehouseSources } from './warehouseSources';

/** The warehouse's rows from the device's mirror, live (they follow every sync and every queued write); undefined while the first read runs. */
export function useWarehouseSources(pick: WarehousePick | null): WarehouseSources | undefined {
  const db = useLocalDb();
  const key = pick === null ? '' : 'clientId' in pick ? pick.clientId : '*';
  return useLiveQuery(() => (pick === null ? undefined : readWarehouseSources(db, pick)), [db, key]);
}
