import type { FastifyInstance } from 'fastify';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { notInstalledQuery, transportListQuery, transportProjectsQuery, dayInRange } from '../../../domain/transport/queries.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { transportReader } from './access.js';
import { loadRecords } from './transportRecords.js';
import { transportProjectRows } from './projectRows.js';

/**
 * Transport's reads (spec 001 §7), for whoever reads transports (transport,
 * installation, warehouse; observers and admins). Paths the spec leaves open
 * are said in domain/transport/endpoints.ts.
 */
export async function transportReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, TRANSPORT_ENDPOINTS.list, 'signedIn', async (req) => {
    const { companyId } = transportReader(req);
    const q = parse(transportListQuery, req.query);
    let query = db.selectFrom('transports').select('id').where('companyId', '=', companyId);
    if (q.code !== undefined) query = query.where('code', '=', q.code);
    if (q.projectId !== undefined) query = query.where('projectId', '=', q.projectId);
    const ids = (await query.execute()).map((r) => r.id);
    return { data: await loadRecords(db, companyId, ids) };
  });

  serve(app, TRANSPORT_ENDPOINTS.all, 'signedIn', async (req) => {
    const { companyId } = transportReader(req);
    const ids = (await db.selectFrom('transports').select('id').where('companyId', '=', companyId).execute()).map((r) => r.id);
    return { data: await loadRecords(db, companyId, ids) };
  });

  // Transports whose project has no installation yet, by the day they started (the installation form's choices).
  serve(app, TRANSPORT_ENDPOINTS.notInstalled, 'signedIn', async (req) => {
    const { companyId } = transportReader(req);
    const q = parse(notInstalledQuery, req.query);
    const installed = db.selectFrom('installations').select('projectId').where('companyId', '=', companyId);
    const rows = await db.selectFrom('transports').select(['id', 'acceptanceDate']).where('companyId', '=', companyId).where('projectId', 'not in', installed).execute();
    const ids = rows.filter((r) => dayInRange(r.acceptanceDate, q.startDate, q.endDate)).map((r) => r.id);
    return { data: await loadRecords(db, companyId, ids) };
  });

  serve(app, TRANSPORT_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = transportReader(req);
    const [record] = await loadRecords(db, companyId, [id]);
    if (!record) throw notFound();
    return { data: record };
  });

  // {id} is a project: the code of its latest transport, so the form can load that code.
  serve(app, TRANSPORT_ENDPOINTS.projectCode, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = transportReader(req);
    const project = await db.selectFrom('projects').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!project) throw notFound();
    const latest = await db.selectFrom('transports').select('code').where('companyId', '=', companyId).where('projectId', '=', id).orderBy('createdAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
    return { data: { projectId: id, code: latest?.code ?? null } };
  });

  serve(app, TRANSPORT_ENDPOINTS.warehouseRecords, 'signedIn', async (req) => {
    const { companyId } = transportReader(req);
    return { data: await transportProjectRows(db, companyId, { waitingOnly: true }) };
  });

  serve(app, TRANSPORT_ENDPOINTS.projects, 'signedIn', async (req) => {
    const { companyId } = transportReader(req);
    return { data: await transportProjectRows(db, companyId, parse(transportProjectsQuery, req.query)) };
  });

  // A read sent as POST, by the transport form (what an existing code had): like every POST, the transport
  // module's writers only — an observer, who never saves the form, is refused as on any write.
  serve(app, TRANSPORT_ENDPOINTS.projectEquipment, 'transport', async (req, _reply, { body }) => {
    const { companyId } = authOf(req);
    if (body.projectId.length === 0) return { data: [] };
    const rows = await db
      .selectFrom('transportEquipment')
      .innerJoin('transports', 'transports.id', 'transportEquipment.transportId')
      .innerJoin('equipment', 'equipment.id', 'transportEquipment.equipmentId')
      .select(['equipment.id', 'equipment.name'])
      .distinct()
      .where('transportEquipment.companyId', '=', companyId)
      .where('transports.projectId', 'in', body.projectId)
      .orderBy('equipment.name')
      .execute();
    return { data: rows.map((r) => ({ value: r.id, label: r.name })) };
  });
}
