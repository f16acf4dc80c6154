import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../domain/files.js';
import { MSG } from '../../domain/messages.js';
import { mayCarryFiles } from '../../domain/kit/endpoint.js';
import { HttpError } from '../http/errors.js';
import { carriesOf } from '../http/serve.js';
import { UploadedFile } from './upload.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tighter limit than MAX_UPLOAD_BYTES on this route's file parts (server/http/serve.ts `fileLimit`). */
    fileLimit?: FileLimit;
  }
  interface FastifyRequest {
    /** Temporary files of this request's uploads, removed when it ends. */
    uploadTemps: string[];
  }
}

/** A route's own bound on each file part, and the refusal (413) that names it. */
export interface FileLimit {
  bytes: number;
  message: string;
}

/** Temporary files older than this were left by a server that died mid-upload. */
const STALE_TEMP_MS = 3600_000;

/**
 * Multipart bodies, only where a route takes files and only after the caller
 * was let in: the access hook runs on request, before any part is read, and a
 * multipart body to any other route is refused there (415) unread. File parts
 * stream to disk under DATA_DIR/tmp, counted and cut at the upload limit, so
 * one request holds at most a chunk of each in memory; its temporary files go
 * when the request ends, whatever happened. A body that is no valid multipart
 * (garbage, a truncated part, compressed) answers 400.
 */
export async function installMultipart(app: FastifyInstance, dataDir: string): Promise<void> {
  const tempDir = await openTempDir(dataDir);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 500, fieldSize: 1024 * 1024, parts: 600 } });
  app.decorateRequest('uploadTemps', null as unknown as string[]);

  app.addHook('onRequest', async (req) => {
    req.uploadTemps = [];
    // By its header: the body is parsed only after this hook, so isMultipart() cannot tell yet.
    if (sendsMultipart(req) && !mayCarryFiles(carriesOf(req)) && !req.is404) throw new HttpError(415, MSG.invalidValue);
  });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && mayCarryFiles(carriesOf(req))) req.body = await readMultipartBody(req, tempDir);
  });
  // Before the answer leaves (the work with the uploads is done by then), or when the caller went away.
  const removeTemps = async (req: FastifyRequest) => {
    const temps = req.uploadTemps ?? [];
    req.uploadTemps = [];
    await Promise.allSettled(temps.map((file) => fs.rm(file, { force: true })));
  };
  app.addHook('onSend', async (req, _reply, payload) => {
    await removeTemps(req);
    return payload;
  });
  app.addHook('onRequestAbort', removeTemps);
  app.addHook('onClose', async () => fs.rm(tempDir, { recursive: true, force: true }));
}

const sendsMultipart = (req: FastifyRequest) => /^\s*multipart\//i.test(req.headers['content-type'] ?? '');

/** This process's own folder for temporary uploads; folders other processes left long ago are removed. */
async function openTempDir(dataDir: string): Promise<string> {
  const root = path.join(dataDir, 'tmp');
  await fs.mkdir(root, { recursive: true });
  for (const name of await fs.readdir(root)) {
    const stat = await fs.stat(path.join(root, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(path.join(root, name), { recursive: true, force: true });
  }
  const dir = path.join(root, `${process.pid}-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(dir, { mode: 0o700 });
  return dir;
}

/** The body as form-data arrays read it: `name[]` as `name`, a repeated field as a list, files as UploadedFile. */
async function readMultipartBody(req: FastifyRequest, tempDir: string): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  // A route's own limit cuts its parts there, not at the 20 MB every upload may reach.
  const limit = req.routeOptions.config.fileLimit;
  const tooLarge = limit?.message ?? MSG.fileTooLarge;
  try {
    for await (const part of req.parts(limit ? { limits: { fileSize: limit.bytes } } : undefined)) {
      const value = part.type === 'file' ? await saveFilePart(req, part, tempDir, tooLarge) : part.value;
      const list = fields.get(part.fieldname) ?? [];
      list.push(value);
      fields.set(part.fieldname, list);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The plugin's limits (files, fields, parts) are 413 too; anything else is a body that is no valid multipart.
    if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, tooLarge);
    throw new HttpError(400, MSG.invalidValue);
  }
  const body: Record<string, unknown> = {};
  for (const [key, values] of fields) {
    const listed = key.endsWith('[]');
    body[listed ? key.slice(0, -2) : key] = listed || values.length > 1 ? values : values[0];
  }
  return body;
}

async function saveFilePart(req: FastifyRequest, part: MultipartFile, tempDir: string, tooLarge: string): Promise<UploadedFile> {
  const file = path.join(tempDir, randomBytes(12).toString('hex'));
  // Opened before the stream starts: a part that fails half way must not create its file after the request removed its temporaries.
  const handle = await fs.open(file, 'wx', 0o600);
  req.uploadTemps.push(file);
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(part.file, counted, handle.createWriteStream());
  if (part.file.truncated) throw new HttpError(413, tooLarge);
  return new UploadedFile(part.filename, part.mimetype, file, size, hash.digest('hex'));
}
