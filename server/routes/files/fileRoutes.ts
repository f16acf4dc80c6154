import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileDownloadQuery, fileUrlQuery, opensInline } from '../../../domain/files.js';
import { authOf } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { FILE_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { contentDisposition } from '../../files/fileNames.js';
import { FileUrlSigner, SIGNED_URL_SECONDS } from '../../files/signedUrl.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { db, files, config } = app.deps;
  const signer = await FileUrlSigner.open(config.dataDir);

  const fileOf = (id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

  /**
   * The company whose files the caller may read: a valid signed link names the
   * file itself; otherwise the bearer token's company. A bad or expired link is
   * 403, not 401, so a stale <img> never signs the user out.
   */
  async function readerCompany(req: FastifyRequest, id: string, link: { exp?: number; sig?: string }): Promise<string | null> {
    if (link.exp !== undefined && link.sig !== undefined) {
      if (!signer.verify(id, link.exp, link.sig, nowSeconds())) throw forbidden();
      return null;
    }
    return authOf(req).companyId;
  }

  // A signed link carries no bearer token; readerCompany checks the signature.
  serve(app, FILE_ENDPOINTS.download, 'signedLink', async (req, reply, { params: { id } }) => {
    const query = parse(fileDownloadQuery, req.query);
    const companyId = await readerCompany(req, id, query);
    const file = await fileOf(id);
    if (!file || (companyId !== null && file.companyId !== companyId)) throw notFound();
    const handle = await fs.open(files.pathOf(file.storedName)).catch(() => null);
    if (!handle) {
      req.log.warn({ fileId: file.id }, 'file row without bytes on disk');
      throw notFound();
    }
    const { size } = await handle.stat();
    return reply
      .type(file.mime)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(query.inline && opensInline(file.mime) ? 'inline' : 'attachment', file.fileName))
      .header('cache-control', 'private, max-age=300')
      .send(handle.createReadStream());
  });

  serve(app, FILE_ENDPOINTS.signedUrl, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { inline } = parse(fileUrlQuery, req.query);
    const file = await fileOf(id);
    if (!file || file.companyId !== authOf(req).companyId) throw notFound();
    return { url: signer.url(file.id, nowSeconds() + SIGNED_URL_SECONDS, inline) };
  });
}
