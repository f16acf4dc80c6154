import { transportState } from '../../../domain/transport/rules.js';
import { locationOf } from '../../../domain/transport/location.js';
import type { ArchiveTransport } from '../../../domain/warehouse/reads.js';
import { inChunks } from '../../db/inChunks.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';
import { hasLeftWarehouse } from '../../../domain/archive/rules.js';
import { measureLocations } from '../measure/measureLocations.js';

/** The transports that carry each record, with their map state (domain/transport/rules.ts) and the place: measured, else the project's. */
export async function transportsOfRecords(db: Reader, companyId: string, recordIds: readonly string[]): Promise<Map<string, ArchiveTransport[]>> {
  const rows = await inChunks([...recordIds], (c) =>
    db
      .selectFrom('transports as t')
      .innerJoin('projects as p', 'p.id', 't.projectId')
      .select(['t.id', 't.code', 't.warehouseRecordId', 't.projectId', 't.acceptanceDate', 't.arrivalDate', 'p.projectLocation'])
      .where('t.companyId', '=', companyId)
      .where('t.warehouseRecordId', 'in', c)
      .orderBy('t.createdAt')
      .execute(),
  );
  const measured = await measureLocations(db, companyId, rows.map((t) => t.projectId));
  const byRecord = groupBy(rows, (t) => t.warehouseRecordId ?? '');
  return new Map(
    [...byRecord].map(([recordId, list]) => [
      recordId,
      list.map((t) => {
        const at = locationOf({ measureLocation: measured.get(t.projectId) ?? null, projectLocation: t.projectLocation });
        return { id: t.id, code: t.code, acceptanceDate: t.acceptanceDate, arrivalDate: t.arrivalDate, state: transportState(t), location: at ? `${at.lat},${at.lng}` : null };
      }),
    ]),
  );
}

/** A record has left the warehouse when a transport carries it and every one that does is complete (both timestamps). */
export const transported = (transports: readonly ArchiveTransport[] | undefined): boolean => hasLeftWarehouse(transports);
