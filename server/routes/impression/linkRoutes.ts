import type { FastifyInstance } from 'fastify';
import { IMPRESSION_LINK_ENDPOINTS } from '../../../domain/impression/endpoints.js';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { activeLinks, issueLink, revokeLinks } from './links.js';
import { projectNames } from './reads.js';
import { projectTarget } from './saveImpression.js';

/**
 * The staff's side of the client's rating link (issue 13): issue, read and
 * revoke a project's link. The impression module's holders; observers read
 * whether a link is active, never issue or revoke one.
 */
export async function impressionLinkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The token is shown once: its answer is never kept under an Idempotency-Key,
  // so it rests nowhere in clear. A retried issue issues again, revoking the first.
  serve(
    app,
    IMPRESSION_LINK_ENDPOINTS.issue,
    'impression',
    (req, reply, { body }) =>
      runWrite(
        req,
        reply,
        async (w) => {
          const target = await projectTarget(w, body.projectId);
          const link = await issueLink(w, target);
          return { data: { ...link, projectId: target.projectId, clientId: target.clientId }, message: IMPRESSION_MSG.linkIssued };
        },
        201,
      ),
    { keepsAnswer: false },
  );

  serve(app, IMPRESSION_LINK_ENDPOINTS.status, 'impression', async (req, _reply, { params: { projectId } }) => {
    const auth = authOf(req);
    await projectNames(db, auth.companyId, projectId);
    const [active] = await activeLinks(db, auth.companyId, projectId, new Date().toISOString());
    return { data: { active: active !== undefined, expiresAt: active?.expiresAt ?? null } };
  });

  serve(app, IMPRESSION_LINK_ENDPOINTS.revoke, 'impression', (req, reply, { params: { projectId } }) =>
    runWrite(req, reply, async (w) => {
      await projectNames(w.tx, w.companyId, projectId);
      await revokeLinks(w, projectId);
      return { data: true as const, message: IMPRESSION_MSG.linkRevoked };
    }),
  );
}
