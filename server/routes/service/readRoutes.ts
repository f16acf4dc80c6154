import type { FastifyInstance } from 'fastify';
import { measureLocations } from '../measure/measureLocations.js';
import { clientName } from '../../../domain/production/planningSources.js';
import { SERVICE_ENDPOINTS } from '../../../domain/service/endpoints.js';
import { serviceListQuery } from '../../../domain/service/queries.js';
import type { ServiceTicketRow } from '../../../domain/service/rows.js';
import { statusOf } from '../../../domain/service/statuses.js';
import { loadShaped } from '../../entities/shaped.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf, type Auth } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { newestTicketFirst, ticketReads } from './ticketReads.js';

type Which = 'all' | 'registered' | 'unregistered';

/** The company's tickets of one kind and, when asked, one status, newest first. */
async function tickets(db: Reader, companyId: string, which: Which, status?: number): Promise<ServiceTicketRow[]> {
  let query = db.selectFrom('serviceTickets').select('id').where('companyId', '=', companyId);
  if (which === 'registered') query = query.where('projectId', 'is not', null);
  if (which === 'unregistered') query = query.where('projectId', 'is', null);
  if (status !== undefined) query = query.where('statusId', '=', status);
  const ids = (await query.execute()).map((r) => r.id);
  return ((await loadShaped(db, 'serviceTickets', companyId, ids)) as ServiceTicketRow[]).sort(newestTicketFirst);
}

/**
 * Service's reads (spec 001 §7 "Service"), for the service module's readers
 * (service, observers, admins; serve's access). Paths the spec leaves open are
 * said in domain/service/endpoints.ts.
 */
export async function serviceReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const answer = async (auth: Auth, rows: readonly ServiceTicketRow[]) => ({ data: await ticketReads(db, auth.companyId, auth.permissions, rows) });

  serve(app, SERVICE_ENDPOINTS.existing, 'service', async (req) => {
    const auth = authOf(req);
    return answer(auth, await tickets(db, auth.companyId, 'registered', parse(serviceListQuery, req.query).status));
  });

  serve(app, SERVICE_ENDPOINTS.nonClient, 'service', async (req) => {
    const auth = authOf(req);
    return answer(auth, await tickets(db, auth.companyId, 'unregistered', parse(serviceListQuery, req.query).status));
  });

  serve(app, SERVICE_ENDPOINTS.list, 'service', async (req) => {
    const auth = authOf(req);
    return answer(auth, await tickets(db, auth.companyId, 'all', parse(serviceListQuery, req.query).status));
  });

  serve(app, SERVICE_ENDPOINTS.one, 'service', async (req, _reply, { params: { id } }) => {
    const auth = authOf(req);
    const rows = (await loadShaped(db, 'serviceTickets', auth.companyId, [id])) as ServiceTicketRow[];
    const [read] = await ticketReads(db, auth.companyId, auth.permissions, rows);
    if (!read) throw notFound();
    return { data: read };
  });

  // Registered tickets at their project's place; unregistered ones have none to show.
  serve(app, SERVICE_ENDPOINTS.map, 'service', async (req) => {
    const { companyId } = authOf(req);
    const rows = await db
      .selectFrom('serviceTickets')
      .innerJoin('projects', 'projects.id', 'serviceTickets.projectId')
      .select(['serviceTickets.id', 'serviceTickets.statusId', 'serviceTickets.date', 'serviceTickets.createdAt', 'projects.id as projectId', 'projects.projectName', 'projects.projectLocation'])
      .where('serviceTickets.companyId', '=', companyId)
      .orderBy('serviceTickets.createdAt', 'desc')
      .orderBy('serviceTickets.id', 'desc')
      .execute();
    const measured = await measureLocations(db, companyId, rows.map((r) => r.projectId));
    return {
      data: rows.map((r) => ({ id: r.id, project: { id: r.projectId, name: r.projectName }, measureLocation: measured.get(r.projectId) ?? null, projectLocation: r.projectLocation, status: statusOf(r.statusId) })),
    };
  });

  // Projects ready for service: those with an installation.
  serve(app, SERVICE_ENDPOINTS.projects, 'service', async (req) => {
    const { companyId } = authOf(req);
    const installed = db.selectFrom('installations').select('projectId').where('companyId', '=', companyId);
    const rows = await db
      .selectFrom('projects')
      .innerJoin('clients', 'clients.id', 'projects.clientId')
      .select(['projects.id', 'projects.projectName', 'projects.clientId', 'clients.firstnameAndLastname', 'clients.lastName'])
      .where('projects.companyId', '=', companyId)
      .where('projects.id', 'in', installed)
      .orderBy('projects.projectName')
      .orderBy('projects.id')
      .execute();
    const counts = await db.selectFrom('serviceTickets').select('projectId').where('companyId', '=', companyId).where('projectId', 'is not', null).execute();
    const count = new Map<string, number>();
    for (const t of counts) count.set(t.projectId!, (count.get(t.projectId!) ?? 0) + 1);
    return { data: rows.map((p) => ({ id: p.id, name: p.projectName, clientId: p.clientId, clientName: clientName(p), tickets: count.get(p.id) ?? 0 })) };
  });

  serve(app, SERVICE_ENDPOINTS.projectProducts, 'service', async (req, _reply, { params: { id } }) => {
    const { companyId } = authOf(req);
    const project = await db.selectFrom('projects').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!project) throw notFound();
    const rows = await db
      .selectFrom('products')
      .leftJoin('articles', 'articles.id', 'products.articleId')
      .select(['products.id', 'products.type', 'articles.name'])
      .where('products.companyId', '=', companyId)
      .where('products.projectId', '=', id)
      .orderBy('products.createdAt')
      .orderBy('products.id')
      .execute();
    return { data: rows.map((p) => ({ id: p.id, name: p.name ?? p.type ?? '', type: p.type })) };
  });

  serve(app, SERVICE_ENDPOINTS.articles, 'service', async (req) => {
    const { companyId } = authOf(req);
    const rows = await db.selectFrom('articles').select(['id', 'name', 'code']).where('companyId', '=', companyId).orderBy('name').orderBy('id').execute();
    return { data: rows };
  });
}
