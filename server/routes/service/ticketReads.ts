import type { ServiceClient, ServiceLine, ServiceTicketRead } from '../../../domain/service/answers.js';
import type { ServiceTicketRow } from '../../../domain/service/rows.js';
import { statusOf } from '../../../domain/service/statuses.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import { inChunks } from '../../db/inChunks.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';
import { fileLink } from '../files/fileShape.js';

const distinct = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

/** Newest first: the day of service, then when it was made. */
export const newestTicketFirst = (a: ServiceTicketRow, b: ServiceTicketRow): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Projects with their client and its city's name. */
async function projectsOf(db: Reader, companyId: string, projectIds: readonly string[]) {
  const rows = await inChunks(projectIds, (c) =>
    db
      .selectFrom('projects')
      .innerJoin('clients', 'clients.id', 'projects.clientId')
      .leftJoin('cities', 'cities.id', 'clients.cityId')
      .select(['projects.id', 'projects.projectName', 'clients.firstnameAndLastname', 'clients.lastName', 'clients.address', 'clients.email', 'clients.phoneNumber', 'cities.name as cityName'])
      .where('projects.companyId', '=', companyId)
      .where('projects.id', 'in', c)
      .execute(),
  );
  return new Map(rows.map((p) => [p.id, p]));
}

/** The lines of the tickets, named by their article (a product's article, or the article itself). */
async function linesOf(db: Reader, companyId: string, ticketIds: readonly string[]) {
  const rows = await inChunks(ticketIds, (c) =>
    db
      .selectFrom('serviceTicketProducts as l')
      .leftJoin('products as p', 'p.id', 'l.productId')
      .leftJoin('articles as a', (j) => j.onRef('a.id', '=', 'l.articleId'))
      .leftJoin('articles as pa', 'pa.id', 'p.articleId')
      .select(['l.serviceTicketId', 'l.productId', 'l.articleId', 'a.name as articleName', 'pa.name as productArticleName', 'p.type'])
      .where('l.companyId', '=', companyId)
      .where('l.serviceTicketId', 'in', c)
      .orderBy('l.createdAt')
      .orderBy('l.id')
      .execute(),
  );
  return groupBy(
    rows.map((l) => ({ ticketId: l.serviceTicketId, line: { productId: l.productId, articleId: l.articleId, name: l.articleName ?? l.productArticleName ?? l.type ?? '' } satisfies ServiceLine })),
    (l) => l.ticketId,
  );
}

/**
 * Tickets as service's reads show them (spec 001 §3 "Service ticket"): the
 * project and its client (registered) or the ticket's client fields
 * (unregistered), the status with its label, the photos, the project's
 * agreement files (for whoever reads agreements) and the lines. In the order given.
 */
export async function ticketReads(db: Reader, companyId: string, permissions: PermissionMap, tickets: readonly ServiceTicketRow[]): Promise<ServiceTicketRead[]> {
  if (tickets.length === 0) return [];
  const ids = tickets.map((t) => t.id);
  const projectIds = distinct(tickets.map((t) => t.projectId));
  const readsAgreements = readsRow(permissions, 'agreements', {});
  const [projects, lines, photos, agreements] = await Promise.all([
    projectsOf(db, companyId, projectIds),
    linesOf(db, companyId, ids),
    inChunks(ids, (c) => db.selectFrom('files').select(['id', 'ownerId', 'fileName']).where('companyId', '=', companyId).where('ownerType', '=', 'serviceTickets').where('ownerId', 'in', c).orderBy('createdAt').orderBy('id').execute()),
    readsAgreements
      ? inChunks(projectIds, (c) =>
          db
            .selectFrom('files')
            .innerJoin('agreements', 'agreements.id', 'files.ownerId')
            .select(['files.id', 'files.fileName', 'agreements.projectId'])
            .where('files.companyId', '=', companyId)
            .where('files.ownerType', '=', 'agreements')
            .where('agreements.projectId', 'in', c)
            .orderBy('files.createdAt')
            .orderBy('files.id')
            .execute(),
        )
      : Promise.resolve([]),
  ]);
  const photosOf = groupBy(photos, (f) => f.ownerId);
  const agreementFilesOf = groupBy(agreements, (f) => f.projectId ?? '');
  return tickets.map((t) => {
    const project = t.projectId === null ? undefined : projects.get(t.projectId);
    const client: ServiceClient = project
      ? { firstName: project.firstnameAndLastname, lastName: project.lastName, address: project.address, city: project.cityName, email: project.email, phoneNumber: project.phoneNumber }
      : { firstName: t.firstname ?? '', lastName: t.lastname ?? '', address: t.address, city: t.city, email: t.email, phoneNumber: t.phoneNumber };
    return {
      ...t,
      project: t.projectId === null ? null : { id: t.projectId, name: project?.projectName ?? '' },
      client,
      status: statusOf(t.statusId),
      servicingFiles: (photosOf.get(t.id) ?? []).map(fileLink),
      agreementFiles: t.projectId === null ? [] : (agreementFilesOf.get(t.projectId) ?? []).map(fileLink),
      productsServicing: (lines.get(t.id) ?? []).map((l) => l.line),
    };
  });
}
