import { ARCHIVE_DATE, IS_ARCHIVED, type ArchivedRow, type ArchiveSurroundings } from '../../../domain/archive/rules.js';
import { ARCHIVED_ENTITY, type ArchiveModule } from '../../../domain/archive/modules.js';
import { AGREEMENT_STATUS } from '../../../domain/agreement/statuses.js';
import { CLIENT_MODULE } from '../../../domain/journey/order.js';
import { MEASURE_STATUS } from '../../../domain/measure/statuses.js';
import { SERVICE_STATUS } from '../../../domain/service/statuses.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';
import { loadShaped } from '../../entities/shaped.js';
import { transportsOfRecords } from '../warehouse/transportsOf.js';

/** An archived row with what its archive dates it by. */
export interface Archived<M extends ArchiveModule> {
  row: ArchivedRow<M>;
  date: string | null;
}

/**
 * The ids that may be archived, by the indexed columns: never fewer than the
 * rule (domain/archive/rules.ts IS_ARCHIVED) keeps, which decides on the
 * rows loaded after. measures and offers read their client's step here too.
 */
function candidateIds(db: Reader, module: ArchiveModule, companyId: string): Promise<{ id: string }[]> {
  switch (module) {
    case 'contact':
      return db.selectFrom('clients').select('id').where('companyId', '=', companyId).where('archivedAt', 'is not', null).execute();
    case 'measures':
      return db
        .selectFrom('measures as m')
        .innerJoin('clients as c', 'c.id', 'm.clientId')
        .select('m.id')
        .where('m.companyId', '=', companyId)
        .where('m.measureStatusId', '=', MEASURE_STATUS.final)
        .where('c.moduleId', '>', CLIENT_MODULE.measures)
        .execute();
    case 'offers':
      return db.selectFrom('offers as o').innerJoin('clients as c', 'c.id', 'o.clientId').select('o.id').where('o.companyId', '=', companyId).where('c.moduleId', '>=', CLIENT_MODULE.agreements).execute();
    case 'agreements':
      return db.selectFrom('agreements').select('id').where('companyId', '=', companyId).where('agreementStatusId', '=', AGREEMENT_STATUS.completed).execute();
    case 'production':
      return db.selectFrom('products').select('id').where('companyId', '=', companyId).where('doneStatus', '=', 1).execute();
    case 'warehouse':
      return db.selectFrom('warehouseRecords as r').innerJoin('transports as t', 't.warehouseRecordId', 'r.id').select('r.id').distinct().where('r.companyId', '=', companyId).execute();
    case 'transport':
      return db.selectFrom('transports').select('id').where('companyId', '=', companyId).where('acceptanceDate', 'is not', null).where('arrivalDate', 'is not', null).execute();
    case 'installation':
      return db.selectFrom('installations').select('id').where('companyId', '=', companyId).where('installationStart', 'is not', null).where('installationEnd', 'is not', null).execute();
    case 'service':
      return db.selectFrom('serviceTickets').select('id').where('companyId', '=', companyId).where('statusId', '=', SERVICE_STATUS.completed).execute();
    case 'impression':
      return db.selectFrom('impressions').select('id').where('companyId', '=', companyId).execute();
  }
}

/** What the rule reads beside the rows: their clients' steps and the transports of records. */
async function surroundingsOf(db: Reader, module: ArchiveModule, companyId: string, rows: readonly { id: string; clientId?: unknown }[]): Promise<(row: { id: string; clientId?: unknown }) => ArchiveSurroundings> {
  const clientIds = module === 'measures' || module === 'offers' ? [...new Set(rows.map((r) => String(r.clientId)))] : [];
  const clients = await inChunks(clientIds, (c) => db.selectFrom('clients').select(['id', 'moduleId']).where('companyId', '=', companyId).where('id', 'in', c).execute());
  const stepOf = new Map(clients.map((c) => [c.id, c.moduleId]));
  const transports = module === 'warehouse' ? await transportsOfRecords(db, companyId, rows.map((r) => r.id)) : new Map<string, never[]>();
  return (row) => ({ clientModuleId: stepOf.get(String(row.clientId)) ?? null, recordTransports: transports.get(row.id) ?? [] });
}

/** The module's archived rows of the company, in their feed shape, each with its archive date; unordered. */
export async function archivedRows<M extends ArchiveModule>(db: Reader, module: M, companyId: string, ids?: readonly string[]): Promise<Archived<M>[]> {
  const candidates = ids ?? (await candidateIds(db, module, companyId)).map((r) => r.id);
  const rows = (await loadShaped(db, ARCHIVED_ENTITY[module], companyId, candidates)) as unknown as ArchivedRow<M>[];
  const around = await surroundingsOf(db, module, companyId, rows as unknown as { id: string; clientId?: unknown }[]);
  const isArchived = IS_ARCHIVED[module] as (row: ArchivedRow<M>, s: ArchiveSurroundings) => boolean;
  const dateOf = ARCHIVE_DATE[module] as (row: ArchivedRow<M>) => string | null;
  return rows.filter((row) => isArchived(row, around(row as unknown as { id: string }))).map((row) => ({ row, date: dateOf(row) }));
}
