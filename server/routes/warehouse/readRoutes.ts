import type { FastifyInstance } from 'fastify';
import { dayAfter } from '../../../domain/days.js';
import { isAdmin } from '../../../domain/permissions.js';
import { clientName } from '../../../domain/production/planningSources.js';
import { WAREHOUSE_READS } from '../../../domain/warehouse/endpoints.js';
import { archiveQuery, recordsQuery, type RecordsQuery } from '../../../domain/warehouse/queries.js';
import type { RecordListRow } from '../../../domain/warehouse/reads.js';
import type { Row } from '../../db/schema.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { recordReader } from './access.js';
import { projectCards, projectProducts } from './projectCards.js';
import { recordReads } from './recordReads.js';
import { transported, transportsOfRecords } from './transportsOf.js';

/** Records made in a day range, optionally only those without transport / without installation. */
async function recordsIn(db: Reader, companyId: string, q: Pick<RecordsQuery, 'start' | 'end'> & Partial<RecordsQuery>): Promise<Row<'warehouseRecords'>[]> {
  let query = db.selectFrom('warehouseRecords').selectAll().where('companyId', '=', companyId);
  if (q.start !== undefined) query = query.where('createdAt', '>=', q.start);
  if (q.end !== undefined) query = query.where('createdAt', '<', dayAfter(q.end));
  if (q.withoutTransportFilter) query = query.where('withoutTransport', '=', 1);
  if (q.withoutInstallationFilter) query = query.where('withoutInstallation', '=', 1);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

async function listRows(db: Reader, companyId: string, records: readonly Row<'warehouseRecords'>[], keep: (isTransported: boolean) => boolean): Promise<RecordListRow[]> {
  const transports = await transportsOfRecords(db, companyId, records.map((r) => r.id));
  const kept = records.filter((r) => keep(transported(transports.get(r.id))));
  const [projects, clients] = await Promise.all([
    inChunks([...new Set(kept.map((r) => r.projectId))], (c) => db.selectFrom('projects').select(['id', 'projectName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks([...new Set(kept.map((r) => r.clientId))], (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
  ]);
  const projectName = new Map(projects.map((p) => [p.id, p.projectName]));
  const clientById = new Map(clients.map((c) => [c.id, c]));
  return kept.map((r) => ({
    id: r.id,
    label: r.label,
    client: { id: r.clientId, name: clientName(clientById.get(r.clientId)) },
    project: { id: r.projectId, name: projectName.get(r.projectId) ?? '' },
    withoutTransport: r.withoutTransport,
    withoutInstallation: r.withoutInstallation,
    transported: transported(transports.get(r.id)),
    createdAt: r.createdAt,
  }));
}

/**
 * The warehouse's reads of deposit records (spec 001 §2 tables, §7): the
 * deposit page of a client and its project cards, what is left to deposit,
 * the clients in the warehouse and all clients, and the archive. For every
 * reader of records (warehouse, transport, installation); prices for full
 * privileges.
 */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, WAREHOUSE_READS.clientPage, 'signedIn', async (req, _reply, { params: { id } }) => {
    const auth = recordReader(req);
    const client = await db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', auth.companyId).where('id', '=', id).executeTakeFirst();
    if (!client) throw notFound();
    const projects = await db.selectFrom('projects').select('id').where('companyId', '=', auth.companyId).where('clientId', '=', id).orderBy('createdAt').orderBy('id').execute();
    const cards = await projectCards(db, auth.companyId, projects.map((p) => p.id), isAdmin(auth.permissions));
    return { data: { client: { id: client.id, name: clientName(client) }, projects: cards } };
  });

  serve(app, WAREHOUSE_READS.project, 'signedIn', async (req, _reply, { params: { id } }) => {
    const auth = recordReader(req);
    const [card] = await projectCards(db, auth.companyId, [id], isAdmin(auth.permissions));
    return { data: card! };
  });

  // A read the spec makes with POST, for the deposit form only: who may deposit asks it (observers, as for every POST, may not).
  serve(app, WAREHOUSE_READS.quantity, 'warehouse', async (req, _reply, { body }) => {
    const auth = authOf(req);
    const project = await db.selectFrom('projects').select('id').where('companyId', '=', auth.companyId).where('id', '=', body.projectId).executeTakeFirst();
    if (!project) throw notFound();
    return { data: await projectProducts(db, auth.companyId, project.id, body.warehouseRecordId ?? null) };
  });

  // Clients in the warehouse: what still waits there (no complete transport yet).
  serve(app, WAREHOUSE_READS.clients, 'signedIn', async (req) => {
    const auth = recordReader(req);
    const q = parse(recordsQuery, req.query);
    return { data: await listRows(db, auth.companyId, await recordsIn(db, auth.companyId, q), (gone) => !gone) };
  });

  serve(app, WAREHOUSE_READS.viewAll, 'signedIn', async (req) => {
    const auth = recordReader(req);
    const q = parse(recordsQuery, req.query);
    return { data: await listRows(db, auth.companyId, await recordsIn(db, auth.companyId, q), () => true) };
  });

  // The archive: records that have left on a complete transport; transportMap=1 adds those transports for the map.
  serve(app, WAREHOUSE_READS.archive, 'signedIn', async (req) => {
    const auth = recordReader(req);
    const q = parse(archiveQuery, req.query);
    const records = await recordsIn(db, auth.companyId, q);
    const transports = await transportsOfRecords(db, auth.companyId, records.map((r) => r.id));
    const archived = records.filter((r) => transported(transports.get(r.id)));
    const reads = await recordReads(db, auth.companyId, archived, isAdmin(auth.permissions));
    return { data: q.transportMap ? reads.map((r) => ({ ...r, transports: transports.get(r.id) ?? [] })) : reads };
  });
}
