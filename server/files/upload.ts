import type { UploadRule } from '../../domain/files.js';
import { MSG } from '../../domain/messages.js';
import { refuse } from '../http/errors.js';

/**
 * A file part of a multipart body, streamed to a temporary file on disk
 * (server/files/multipartBody.ts) and hashed on the way. A class, not a shape:
 * a JSON body can never produce one, so no request can name a path of its own.
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    /** The temporary file; removed when the request ends. */
    readonly path: string,
    readonly size: number,
    readonly sha256: string,
  ) {}
}

export const isUploadedFile = (value: unknown): value is UploadedFile => value instanceof UploadedFile;

/**
 * The files sent under a field, one or many. Text in a file field (an empty
 * value, or the URL of a file already stored that a form sends back) is no new
 * upload, so it is left out rather than refused.
 */
export function uploadsOf(body: unknown, field: string): UploadedFile[] {
  if (typeof body !== 'object' || body === null) return [];
  const value = (body as Record<string, unknown>)[field];
  return (Array.isArray(value) ? value : [value]).filter(isUploadedFile);
}

/** The one file of a single-file field; refused when several are sent, or none where the rule needs one. */
export function singleUpload(body: unknown, rule: UploadRule & { missing: string }): UploadedFile;
export function singleUpload(body: unknown, rule: UploadRule): UploadedFile | undefined;
export function singleUpload(body: unknown, rule: UploadRule): UploadedFile | undefined {
  const files = uploadsOf(body, rule.field);
  if (files.length > 1) throw refuse(MSG.invalidValue, rule.field);
  if (files.length === 0 && rule.missing !== undefined) throw refuse(rule.missing, rule.field);
  return files[0];
}
