import type { FastifyInstance } from 'fastify';
import { INSTALLATION_ENDPOINTS } from '../../../domain/installation/endpoints.js';
import { installationTransportsQuery, matchesInstallationQuery } from '../../../domain/installation/queries.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { loadRecords } from '../transport/transportRecords.js';
import { installationReader } from './access.js';
import { installationRecords, installationsOf, mapItems, transportRows } from './installationRecords.js';
import { projectInfos, targetKey } from './projectInfo.js';

/**
 * Installation's reads (spec 001 §7 "Installation"), for whoever reads
 * installations (installation, service, impression; observers and admins);
 * those built around transports also need the transports' readers. {id} of
 * the project and transport reads is a transport (domain/installation/endpoints.ts).
 */
export async function installationReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, INSTALLATION_ENDPOINTS.transports, 'signedIn', async (req) => {
    const { companyId, permissions } = installationReader(req, ['transports']);
    const q = parse(installationTransportsQuery, req.query);
    return { data: (await transportRows(db, companyId, permissions)).filter((r) => matchesInstallationQuery(r, q)) };
  });

  serve(app, INSTALLATION_ENDPOINTS.list, 'signedIn', async (req) => {
    const { companyId, permissions } = installationReader(req);
    return { data: await installationRecords(db, companyId, permissions, await installationsOf(db, companyId)) };
  });

  serve(app, INSTALLATION_ENDPOINTS.map, 'signedIn', async (req) => {
    const { companyId } = installationReader(req);
    return { data: await mapItems(db, companyId) };
  });

  serve(app, INSTALLATION_ENDPOINTS.project, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = installationReader(req, ['transports']);
    const transport = await db.selectFrom('transports').select(['id', 'projectId']).where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!transport) throw notFound();
    const target = { projectId: transport.projectId, transportId: transport.id };
    return { data: (await projectInfos(db, companyId, permissions, [target])).get(targetKey(target))! };
  });

  serve(app, INSTALLATION_ENDPOINTS.transport, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = installationReader(req, ['transports']);
    const [transport] = await loadRecords(db, companyId, [id]);
    if (!transport) throw notFound();
    const row = (await db.selectFrom('installations').selectAll().where('companyId', '=', companyId).where('transportId', '=', id).executeTakeFirst()) ?? null;
    const [installation] = row ? await installationRecords(db, companyId, permissions, [withoutCompany(row)]) : [];
    return { data: { transport, installation: installation ?? null } };
  });
}

const withoutCompany = ({ companyId: _company, ...row }: InstallationRow & { companyId: string }): InstallationRow => row;
