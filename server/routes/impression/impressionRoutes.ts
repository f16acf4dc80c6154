import type { FastifyInstance } from 'fastify';
import { IMPRESSION_ENDPOINTS } from '../../../domain/impression/endpoints.js';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { impressionListQuery } from '../../../domain/impression/queries.js';
import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { MSG } from '../../../domain/messages.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { authOf } from '../../http/access.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { runWrite } from '../../write/runWrite.js';
import { impressionList, impressionRead, projectNames } from './reads.js';
import { createImpression, editImpression, impressionIdOf, oncePerProject, projectTarget } from './saveImpression.js';

/**
 * The staff's impression calls (spec 001 §7 "Impression"): the impression
 * module's holders read (observers too), its holders write (serve's access).
 */
export async function impressionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, IMPRESSION_ENDPOINTS.list, 'impression', async (req) => {
    const { status } = parse(impressionListQuery, req.query);
    return { data: await impressionList(db, authOf(req).companyId, status) };
  });

  serve(app, IMPRESSION_ENDPOINTS.one, 'impression', async (req, _reply, { params: { id } }) => {
    const auth = authOf(req);
    const row = (await loadOneShaped(db, 'impressions', auth.companyId, id)) as ImpressionRow;
    return { data: await impressionRead(db, auth, row) };
  });

  // A project without an impression answers null: the form then creates (domain/impression/drafts.ts saveModeOf).
  serve(app, IMPRESSION_ENDPOINTS.byProject, 'impression', async (req, _reply, { params: { projectId } }) => {
    const auth = authOf(req);
    await projectNames(db, auth.companyId, projectId);
    const id = await impressionIdOf(db, auth.companyId, projectId);
    if (id === null) return { data: null };
    const row = (await loadOneShaped(db, 'impressions', auth.companyId, id)) as ImpressionRow;
    return { data: await impressionRead(db, auth, row) };
  });

  // A project has one impression: a second create is refused (422, 'Ky projekt ka nje pershtypje tashme!'); its form edits instead.
  serve(app, IMPRESSION_ENDPOINTS.create, 'impression', (req, reply, { body, requestedId }) =>
    runWrite(
      req,
      reply,
      async (w) => {
        const id = await w.claimId('impressions', requestedId);
        const target = await projectTarget(w, body.projectId);
        return { data: await createImpression(w, id, target, body), message: IMPRESSION_MSG.created };
      },
      201,
    ).catch(oncePerProject),
  );

  serve(app, IMPRESSION_ENDPOINTS.update, 'impression', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const stored = await w.get('impressions', id);
      // The project is the impression's for good: the body names it as the create did.
      if (body.projectId !== stored.projectId) throw refuse(MSG.invalidValue, 'projectId');
      return { data: await editImpression(w, id, body), message: IMPRESSION_MSG.edited };
    }),
  );
}
