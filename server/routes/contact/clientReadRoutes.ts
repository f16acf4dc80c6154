import type { FastifyInstance } from 'fastify';
import {
  clientListQuery,
  clientProjectsQuery,
  clientSearchQuery,
  clientsInModuleQuery,
  clientStatusQuery,
  createdAtBounds,
  PROJECTS_WITHOUT_MEASURE,
} from '../../../domain/contact/clientQueries.js';
import { searchClients } from '../../../domain/contact/clientSearch.js';
import { compareClientNames, type ClientWithProjects } from '../../../domain/contact/clientShape.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { CLIENT_READS } from '../../../domain/contact/endpoints.js';
import { CLIENT_READERS } from '../../../domain/contact/rows.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { clientQuery, loadClients, toClientRead } from './clientShape.js';
import { projectQuery, withProjectChildren } from './projectShape.js';
import { reusableQuery } from '../../db/reusableQuery.js';

/**
 * Client reads (spec 000 §3, §7). A whole client — list, one, its projects,
 * the search by phone or business number — to the client readers only
 * (CLIENT_READERS, issue 34); every module shows client names, so the name
 * lists and a client's journey step go to any signed-in user. Other modules
 * read a client through their own routes, with their columns. Writes belong
 * to the contact module.
 */
export async function clientReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The read every client screen opens with: compiled once (reusableQuery).
  const clientById = reusableQuery(db, 2, (companyId: string, id: string) => clientQuery(db, companyId).where('c.id', '=', id));

  async function clientOf(companyId: string, id: string) {
    const [row] = await clientById(companyId, id);
    if (!row) throw notFound();
    return toClientRead(row);
  }

  // Archived clients have left the lists; they stay readable by id for what refers to them.
  serve(app, CLIENT_READS.list, CLIENT_READERS, async (req) => {
    const { from, before } = createdAtBounds(parse(clientListQuery, req.query));
    let query = clientQuery(db, authOf(req).companyId).where('c.archivedAt', 'is', null);
    if (from !== undefined) query = query.where('c.createdAt', '>=', from);
    if (before !== undefined) query = query.where('c.createdAt', '<', before);
    const clients = (await query.execute()).map(toClientRead);
    return { data: clients.sort(compareClientNames) };
  });

  serve(app, CLIENT_READS.one, CLIENT_READERS, async (req, _reply, { params: { id } }) => ({
    data: await clientOf(authOf(req).companyId, id),
  }));

  // Answered as data.data[0].projects, the shape the spec's screens read.
  serve(app, CLIENT_READS.projects, CLIENT_READERS, async (req, _reply, { params: { id } }) => {
    const { customFilter } = parse(clientProjectsQuery, req.query);
    const { companyId } = authOf(req);
    const client = await clientOf(companyId, id);
    let query = projectQuery(db, companyId).where('p.clientId', '=', client.id);
    if (customFilter === PROJECTS_WITHOUT_MEASURE) {
      query = query.where((eb) => eb.not(eb.exists(eb.selectFrom('measures as m').select('m.id').whereRef('m.projectId', '=', 'p.id'))));
    }
    const projects = await withProjectChildren(db, await query.execute());
    return { data: { data: [{ ...client, projects } satisfies ClientWithProjects] } };
  });

  // Matched here rather than in SQL (domain/contact/clientSearch.ts), so names fold alike on SQLite and PostgreSQL and as the device's search box folds them.
  serve(app, CLIENT_READS.search, CLIENT_READERS, async (req) => {
    const { query } = parse(clientSearchQuery, req.query);
    const { companyId } = authOf(req);
    if (!query) return { data: [] };
    const candidates = await db
      .selectFrom('clients')
      .select(['id', 'firstnameAndLastname', 'lastName', 'phoneNumber', 'secondPhoneNumber', 'companyName', 'businessNumber'])
      .where('companyId', '=', companyId)
      .where('archivedAt', 'is', null)
      .execute();
    const found = searchClients(candidates, query).map((c) => c.id);
    return { data: (await loadClients(db, companyId, found)).sort(compareClientNames) };
  });

  /** The pickers' names of the company's clients in the lists, of one module when asked. */
  async function clientNames(companyId: string, moduleId?: number) {
    let query = db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('archivedAt', 'is', null);
    if (moduleId !== undefined) query = query.where('moduleId', '=', moduleId);
    return { data: (await query.execute()).sort(compareClientNames) };
  }

  serve(app, CLIENT_READS.allNames, 'signedIn', async (req) => clientNames(authOf(req).companyId));

  serve(app, CLIENT_READS.namesInModule, 'signedIn', async (req) => clientNames(authOf(req).companyId, parse(clientsInModuleQuery, req.query).moduleId));

  // The spec's read made with POST: a read for access control, so observers make it too.
  serve(app, CLIENT_READS.advancedSearch, 'signedIn', async (req, _reply, { body }) => clientNames(authOf(req).companyId, body.moduleId), { readsByPost: true });

  serve(app, CLIENT_READS.status, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { statusId } = parse(clientStatusQuery, req.query);
    const { moduleId } = await clientOf(authOf(req).companyId, id);
    return { data: { moduleId, reached: moduleId >= statusId } };
  });
}
