import { createHash } from 'node:crypto';
import { newStoredName, type FileStore } from '../files/fileStore.js';

/** Store operations in flight at once: enough to keep the thread pool (or the S3 connections) busy, few enough for any open-file limit. */
const PARALLEL = 64;

/**
 * The bytes behind the seeded `files` rows, held until the rows are written
 * and then put in the file store. Every row gets a stored name of its own,
 * made like an upload's, because deleting a file in the app
 * removes its stored name; rows with the same bytes (a template seeded in both
 * companies, the drawings of one article) share them through the store's copy
 * (a hard link on disk, a copy inside the bucket on S3), so each distinct
 * content is sent to the store once and the large seed stays fast.
 */
export class SeedFiles {
  private readonly byContent = new Map<string, { bytes: Buffer; names: string[] }>();

  constructor(private readonly store: FileStore) {}

  /** A stored name for these bytes, written by `write`. */
  add(bytes: Buffer, ext: string): string {
    const storedName = newStoredName(ext);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const same = this.byContent.get(hash);
    if (same) same.names.push(storedName);
    else this.byContent.set(hash, { bytes, names: [storedName] });
    return storedName;
  }

  /** Call before the rows commit: a committed row must never point at missing bytes. */
  async write(): Promise<{ stored: number; written: number }> {
    const groups = [...this.byContent.values()];
    await inBatches(groups, ({ bytes, names }) => this.store.put(names[0]!, bytes));
    const links = groups.flatMap(({ names }) => names.slice(1).map((name) => [names[0]!, name] as const));
    await inBatches(links, ([first, name]) => this.store.copy(first, name));
    return { stored: groups.length + links.length, written: groups.length };
  }

  /** After a seed that rolled back: no bytes stay behind that no row points at. */
  async discard(): Promise<void> {
    const names = [...this.byContent.values()].flatMap((g) => g.names);
    await inBatches(names, (name) => this.store.remove(name));
  }
}

/** Settles every operation of a batch before failing, so a discard that follows finds nothing still being written. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) {
    const failed = (await Promise.allSettled(items.slice(i, i + PARALLEL).map(work))).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
