import type { MultipartFile } from '@fastify/multipart';

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
