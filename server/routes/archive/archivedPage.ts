import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { AGREEMENT_STATUS } from '../../../domain/agreement/statuses.js';
import type { ArchiveModule } from '../../../domain/archive/modules.js';
import type { ArchiveListQuery } from '../../../domain/archive/queries.js';
import { CLIENT_MODULE } from '../../../domain/journey/order.js';
import { MEASURE_STATUS } from '../../../domain/measure/statuses.js';
import { SERVICE_STATUS } from '../../../domain/service/statuses.js';
import type { Database } from '../../db/schema.js';
import type { Reader } from '../../entities/feedShape.js';

/** One archive as SQL: its archived ids, each with the instant its archive dates it by. */
type Archiving = (db: Reader, companyId: string) => SelectQueryBuilder<Database, never, { id: string; archivedOn: string | null }>;

const notNull = (column: string): RawBuilder<boolean> => sql<boolean>`${sql.ref(column)} is not null`;

/**
 * IS_ARCHIVED and ARCHIVE_DATE of each module as one query on indexed
 * columns, so an archive is paged and counted by the database instead of
 * loaded whole. The rule in domain/ stays the judge: the page's rows are
 * loaded through it (archivedRows), and archivePage.test.ts compares the two
 * on every module of the seeded company.
 */
const ARCHIVING: { readonly [M in ArchiveModule]: Archiving } = {
  contact: (db, companyId) =>
    db.selectFrom('clients').select(['id', sql<string | null>`${sql.ref('archivedAt')}`.as('archivedOn')]).where('companyId', '=', companyId).where('archivedAt', 'is not', null),
  measures: (db, companyId) =>
    db
      .selectFrom('measures as m')
      .innerJoin('clients as c', 'c.id', 'm.clientId')
      .select(['m.id as id', sql<string | null>`coalesce(${sql.ref('m.measureDate')}, substr(${sql.ref('m.createdAt')}, 1, 10))`.as('archivedOn')])
      .where('m.companyId', '=', companyId)
      .where('m.measureStatusId', '=', MEASURE_STATUS.final)
      .where('c.moduleId', '>', CLIENT_MODULE.measures),
  offers: (db, companyId) =>
    db
      .selectFrom('offers as o')
      .innerJoin('clients as c', 'c.id', 'o.clientId')
      .select(['o.id as id', sql<string | null>`${sql.ref('o.offerDate')}`.as('archivedOn')])
      .where('o.companyId', '=', companyId)
      .where('c.moduleId', '>=', CLIENT_MODULE.agreements),
  agreements: (db, companyId) =>
    db.selectFrom('agreements').select(['id', sql<string | null>`${sql.ref('start')}`.as('archivedOn')]).where('companyId', '=', companyId).where('agreementStatusId', '=', AGREEMENT_STATUS.completed),
  production: (db, companyId) =>
    db.selectFrom('products').select(['id', sql<string | null>`${sql.ref('finishedAt')}`.as('archivedOn')]).where('companyId', '=', companyId).where('doneStatus', '=', 1),
  warehouse: (db, companyId) =>
    db
      .selectFrom('warehouseRecords as r')
      .select(['r.id as id', sql<string | null>`${sql.ref('r.createdAt')}`.as('archivedOn')])
      .where('r.companyId', '=', companyId)
      // hasLeftWarehouse: carried by a transport, and by none still under way.
      .where((eb) =>
        eb.and([
          eb.exists(eb.selectFrom('transports as t').select('t.id').whereRef('t.warehouseRecordId', '=', 'r.id')),
          eb.not(
            eb.exists(
              eb
                .selectFrom('transports as t')
                .select('t.id')
                .whereRef('t.warehouseRecordId', '=', 'r.id')
                .where((t) => t.or([t('t.acceptanceDate', 'is', null), t('t.arrivalDate', 'is', null)])),
            ),
          ),
        ]),
      ),
  transport: (db, companyId) =>
    db
      .selectFrom('transports')
      .select(['id', sql<string | null>`${sql.ref('acceptanceDate')}`.as('archivedOn')])
      .where('companyId', '=', companyId)
      .where(notNull('acceptanceDate'))
      .where(notNull('arrivalDate')),
  installation: (db, companyId) =>
    db
      .selectFrom('installations')
      .select(['id', sql<string | null>`${sql.ref('installationStart')}`.as('archivedOn')])
      .where('companyId', '=', companyId)
      .where(notNull('installationStart'))
      .where(notNull('installationEnd')),
  service: (db, companyId) =>
    db
      .selectFrom('serviceTickets')
      .select(['id', sql<string | null>`coalesce(${sql.ref('date')}, ${sql.ref('createdAt')})`.as('archivedOn')])
      .where('companyId', '=', companyId)
      .where('statusId', '=', SERVICE_STATUS.completed),
  impression: (db, companyId) => db.selectFrom('impressions').select(['id', sql<string | null>`${sql.ref('createdAt')}`.as('archivedOn')]).where('companyId', '=', companyId),
};

/** The ids of one page of a module's archive in its order (newest first, undated last, then by id), and how many rows the range holds. */
export async function archivedPage(db: Reader, module: ArchiveModule, companyId: string, q: ArchiveListQuery): Promise<{ ids: string[]; total: number }> {
  let archived = db.selectFrom(ARCHIVING[module](db, companyId).as('a'));
  // inArchiveRange: whole days, both ends included; an open range takes every row, dated or not.
  if (q.start) archived = archived.where(sql<string>`substr(${sql.ref('a.archivedOn')}, 1, 10)`, '>=', q.start);
  if (q.end) archived = archived.where(sql<string>`substr(${sql.ref('a.archivedOn')}, 1, 10)`, '<=', q.end);
  const [page, count] = await Promise.all([
    archived
      .select('a.id')
      .orderBy(sql`case when ${sql.ref('a.archivedOn')} is null then 1 else 0 end`)
      .orderBy('a.archivedOn', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    archived.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(count.n) };
}
