import type { FastifyInstance } from 'fastify';
import { projectFindQuery } from '../../../domain/contact/clientQueries.js';
import { PROJECT_ENDPOINTS } from '../../../domain/contact/endpoints.js';
import { projectRow, readsRow } from '../../../domain/visibility.js';
import { loadShaped } from '../../entities/shaped.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { loadProjects, projectQuery, withProjectChildren } from './projectShape.js';

/**
 * Project reads (spec 000 §7). Every module shows a client's projects, so
 * any signed-in user of the company reads them; the products of a project
 * only those who read products (domain/visibility.ts).
 */
export async function projectReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, PROJECT_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const [project] = await loadProjects(db, authOf(req).companyId, [id]);
    if (!project) throw notFound();
    return { data: project };
  });

  // The project's product lines in their feed shape, in the order they were made.
  serve(app, PROJECT_ENDPOINTS.products, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = authOf(req);
    const project = await db.selectFrom('projects').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!project) throw notFound();
    const ids = await db.selectFrom('products').select('id').where('companyId', '=', companyId).where('projectId', '=', id).orderBy('createdAt').orderBy('id').execute();
    const rows = new Map((await loadShaped(db, 'products', companyId, ids.map((p) => p.id))).map((row) => [row.id, row]));
    return { data: ids.flatMap(({ id: productId }) => rows.get(productId) ?? []).filter((row) => readsRow(permissions, 'products', row)).map((row) => projectRow(permissions, 'products', row)) };
  });

  // By id or by name (exact, trimmed); several clients may each have a project of that name: the first made answers.
  serve(app, PROJECT_ENDPOINTS.find, 'signedIn', async (req) => {
    const { projectId, projectName } = parse(projectFindQuery, req.query);
    let query = projectQuery(db, authOf(req).companyId);
    if (projectId !== undefined) query = query.where('p.id', '=', projectId);
    if (projectName) query = query.where('p.projectName', '=', projectName);
    const [project] = await withProjectChildren(db, await query.limit(1).execute());
    return { data: project ?? null };
  });
}
