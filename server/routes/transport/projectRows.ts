import type { TransportProjectRow } from '../../../domain/transport/answers.js';
import { dayInRange, type TransportProjectsQuery } from '../../../domain/transport/queries.js';
import { listStatus, TRANSPORT_STATE } from '../../../domain/transport/rules.js';
import type { Reader } from '../../entities/feedShape.js';
import { groupBy } from '../../entities/feedShape.js';
import { inChunks } from '../../db/inChunks.js';

/**
 * The transport table (spec 001 §2 /dashboard/transport/:query?): one row
 * per warehouse record with its project, client, drivers and transport (if
 * any), filtered by status, withoutTransport and the day of the transport's
 * start — or of the deposit while it waits — newest first.
 */
export async function transportProjectRows(db: Reader, companyId: string, q: TransportProjectsQuery & { waitingOnly?: boolean }): Promise<TransportProjectRow[]> {
  let query = db
    .selectFrom('warehouseRecords')
    .innerJoin('projects', 'projects.id', 'warehouseRecords.projectId')
    .innerJoin('clients', 'clients.id', 'warehouseRecords.clientId')
    .leftJoin('transports', 'transports.warehouseRecordId', 'warehouseRecords.id')
    .select([
      'warehouseRecords.id as warehouseRecordId',
      'warehouseRecords.label',
      'warehouseRecords.withoutTransport',
      'warehouseRecords.createdAt as depositedAt',
      'projects.id as projectId',
      'projects.projectName',
      'clients.id as clientId',
      'clients.firstnameAndLastname as clientName',
      'transports.id as transportId',
      'transports.code',
      'transports.acceptanceDate',
      'transports.arrivalDate',
    ])
    .where('warehouseRecords.companyId', '=', companyId);
  if (q.withoutTransport !== undefined) query = query.where('warehouseRecords.withoutTransport', '=', q.withoutTransport);
  if (q.waitingOnly) query = query.where('transports.id', 'is', null);
  const rows = await query.orderBy('warehouseRecords.createdAt', 'desc').orderBy('warehouseRecords.id').execute();
  const users = await inChunks(
    rows.map((r) => r.warehouseRecordId),
    (chunk) =>
      db
        .selectFrom('warehouseRecordUsers')
        .select(['warehouseRecordId', 'userId'])
        .where('companyId', '=', companyId)
        .where('role', '=', 'transport')
        .where('warehouseRecordId', 'in', chunk)
        .orderBy('userId')
        .execute(),
  );
  const driversOf = groupBy(users, (u) => u.warehouseRecordId);
  const out: TransportProjectRow[] = [];
  for (const r of rows) {
    const times = { acceptanceDate: r.acceptanceDate ?? null, arrivalDate: r.arrivalDate ?? null };
    const status = listStatus(r.transportId === null ? null : times);
    if (q.status !== undefined && status !== q.status) continue;
    const day = status === TRANSPORT_STATE.notStarted ? r.depositedAt : times.acceptanceDate;
    if (!dayInRange(day, q.start, q.end)) continue;
    out.push({
      ...r,
      withoutTransport: Number(r.withoutTransport),
      transportUserIds: (driversOf.get(r.warehouseRecordId) ?? []).map((u) => u.userId),
      transportId: r.transportId ?? null,
      code: r.code ?? null,
      ...times,
      status,
    });
  }
  return out;
}
