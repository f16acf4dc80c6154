import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.js';
import { contentDisposition } from './fileNames.js';
import type { FileStore } from './store.js';

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
 * A row whose bytes are gone is 404, and logged.
 */
export async function streamFile(req: FastifyRequest, reply: FastifyReply, files: FileStore, file: StoredFile, disposition: 'inline' | 'attachment'): Promise<FastifyReply> {
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
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('cache-control', 'private, max-age=300')
    .send(handle.createReadStream());
}
