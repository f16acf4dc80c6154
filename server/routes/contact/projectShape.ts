import type { ProjectRead } from '../../../domain/contact/clientShape.js';
import { fileUrl } from '../../../domain/files.js';
import type { Reader } from '../../entities/feedShape.js';
import { groupBy } from '../../entities/feedShape.js';

/** Projects of a company in creation order; narrowed by the caller. */
export function projectQuery(db: Reader, companyId: string) {
  return db.selectFrom('projects as p').selectAll('p').where('p.companyId', '=', companyId).orderBy('p.createdAt').orderBy('p.id');
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectQuery>['executeTakeFirstOrThrow']>>;

/** Adds each project's ordered articles and files (spec 000 §3: orders, projectFiles). */
export async function withProjectChildren(db: Reader, rows: readonly ProjectRow[]): Promise<ProjectRead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companyId = rows[0]!.companyId;
  const [orders, files] = await Promise.all([
    db.selectFrom('projectOrders').select(['projectId', 'articleId']).where('projectId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
    db
      .selectFrom('files')
      .select(['id', 'ownerId', 'fileName'])
      .where('companyId', '=', companyId)
      .where('ownerType', '=', 'projects')
      .where('ownerId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  const ordersOf = groupBy(orders, (o) => o.projectId);
  const filesOf = groupBy(files, (f) => f.ownerId);
  return rows.map(({ companyId: _tenant, measureAssigneeId, ...project }) => ({
    ...project,
    measureAssignee: measureAssigneeId,
    orders: (ordersOf.get(project.id) ?? []).map((o) => o.articleId),
    projectFiles: (filesOf.get(project.id) ?? []).map((f) => ({ id: f.id, fileName: f.fileName, fileUrl: fileUrl(f.id) })),
  }));
}

/** The read and feed shape of the given projects. */
export async function loadProjects(db: Reader, companyId: string, ids: readonly string[]): Promise<ProjectRead[]> {
  if (ids.length === 0) return [];
  return withProjectChildren(db, await projectQuery(db, companyId).where('p.id', 'in', ids).execute());
}
