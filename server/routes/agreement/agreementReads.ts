import type { AgreementListRow, AgreementRead } from '../../../domain/agreement/endpoints.js';
import { matchesAgreementFilter, type AgreementFilter } from '../../../domain/agreement/queries.js';
import type { AgreementRow } from '../../../domain/agreement/rows.js';
import { agreementStatusOf } from '../../../domain/agreement/statuses.js';
import { AGREEMENT_FILE_KINDS, type AgreementFileKind } from '../../../domain/agreement/uploads.js';
import { formatDate } from '../../../domain/format.js';
import { clientName } from '../../../domain/production/planningSources.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';
import { filesByOwner, linkOf } from '../installation/projectInfo.js';

/** Newest start first (one without a start last), then newest recorded. */
const newestFirst = (a: AgreementRow, b: AgreementRow): number => (b.start ?? '').localeCompare(a.start ?? '') || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The agreements of the company (all, or the ids given) as their rows. */
async function agreementRows(db: Reader, companyId: string, ids?: readonly string[]): Promise<AgreementRow[]> {
  let query = db.selectFrom('agreements').selectAll().where('companyId', '=', companyId);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : ['']);
  return (await query.execute()).map(({ companyId: _tenant, ...row }) => row);
}

/**
 * Each agreement with its client's and project's names, its status's label
 * and the latest end of the products it put into production (its offer's
 * lines for production, not canceled; §3 productDates.latestEndDate).
 */
async function listRows(db: Reader, companyId: string, rows: readonly AgreementRow[]): Promise<AgreementListRow[]> {
  const ids = (pick: (r: AgreementRow) => string | null) => [...new Set(rows.flatMap((r) => (pick(r) === null ? [] : [pick(r)!])))];
  const [clients, projects, ends] = await Promise.all([
    inChunks(ids((r) => r.clientId), (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(ids((r) => r.projectId), (c) => db.selectFrom('projects').select(['id', 'projectName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(ids((r) => r.offerId), (c) =>
      db
        .selectFrom('products')
        .select(['offerId', (eb) => eb.fn.max('end').as('latestEnd')])
        .where('companyId', '=', companyId)
        .where('offerId', 'in', c)
        .where('forProduction', '=', 1)
        .where('canceled', '=', 0)
        .groupBy('offerId')
        .execute(),
    ),
  ]);
  const clientBy = new Map(clients.map((c) => [c.id, c]));
  const projectBy = new Map(projects.map((p) => [p.id, p.projectName]));
  const endBy = new Map(ends.map((e) => [e.offerId, e.latestEnd as string | null]));
  return rows.map((r) => {
    const latestEnd = r.offerId === null ? null : (endBy.get(r.offerId) ?? null);
    return {
      ...r,
      agreementStatus: agreementStatusOf(r.agreementStatusId),
      clientName: clientName(clientBy.get(r.clientId)),
      projectName: r.projectId === null ? null : (projectBy.get(r.projectId) ?? null),
      productDates: { latestEndDate: latestEnd === null ? null : formatDate(latestEnd, 'dd/MM/yyyy') },
    };
  });
}

/** GET agreements and agreement/filter: the company's agreements that match (all when no filter), newest first. */
export async function agreementList(db: Reader, companyId: string, q?: AgreementFilter): Promise<AgreementListRow[]> {
  const rows = (await agreementRows(db, companyId)).filter((r) => q === undefined || matchesAgreementFilter(r, q)).sort(newestFirst);
  return listRows(db, companyId, rows);
}

/** One agreement with its files by kind (§3 agreementFiles), or undefined when the company has none such. */
export async function agreementRead(db: Reader, companyId: string, id: string): Promise<AgreementRead | undefined> {
  const [row] = await listRows(db, companyId, await agreementRows(db, companyId, [id]));
  if (!row) return undefined;
  const own = (await filesByOwner(db, companyId, 'agreements', [id])).get(id) ?? [];
  const ofKind = (kind: AgreementFileKind) => own.filter((f) => f.kind === kind).map(linkOf);
  return {
    ...row,
    agreementFiles: {
      signature: ofKind(AGREEMENT_FILE_KINDS.signature),
      finalAgreement: ofKind(AGREEMENT_FILE_KINDS.finalAgreement),
      annexes: ofKind(AGREEMENT_FILE_KINDS.annexes),
      cancelation: ofKind(AGREEMENT_FILE_KINDS.cancelation),
    },
  };
}
