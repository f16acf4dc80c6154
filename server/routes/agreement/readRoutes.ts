import type { FastifyInstance } from 'fastify';
import { projectRead } from '../../../domain/visibility.js';
import { AGREEMENT_ENDPOINTS } from '../../../domain/agreement/endpoints.js';
import { agreementFilterQuery } from '../../../domain/agreement/queries.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { filesByOwner, linkOf } from '../installation/projectInfo.js';
import { agreementReader } from './access.js';
import { agreementList, agreementRead } from './agreementReads.js';

/** Agreement's reads (spec 000 §7), for whoever reads agreements (access.ts). */
export async function agreementReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, AGREEMENT_ENDPOINTS.list, 'signedIn', async (req) => {
    const { companyId, permissions } = agreementReader(req);
    return { data: (await agreementList(db, companyId)).map((a) => projectRead(permissions, 'agreements', a)) };
  });

  serve(app, AGREEMENT_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = agreementReader(req);
    const read = await agreementRead(db, companyId, id);
    if (!read) throw notFound();
    return { data: projectRead(permissions, 'agreements', read) };
  });

  serve(app, AGREEMENT_ENDPOINTS.assets, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = agreementReader(req);
    const found = await db.selectFrom('agreements').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound();
    return { data: ((await filesByOwner(db, companyId, 'agreements', [id])).get(id) ?? []).map(linkOf) };
  });

  serve(app, AGREEMENT_ENDPOINTS.filter, 'signedIn', async (req) => {
    const { companyId, permissions } = agreementReader(req);
    return { data: (await agreementList(db, companyId, parse(agreementFilterQuery, req.query))).map((a) => projectRead(permissions, 'agreements', a)) };
  });
}
