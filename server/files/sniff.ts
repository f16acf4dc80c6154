import { fileTypeFromFile } from 'file-type';
import { ACCEPT_REFUSAL, accepts, type Accept } from '../../domain/files.js';
import { refuse } from '../http/errors.js';
import type { UploadedFile } from './upload.js';

export interface SniffedFile {
  file: UploadedFile;
  mime: string;
  ext: string;
}

/**
 * Judges a file by its bytes, never by its name or declared type: a renamed
 * executable is refused with the field's message (spec: "Photo upload accepts
 * images only; PDF upload only .pdf").
 */
export async function sniff(file: UploadedFile, accept: Accept, field: string): Promise<SniffedFile> {
  const type = await fileTypeFromFile(file.path);
  if (!type || !accepts(accept, type.mime)) throw refuse(ACCEPT_REFUSAL[accept], field);
  return { file, mime: type.mime, ext: type.ext };
}
