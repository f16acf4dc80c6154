import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { questionFieldsOf, type PublicImpression } from '../../../domain/impression/answers.js';
import { IMPRESSION_PUBLIC_ENDPOINTS } from '../../../domain/impression/endpoints.js';
import { isLinkToken } from '../../../domain/impression/link.js';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { publicLinkQuery } from '../../../domain/impression/queries.js';
import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { newId } from '../../../domain/ids.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { streamFile } from '../../files/streamFile.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWriteAs } from '../../write/runWrite.js';
import { resolveLink, type ResolvedLink } from './links.js';
import { installationPhotos, projectNames, questionOptions } from './reads.js';
import { createImpression, editImpression, impressionIdOf, oncePerProject } from './saveImpression.js';

/** The path's token is the credential (serve's tokenParams): checked by its shape first, then looked up. */
const TOKEN = { tokenParams: { token: isLinkToken } } as const;

const publicOf = (row: ImpressionRow): PublicImpression => ({ feedback: row.feedback, average: row.average, questionFields: questionFieldsOf(row) });

/**
 * The client's rating page (issue 13): no staff session, access 'public'; the
 * token in the path allows reading its project's questions and installation
 * photos and writing its one impression, nothing else. Every other use — an
 * unknown, expired, revoked or malformed token, a photo of another project,
 * a project or client the page names that is not the link's — answers 404
 * and changes nothing. The save is audited with no user: the client made it.
 * It has no Idempotency-Key store (those are kept per signed-in user): it is
 * idempotent by itself, the same body leaving the same one impression.
 */
export async function impressionPublicRoutes(app: FastifyInstance): Promise<void> {
  const { db, files } = app.deps;

  /** The link, if the page's own project and client (when it names them) are the link's. */
  async function linkOf(req: FastifyRequest, token: string): Promise<ResolvedLink> {
    const link = await resolveLink(db, token);
    const named = v.safeParse(publicLinkQuery, req.query);
    if (!named.success) throw notFound();
    if ((named.output.projectId ?? link.projectId) !== link.projectId || (named.output.clientId ?? link.clientId) !== link.clientId) throw notFound();
    return link;
  }

  serve(
    app,
    IMPRESSION_PUBLIC_ENDPOINTS.page,
    'public',
    async (req, reply, { params: { token } }) => {
      const link = await linkOf(req, token);
      const [names, questions, photos, impressionId] = await Promise.all([
        projectNames(db, link.companyId, link.projectId),
        questionOptions(db, link.companyId),
        installationPhotos(db, link.companyId, link.projectId),
        impressionIdOf(db, link.companyId, link.projectId),
      ]);
      const impression = impressionId === null ? null : publicOf((await loadOneShaped(db, 'impressions', link.companyId, impressionId)) as ImpressionRow);
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          projectId: link.projectId,
          clientId: link.clientId,
          clientName: names.clientName,
          projectName: names.projectName,
          questions,
          photos: photos.map((f) => ({ id: f.id, fileName: f.fileName })),
          impression,
        },
      };
    },
    TOKEN,
  );

  serve(
    app,
    IMPRESSION_PUBLIC_ENDPOINTS.photo,
    'public',
    async (req, reply, { params: { token, fileId } }) => {
      const link = await linkOf(req, token);
      const photo = (await installationPhotos(db, link.companyId, link.projectId)).find((f) => f.id === fileId);
      if (!photo) throw notFound();
      return streamFile(req, reply, files, photo, 'inline');
    },
    TOKEN,
  );

  serve(
    app,
    IMPRESSION_PUBLIC_ENDPOINTS.save,
    'public',
    async (req, reply, { params: { token }, body }) => {
      const link = await linkOf(req, token);
      return runWriteAs(req, reply, { companyId: link.companyId, userId: null }, async (w) => {
        // Looked up again inside the write: a revoke that committed first wins.
        await resolveLink(w.tx, token, w.now);
        const existing = await impressionIdOf(w.tx, w.companyId, link.projectId);
        const row = existing === null ? await createImpression(w, newId(), link, body) : await editImpression(w, existing, body);
        return { data: publicOf(row), message: existing === null ? IMPRESSION_MSG.created : IMPRESSION_MSG.edited };
      }).catch(oncePerProject);
    },
    TOKEN,
  );
}
