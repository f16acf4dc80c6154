import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import type { ZanatiDb } from '../../local';
import { measuredPlaces } from '../maps/measuredPlaces';
import { clientName, heldProject, heldRecord, type DeliverySources, type HeldProject, type HeldRecord } from './heldDeliveries';

/** The performance measure of reading the deliveries from the mirror (liveDeliveries.ts). */
export const DELIVERIES_READ_MEASURE = 'zanati:deliveries-read';

/**
 * The projects and clients the records name that `held` lacks (all of them
 * without `held`), and the projects of transports that carry no record with
 * their clients (installation lists every transport), each project with its
 * measured place, read inside the caller's transaction (which covers
 * `measures`): one get per id.
 */
export async function readNamed(db: ZanatiDb, records: Iterable<HeldRecord>, held?: DeliverySources, transports: Iterable<Pick<TransportRow, 'projectId'>> = []): Promise<Pick<DeliverySources, 'projects' | 'clients'>> {
  const projectIds = new Set<string>();
  const clientIds = new Set<string>();
  for (const r of records) {
    if (!held?.projects.has(r.projectId)) projectIds.add(r.projectId);
    if (!held?.clients.has(r.clientId)) clientIds.add(r.clientId);
  }
  for (const t of transports) if (!held?.projects.has(t.projectId)) projectIds.add(t.projectId);
  const [projects, places] = await Promise.all([db.projects.bulkGet([...projectIds]), measuredPlaces(db, [...projectIds])]);
  const projectOf = new Map<string, HeldProject>();
  for (const p of projects) if (p) projectOf.set(String(p.id), heldProject(p, places.get(String(p.id)) ?? null));
  for (const p of projectOf.values()) if (p.clientId !== null && !held?.clients.has(p.clientId)) clientIds.add(p.clientId);
  const clients = await db.clients.bulkGet([...clientIds]);
  const clientOf = new Map<string, string>();
  for (const c of clients) if (c) clientOf.set(String(c.id), clientName(c));
  return { projects: projectOf, clients: clientOf };
}

/** Every warehouse record and transport of the mirror with the projects and clients they name: two reads of whole tables, one get per name. */
export async function readDeliverySources(db: ZanatiDb): Promise<DeliverySources> {
  return db.transaction('r', [db.warehouseRecords, db.transports, db.projects, db.clients, db.measures], async () => {
    const [records, transports] = await Promise.all([db.warehouseRecords.toArray(), db.transports.toArray()]);
    const held = new Map(records.map((r: WarehouseRecordRow) => [r.id, heldRecord(r)]));
    return { records: held, transports: new Map(transports.map((t) => [t.id, t])), ...(await readNamed(db, held.values(), undefined, transports)) };
  });
}
