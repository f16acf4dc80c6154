import type { ZanatiDb } from '../../local';
import { readDeliverySources } from '../../app/deliveries/readDeliveries';
import { allTransportRows, assignedIds, filterTransportRows, mapRows, type MapRow, type TransportListFilter, type TransportListRow } from './transportRows';

export type { TransportListFilter, TransportListRow } from './transportRows';

/** The transport table's rows read once from the mirror (the screens draw from src/app/deliveries/liveDeliveries.ts, which holds them). */
export async function readTransportList(db: ZanatiDb, filter: TransportListFilter = {}): Promise<TransportListRow[]> {
  return filterTransportRows(allTransportRows(await readDeliverySources(db), filter.userId), filter);
}

/** The map's points (spec 001 §2 records/map): the rows with a place, coloured by their state. */
export async function readTransportMap(db: ZanatiDb, filter: TransportListFilter = {}): Promise<MapRow[]> {
  return mapRows(await readTransportList(db, filter));
}

/** A driver's assigned records (domain/transport/assigned.ts): what their phone keeps for the road. */
export async function readAssignedRecordIds(db: ZanatiDb, userId: string): Promise<string[]> {
  return assignedIds(await readDeliverySources(db), userId);
}
