import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileDownloadQuery, fileUrlQuery, opensInline } from '../../../domain/files.js';
import { KIOSK_READS } from '../../../domain/kiosk/workers.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import { authOf } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { FILE_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { streamFile } from '../../files/streamFile.js';
import { FileUrlSigner, SIGNED_URL_SECONDS } from '../../files/signedUrl.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { db, files, config, sessions } = app.deps;
  const signer = await FileUrlSigner.open(config.dataDir, config.fileUrlKey);

  /** The file if the reader may read it (its owner's readers, domain/visibility.ts); else 404, as for a missing one. */
  async function readableFile(id: string, reader: { companyId: string; permissions: PermissionMap }) {
    const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!file || file.companyId !== reader.companyId || !readsRow(reader.permissions, 'files', file)) throw notFound();
    return file;
  }

  /**
   * Who reads: the bearer token's user, or the user a valid signed link was
   * issued to, as they are now (a deleted user reads nothing). A bad or expired
   * link is 403, not 401, so a stale <img> never signs the user out.
   */
  async function readerOf(req: FastifyRequest, id: string, link: { exp?: number; uid?: string; sig?: string; inline: boolean }) {
    if (link.exp === undefined || link.uid === undefined || link.sig === undefined) return authOf(req);
    if (!signer.verify(id, { exp: link.exp, uid: link.uid, sig: link.sig, inline: link.inline }, nowSeconds())) throw forbidden();
    const user = await db.selectFrom('users').select('companyId').where('id', '=', link.uid).where('deletedAt', 'is', null).executeTakeFirst();
    if (user) return { companyId: user.companyId, permissions: await sessions.permissionsOf(link.uid) };
    // A link a kiosk made while nobody acted at it names the kiosk: it reads what the kiosk reads, until it is revoked.
    const kiosk = await db.selectFrom('kiosks').select('companyId').where('id', '=', link.uid).where('revokedAt', 'is', null).executeTakeFirst();
    if (kiosk) return { companyId: kiosk.companyId, permissions: KIOSK_READS };
    throw notFound();
  }

  // A signed link carries no bearer token; readerOf checks the signature.
  serve(app, FILE_ENDPOINTS.download, 'signedLink', async (req, reply, { params: { id } }) => {
    const query = parse(fileDownloadQuery, req.query);
    const file = await readableFile(id, await readerOf(req, id, query));
    return streamFile(req, reply, files, file, query.inline && opensInline(file.mime) ? 'inline' : 'attachment');
  });

  serve(app, FILE_ENDPOINTS.signedUrl, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { inline } = parse(fileUrlQuery, req.query);
    const auth = authOf(req);
    const file = await readableFile(id, auth);
    return { url: signer.url(file.id, nowSeconds() + SIGNED_URL_SECONDS, auth.userId, inline) };
  });
}
