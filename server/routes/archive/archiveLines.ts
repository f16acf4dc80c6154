import type { ArchiveColumns, ArchiveLine } from '../../../domain/archive/reads.js';
import type { ArchivedRow } from '../../../domain/archive/rules.js';
import type { ArchiveModule } from '../../../domain/archive/modules.js';
import { clientName } from '../../../domain/production/planningSources.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';
import type { Archived } from './archivedRows.js';

/** The names a page of lines shows: its clients', its projects' (with their client) and its products' articles. */
interface Names {
  client: (id: string | null) => string;
  project: (id: string | null) => { name: string; clientId: string } | null;
  article: (id: string | null) => string | null;
}

/** Where a row sits: its client and project, by its own columns or, for the rows that name only the project, by the project's. */
function placeOf(module: ArchiveModule, row: Record<string, unknown>): { clientId: string | null; projectId: string | null } {
  const projectId = typeof row.projectId === 'string' ? row.projectId : null;
  if (module === 'contact') return { clientId: row.id as string, projectId: null };
  return { clientId: typeof row.clientId === 'string' ? row.clientId : null, projectId };
}

async function namesOf(db: Reader, companyId: string, rows: readonly Record<string, unknown>[], module: ArchiveModule): Promise<Names> {
  const places = rows.map((r) => placeOf(module, r));
  const projects = await inChunks([...new Set(places.flatMap((p) => (p.projectId ? [p.projectId] : [])))], (c) =>
    db.selectFrom('projects').select(['id', 'projectName', 'clientId']).where('companyId', '=', companyId).where('id', 'in', c).execute(),
  );
  const clientIds = new Set([...places.flatMap((p) => (p.clientId ? [p.clientId] : [])), ...projects.map((p) => p.clientId)]);
  const clients = await inChunks([...clientIds], (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute());
  const articleIds = module === 'production' ? [...new Set(rows.flatMap((r) => (typeof r.articleId === 'string' ? [r.articleId] : [])))] : [];
  const articles = await inChunks(articleIds, (c) => db.selectFrom('articles').select(['id', 'name']).where('companyId', '=', companyId).where('id', 'in', c).execute());
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const projectById = new Map(projects.map((p) => [p.id, { name: p.projectName, clientId: p.clientId }]));
  const articleById = new Map(articles.map((a) => [a.id, a.name]));
  return {
    client: (id) => (id === null ? '' : clientName(clientById.get(id))),
    project: (id) => (id === null ? null : (projectById.get(id) ?? null)),
    article: (id) => (id === null ? null : (articleById.get(id) ?? null)),
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

type Own<M extends ArchiveModule> = { title: string } & ArchiveColumns[M];

/** Each module's title and own columns of a line. */
function ownColumns(names: Names, showPrices: boolean): { [M in ArchiveModule]: (row: ArchivedRow<M>, projectName: string | null, clientName: string) => Own<M> } {
  return {
    contact: (c, _p, client) => ({ title: client, phoneNumber: c.phoneNumber, city: c.city?.name ?? null }),
    measures: (m, project) => ({ title: project ?? '', measureStatusId: m.measureStatusId, productMaterial: m.productMaterial, measureDate: m.measureDate }),
    offers: (o) => ({ title: String(o.number), number: o.number, offerStatusId: o.offerStatusId, total: o.total }),
    agreements: (a, project, client) => ({ title: project ?? client, agreementStatusId: a.agreementStatusId, total: a.total, prepaid: a.prepaid, totalDebtLeft: a.totalDebtLeft, start: a.start, end: a.end }),
    production: (p) => ({ title: names.article(p.articleId) ?? p.type ?? '', quantity: p.quantity, type: p.type, finishedAt: p.finishedAt, totalPrice: showPrices ? p.totalPrice : null }),
    warehouse: (r) => ({ title: r.label, label: r.label }),
    transport: (t) => ({ title: t.code, code: t.code, acceptanceDate: t.acceptanceDate, arrivalDate: t.arrivalDate }),
    installation: (i, project) => ({ title: project ?? '', installationStart: i.installationStart, installationEnd: i.installationEnd, conditional: i.conditional }),
    service: (t) => ({ title: t.problem, statusId: t.statusId, problem: t.problem, registered: t.projectId !== null }),
    impression: (i, project) => ({ title: project ?? '', average: i.average, feedback: i.feedback }),
  };
}

/** The lines of a page of archived rows, in the page's order. */
export async function archiveLines<M extends ArchiveModule>(db: Reader, companyId: string, module: M, page: readonly Archived<M>[], showPrices: boolean): Promise<ArchiveLine[]> {
  const rows = page.map((a) => a.row as unknown as Record<string, unknown>);
  const names = await namesOf(db, companyId, rows, module);
  const own = ownColumns(names, showPrices)[module] as (row: ArchivedRow<M>, projectName: string | null, clientName: string) => Own<M>;
  return page.map(({ row, date }) => {
    const raw = row as unknown as Record<string, unknown>;
    const place = placeOf(module, raw);
    const project = names.project(place.projectId);
    const clientId = place.clientId ?? project?.clientId ?? null;
    // A ticket of an unregistered client carries the client's name itself.
    const name = clientId === null ? `${textOf(raw.firstname)} ${textOf(raw.lastname)}`.trim() : names.client(clientId);
    const line = { module, id: raw.id as string, clientId, clientName: name, projectId: place.projectId, projectName: project?.name ?? null, archivedAt: date, ...own(row, project?.name ?? null, name) };
    // The compiler cannot follow a generic M into the union; ownColumns' type ties each module to its own columns.
    return line as unknown as ArchiveLine;
  });
}
