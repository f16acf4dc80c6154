import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedName, newStoredName, type ByteRange, type FileStore, type StoredBytes } from './fileStore.js';
import type { SniffedFile } from './sniff.js';

/** The folder of the disk store under DATA_DIR. */
export const diskFilesDir = (dataDir: string): string => path.join(dataDir, 'files');

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Files on local disk under DATA_DIR/files, named by the server, never by the
 * uploader. Several server processes can use it only if they share that folder.
 */
export class DiskFileStore implements FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = diskFilesDir(dataDir);
  }

  async save(sniffed: SniffedFile): Promise<string> {
    const storedName = newStoredName(sniffed.ext);
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

  async put(storedName: string, bytes: Uint8Array): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.writeFile(this.pathOf(storedName), bytes, { flag: 'wx' });
  }

  /** A hard link: each content is on disk once, however many names share it. */
  async copy(from: string, to: string): Promise<void> {
    await fs.link(this.pathOf(from), this.pathOf(to));
  }

  async sizeOf(storedName: string): Promise<number | null> {
    const stat = await fs.stat(this.pathOf(storedName)).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    return stat?.isFile() ? stat.size : null;
  }

  async read(storedName: string, range?: ByteRange): Promise<StoredBytes | null> {
    const handle = await fs.open(this.pathOf(storedName)).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // The stream closes the handle when it ends or is destroyed (a reader that went away).
      return { size, body: handle.createReadStream(range ?? {}) };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async remove(storedName: string): Promise<void> {
    await fs.rm(this.pathOf(storedName), { force: true });
  }

  private pathOf(storedName: string): string {
    return path.join(this.root, checkedName(storedName));
  }
}
