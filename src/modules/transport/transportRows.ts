import { assignedRecords } from '../../../domain/transport/assigned.js';
import { dayInRange } from '../../../domain/transport/queries.js';
import { listStatus, type TransportState } from '../../../domain/transport/rules.js';
import type { LatLng } from '../../../domain/transport/location.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { TransportProjectRow } from '../../../domain/transport/answers.js';
import type { DeliverySources } from '../../app/deliveries/heldDeliveries';

/**
 * The transport table and map (spec 001 §2 /dashboard/transport/:query?,
 * records/map): one row per warehouse record, with its transport if it has
 * one — the same rows GET transport/projects answers online
 * (domain/transport/answers.ts TransportProjectRow). Made from the mirror's
 * rows held in memory (src/app/deliveries/liveDeliveries.ts) or read once (readTransportList.ts).
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

/** The transport a record has: the one the server or the device made last (a record is transported once; a retry may leave an older row briefly). */
function transportsByRecord(transports: Iterable<TransportRow>): Map<string, TransportRow> {
  const out = new Map<string, TransportRow>();
  for (const t of transports) {
    if (t.warehouseRecordId === null) continue;
    const held = out.get(t.warehouseRecordId);
    if (!held || t.createdAt > held.createdAt) out.set(t.warehouseRecordId, t);
  }
  return out;
}

/** The ids of a driver's assigned records (domain/transport/assigned.ts). */
export function assignedIds(src: DeliverySources, userId: string): string[] {
  return assignedRecords(userId, [...src.records.values()], [...src.transports.values()]).map((r) => r.id);
}

/** Every record's row, the user's assigned records first, then the newest deposits. */
export function allTransportRows(src: DeliverySources, userId: string | undefined): TransportListRow[] {
  const transportOf = transportsByRecord(src.transports.values());
  const mine = new Set(userId === undefined ? [] : assignedIds(src, userId));
  const rows: TransportListRow[] = [];
  for (const r of src.records.values()) {
    const t = transportOf.get(r.id) ?? null;
    const project = src.projects.get(r.projectId);
    rows.push({
      warehouseRecordId: r.id,
      projectId: r.projectId,
      projectName: project?.projectName ?? '',
      clientId: r.clientId,
      clientName: src.clients.get(r.clientId) ?? '',
      label: r.label,
      withoutTransport: r.withoutTransport,
      depositedAt: r.createdAt,
      assigned: mine.has(r.id),
      transportId: t?.id ?? null,
      code: t?.code ?? null,
      acceptanceDate: t?.acceptanceDate ?? null,
      arrivalDate: t?.arrivalDate ?? null,
      status: listStatus(t),
      address: project?.address ?? null,
      location: project?.location ?? null,
    });
  }
  return rows.sort(listOrder);
}

/** A driver's own stops first (decisions: "assigned" narrows what is listed first), then the newest deposits. */
const listOrder = (a: TransportListRow, b: TransportListRow): number =>
  Number(b.assigned) - Number(a.assigned) || (a.depositedAt < b.depositedAt ? 1 : a.depositedAt > b.depositedAt ? -1 : 0);

/**
 * The same rows from the server's answer (GET transport/projects), for a new
 * device whose first sync has not brought the records yet (useTransportRows):
 * the assigned rule and the order as above; no places (the answer has none).
 */
export function serverTransportRows(answer: readonly TransportProjectRow[], userId: string | undefined): TransportListRow[] {
  const records = answer.map((r) => ({ id: r.warehouseRecordId, projectId: r.projectId, transportUserIds: r.transportUserIds }));
  const transports = answer.map((r) => ({ warehouseRecordId: r.warehouseRecordId, acceptanceDate: r.acceptanceDate, arrivalDate: r.arrivalDate }));
  const mine = new Set(userId === undefined ? [] : assignedRecords(userId, records, transports).map((r) => r.id));
  const rows = answer.map(({ transportUserIds: _users, ...row }): TransportListRow => ({ ...row, assigned: mine.has(row.warehouseRecordId), address: null, location: null }));
  return rows.sort(listOrder);
}

/** The rows the table's filter keeps (their order kept). */
export function filterTransportRows(rows: readonly TransportListRow[], filter: TransportListFilter): TransportListRow[] {
  return rows.filter(
    (r) =>
      (filter.withoutTransport === undefined || r.withoutTransport === filter.withoutTransport) &&
      (filter.status === undefined || r.status === filter.status) &&
      dayInRange(r.acceptanceDate ?? r.depositedAt, filter.start, filter.end),
  );
}

export type MapRow = TransportListRow & { location: LatLng };

/** The map's points (spec 001 §2 records/map): the rows with a place. */
export const mapRows = (rows: readonly TransportListRow[]): MapRow[] => rows.filter((r): r is MapRow => r.location !== null);

const rowsByUser = new WeakMap<DeliverySources, Map<string | undefined, TransportListRow[]>>();

/** Every record's row for the user, made once per held sources and user and shared by the screens (the archive has no user, the table the signed-in one). */
export function transportRowsFor(src: DeliverySources, userId: string | undefined): TransportListRow[] {
  let byUser = rowsByUser.get(src);
  if (!byUser) rowsByUser.set(src, (byUser = new Map<string | undefined, TransportListRow[]>()));
  let rows = byUser.get(userId);
  if (!rows) byUser.set(userId, (rows = allTransportRows(src, userId)));
  return rows;
}
