import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { ACCEPT_REFUSAL, accepts, type Accept } from '../../domain/files.js';
import { newId } from '../../domain/ids.js';
import { refuse } from '../http/errors.js';
import type { UploadedFile } from './upload.js';

export type { Accept } from '../../domain/files.js';

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

/** Files on local disk under DATA_DIR/files, named by the server, never by the uploader. */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  async save(sniffed: SniffedFile): Promise<string> {
    const storedName = `${newId()}.${sniffed.ext}`;
    await fs.mkdir(this.root, { recursive: true });
    try {
      // Copied, not moved: the upload stays where its request will remove it, whatever this write does.
      await fs.copyFile(sniffed.file.path, this.pathOf(storedName), fs.constants.COPYFILE_EXCL);
    } catch (err) {
      // A write that failed halfway (disk full) must not leave a truncated file.
      await this.remove(storedName);
      throw err;
    }
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
