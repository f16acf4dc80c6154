import type { FastifyInstance } from 'fastify';
import type { ClientRead, ProjectRead } from '../../../domain/contact/clientShape.js';
import { MEASURE_ENDPOINTS } from '../../../domain/measure/endpoints.js';
import { projectRead } from '../../../domain/visibility.js';
import { measureFilterQuery } from '../../../domain/measure/queries.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { filesByOwner, linkOf } from '../installation/projectInfo.js';
import { measureReader } from './access.js';
import { measureList } from './measureList.js';
import { measureRead, measureRows } from './measureReads.js';

/**
 * Measure's reads (spec 000 §7), for whoever reads measures (access.ts).
 * {id} of measures/{id}/project is a project's (domain/measure/endpoints.ts).
 */
export async function measureReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, MEASURE_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = measureReader(req);
    const read = await measureRead(db, companyId, id);
    if (!read) throw notFound();
    return { data: read };
  });

  // What the form opens with: the project, its client, and its measure when it has one (the form then edits it).
  serve(app, MEASURE_ENDPOINTS.project, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = measureReader(req);
    const project = (await loadOneShaped(db, 'projects', companyId, id)) as ProjectRead;
    const [client, measured] = await Promise.all([
      loadOneShaped(db, 'clients', companyId, project.clientId) as Promise<ClientRead>,
      db.selectFrom('measures').select('id').where('companyId', '=', companyId).where('projectId', '=', id).executeTakeFirst(),
    ]);
    const measure = measured ? await measureRead(db, companyId, measured.id) : undefined;
    // The client as this reader receives it: an installer or a drawer reads measures, not the client's bank (issue 34).
    return { data: { project, client: projectRead(permissions, 'clients', client), measure: measure ?? null } };
  });

  serve(app, MEASURE_ENDPOINTS.assets, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = measureReader(req);
    if ((await measureRows(db, companyId, [id])).length === 0) throw notFound();
    const files = await filesByOwner(db, companyId, 'measures', [id]);
    return { data: (files.get(id) ?? []).map(linkOf) };
  });

  serve(app, MEASURE_ENDPOINTS.filter, 'signedIn', async (req) => {
    const { companyId } = measureReader(req);
    return { data: await measureList(db, companyId, parse(measureFilterQuery, req.query)) };
  });
}
