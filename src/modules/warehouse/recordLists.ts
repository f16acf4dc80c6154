import { dayAfter } from '../../../domain/days.js';
import { clientName } from '../../../domain/production/planningSources.js';
import type { RecordsQuery } from '../../../domain/warehouse/queries.js';
import type { ArchivedRecord, RecordListRow } from '../../../domain/warehouse/reads.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { transportState } from '../../../domain/transport/rules.js';
import { hasLeft, newestFirst, recordRead, transportsByRecord } from './recordReads';
import type { WarehouseSources } from './warehouseSources';

export type RecordFilters = Pick<RecordsQuery, 'start' | 'end'> & Partial<Pick<RecordsQuery, 'withoutTransportFilter' | 'withoutInstallationFilter'>>;

/** Records made in the day range (the end day included), optionally only those without transport / without installation. */
export function recordsIn(records: readonly WarehouseRecordRow[], q: RecordFilters): WarehouseRecordRow[] {
  return records
    .filter(
      (r) =>
        (q.start === undefined || r.createdAt >= q.start) &&
        (q.end === undefined || r.createdAt < dayAfter(q.end)) &&
        (!q.withoutTransportFilter || r.withoutTransport === 1) &&
        (!q.withoutInstallationFilter || r.withoutInstallation === 1),
    )
    .sort(newestFirst);
}

/**
 * The clients in the warehouse ('waiting': records not yet gone on a
 * complete transport) or all clients ('all'), as GET
 * warehouse-records-clients / warehouse-records-view-all answer them.
 */
export function recordListRows(src: WarehouseSources, q: RecordFilters, which: 'waiting' | 'all'): RecordListRow[] {
  const carried = transportsByRecord(src.transports);
  return recordsIn(src.records, q)
    .map((r) => ({ r, left: hasLeft(carried.get(r.id)) }))
    .filter(({ left }) => which === 'all' || !left)
    .map(({ r, left }) => ({
      id: r.id,
      label: r.label,
      client: { id: r.clientId, name: clientName(src.clients.get(r.clientId)) },
      project: { id: r.projectId, name: src.projects.get(r.projectId)?.projectName ?? '' },
      withoutTransport: r.withoutTransport,
      withoutInstallation: r.withoutInstallation,
      transported: left,
      createdAt: r.createdAt,
    }));
}

/** The archive (GET archive/warehouse?transportMap=1): records gone on complete transports, with those transports. */
export function archivedRecords(src: WarehouseSources, q: RecordFilters, showPrices: boolean): ArchivedRecord[] {
  const carried = transportsByRecord(src.transports);
  return recordsIn(src.records, q)
    .filter((r) => hasLeft(carried.get(r.id)))
    .map((r) => ({
      ...recordRead(r, src, showPrices),
      transports: (carried.get(r.id) ?? []).map((t) => ({ id: t.id, code: t.code, acceptanceDate: t.acceptanceDate, arrivalDate: t.arrivalDate, state: transportState(t), location: null })),
    }));
}
