import type { MultipartFile } from '@fastify/multipart';
import type { UploadRule } from '../../domain/files.js';
import { MSG } from '../../domain/messages.js';
import { refuse } from '../http/errors.js';

/** A file part of a multipart body, fully read (the 20 MB per-file limit bounds it). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data) && 'filename' in value;
}

/** Multipart onFile hook: keeps the original name for Content-Disposition, the bytes for sniffing. */
export async function readFilePart(part: MultipartFile): Promise<void> {
  const data = await part.toBuffer();
  (part as MultipartFile & { value: UploadedFile }).value = { filename: part.filename, mimetype: part.mimetype, data };
}

/** `name[]` fields arrive as `name`, and a repeated field as a list, like the spec's form-data arrays. */
export function normalizeMultipartBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const list = key.endsWith('[]') ? (Array.isArray(value) ? value : [value]) : value;
    out[name] = list;
  }
  return out;
}

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
