import { assignedRecords } from '../../../domain/transport/assigned.js';
import { dayInRange } from '../../../domain/transport/queries.js';
import { listStatus, type TransportState } from '../../../domain/transport/rules.js';
import { locationOf, type LatLng } from '../../../domain/transport/location.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { ZanatiDb } from '../../local';

/**
 * The transport table and map read from the mirror (spec 001 §2
 * /dashboard/transport/:query?, records/map): one row per warehouse record,
 * with its transport if it has one — the same rows GET transport/projects
 * answers online (domain/transport/answers.ts TransportProjectRow).
 * Plain functions over the Dexie db, so the benchmark times exactly what the
 * screens run (2,000 records < 150 ms, issue 12).
 */
export interface TransportListRow {
  warehouseRecordId: string;
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  label: string;
  withoutTransport: number;
  /** Its day in the warehouse (the record's creation). */
  depositedAt: string;
  /** The signed-in driver's work (domain/transport/assigned.ts): listed first. */
  assigned: boolean;
  transportId: string | null;
  /** '' while a transport made on this device waits for the server's code. */
  code: string | null;
  acceptanceDate: string | null;
  arrivalDate: string | null;
  status: TransportState;
  address: string | null;
  location: LatLng | null;
}

export interface TransportListFilter {
  /** 1 on hold, 2 started, 3 complete. */
  status?: TransportState;
  /** 1: the records the client collects; 0: the others. */
  withoutTransport?: 0 | 1;
  /** YYYY-MM-DD, inclusive: the day of the transport's start, or of the deposit while on hold. */
  start?: string;
  end?: string;
  /** The signed-in user: their assigned records come first. */
  userId?: string;
}

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

/** The transport a record has: the one the server or the device made last (a record is transported once; a retry may leave an older row briefly). */
function transportsByRecord(transports: readonly TransportRow[]): Map<string, TransportRow> {
  const out = new Map<string, TransportRow>();
  for (const t of transports) {
    if (t.warehouseRecordId === null) continue;
    const held = out.get(t.warehouseRecordId);
    if (!held || t.createdAt > held.createdAt) out.set(t.warehouseRecordId, t);
  }
  return out;
}

export async function readTransportList(db: ZanatiDb, filter: TransportListFilter = {}): Promise<TransportListRow[]> {
  return db.transaction('r', [db.warehouseRecords, db.transports, db.projects, db.clients], async () => {
    const [records, transports] = await Promise.all([db.warehouseRecords.toArray(), db.transports.toArray()]);
    const projectIds = [...new Set(records.map((r) => r.projectId))];
    const clientIds = [...new Set(records.map((r) => r.clientId))];
    const [projects, clients] = await Promise.all([db.projects.bulkGet(projectIds), db.clients.bulkGet(clientIds)]);
    const projectOf = new Map(projectIds.map((id, i) => [id, projects[i]]));
    const clientOf = new Map(clientIds.map((id, i) => [id, clients[i]]));
    const transportOf = transportsByRecord(transports);
    const mine = new Set(filter.userId === undefined ? [] : assignedRecords(filter.userId, records, transports).map((r) => r.id));
    const rows: TransportListRow[] = [];
    for (const r of records) {
      if (filter.withoutTransport !== undefined && r.withoutTransport !== filter.withoutTransport) continue;
      const t = transportOf.get(r.id) ?? null;
      const status = listStatus(t);
      if (filter.status !== undefined && status !== filter.status) continue;
      if (!dayInRange(t?.acceptanceDate ?? r.createdAt, filter.start, filter.end)) continue;
      const project = projectOf.get(r.projectId);
      rows.push({
        warehouseRecordId: r.id,
        projectId: r.projectId,
        projectName: text(project, 'projectName') ?? '',
        clientId: r.clientId,
        clientName: text(clientOf.get(r.clientId), 'firstnameAndLastname') ?? '',
        label: r.label,
        withoutTransport: r.withoutTransport,
        depositedAt: r.createdAt,
        assigned: mine.has(r.id),
        transportId: t?.id ?? null,
        code: t?.code ?? null,
        acceptanceDate: t?.acceptanceDate ?? null,
        arrivalDate: t?.arrivalDate ?? null,
        status,
        address: text(project, 'address'),
        location: locationOf({ projectLocation: text(project, 'projectLocation') }),
      });
    }
    // A driver's own stops first (decisions: "assigned" narrows what is listed first), then the newest deposits.
    return rows.sort((a, b) => Number(b.assigned) - Number(a.assigned) || (a.depositedAt < b.depositedAt ? 1 : a.depositedAt > b.depositedAt ? -1 : 0));
  });
}

/** The map's points (spec 001 §2 records/map): the rows with a place, coloured by their state. */
export async function readTransportMap(db: ZanatiDb, filter: TransportListFilter = {}): Promise<(TransportListRow & { location: LatLng })[]> {
  return (await readTransportList(db, filter)).filter((r): r is TransportListRow & { location: LatLng } => r.location !== null);
}

/** A driver's assigned records (domain/transport/assigned.ts): what their phone keeps for the road. */
export async function readAssignedRecordIds(db: ZanatiDb, userId: string): Promise<string[]> {
  return db.transaction('r', [db.warehouseRecords, db.transports], async () => {
    const [records, transports] = await Promise.all([db.warehouseRecords.toArray(), db.transports.toArray()]);
    return assignedRecords(userId, records, transports).map((r) => r.id);
  });
}
