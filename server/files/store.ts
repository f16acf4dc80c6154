import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { refuse } from '../http/errors.js';
import type { UploadedFile } from './upload.js';

export type Accept = 'image' | 'pdf' | 'pdfOrImage';

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const REFUSAL: Record<Accept, string> = { image: MSG.onlyImages, pdf: MSG.onlyPdf, pdfOrImage: MSG.onlyPdfOrImages };

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
  const type = await fileTypeFromBuffer(file.data);
  const ok =
    type !== undefined &&
    ((accept !== 'pdf' && IMAGE_MIMES.has(type.mime)) || (accept !== 'image' && type.mime === 'application/pdf'));
  if (!ok || !type) throw refuse(REFUSAL[accept], field);
  return { file, mime: type.mime, ext: type.ext };
}

/** Files on local disk under DATA_DIR/files, named by the server, never by the uploader. */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  async save(sniffed: SniffedFile): Promise<string> {
    const storedName = `${newId()}.${sniffed.ext}`;
    await fs.mkdir(this.root, { recursive: true });
    await fs.writeFile(path.join(this.root, storedName), sniffed.file.data, { flag: 'wx' });
    return storedName;
  }

  pathOf(storedName: string): string {
    // Stored names are server-made (uuid.ext); basename guards against anything else.
    return path.join(this.root, path.basename(storedName));
  }

  async remove(storedName: string): Promise<void> {
    await fs.rm(this.pathOf(storedName), { force: true });
  }
}
