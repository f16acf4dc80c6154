import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.js';
import { parseRange, resolveRange } from './byteRange.js';
import { contentDisposition } from './fileNames.js';
import type { ByteRange, FileStore } from './fileStore.js';

/** What streaming a stored file needs of its `files` row. */
export interface StoredFile {
  id: string;
  storedName: string;
  mime: string;
  fileName: string;
}

/**
 * Sends a stored file's bytes, once the caller has decided the reader may
 * have them (GET files/{id}, the client's rating link's photos): typed by the
 * sniffed mime, never sniffed again by the browser, inline or as a download.
 * The bytes stream from the store as they come, whichever store it is; a
 * single `Range` is answered with 206 (a PDF viewer or a video seeking), a
 * range past the end with 416. A row whose bytes are gone is 404, and logged.
 */
export async function streamFile(req: FastifyRequest, reply: FastifyReply, files: FileStore, file: StoredFile, disposition: 'inline' | 'attachment'): Promise<FastifyReply> {
  const missing = () => {
    req.log.warn({ fileId: file.id }, 'file row without stored bytes');
    return notFound();
  };
  // If-Range would need a validator this route does not send; the whole file is the safe answer.
  const wanted = req.headers['if-range'] === undefined ? parseRange(req.headers.range) : undefined;
  let range: ByteRange | undefined;
  if (wanted) {
    const size = await files.sizeOf(file.storedName);
    if (size === null) throw missing();
    const fits = resolveRange(wanted, size);
    if (!fits) return reply.code(416).header('content-range', `bytes */${size}`).send();
    range = fits;
  }
  const stored = await files.read(file.storedName, range);
  if (!stored) throw missing();
  reply
    .type(file.mime)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('cache-control', 'private, max-age=300');
  if (!range) return reply.header('content-length', stored.size).send(stored.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stored.body);
}
