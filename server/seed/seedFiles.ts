import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { newId } from '../../domain/ids.js';
import type { FileStore } from '../files/store.js';

/** Disk operations in flight at once: enough to keep the thread pool busy, few enough for any open-file limit. */
const PARALLEL = 64;

/**
 * The bytes behind the seeded `files` rows, held until the rows are written
 * and then put where the file store reads them. Every row gets a stored name
 * of its own, made like an upload's, because deleting a file in the app
 * removes its stored name; rows with the same bytes (a template seeded in both
 * companies, the drawings of one article) share them through hard links, so
 * each distinct content is written once and the large seed stays fast.
 */
export class SeedFiles {
  private readonly byContent = new Map<string, { bytes: Buffer; names: string[] }>();

  constructor(private readonly store: FileStore) {}

  /** A stored name for these bytes, written by `write`. */
  add(bytes: Buffer, ext: string): string {
    const storedName = `${newId()}.${ext}`;
    const hash = createHash('sha256').update(bytes).digest('hex');
    const same = this.byContent.get(hash);
    if (same) same.names.push(storedName);
    else this.byContent.set(hash, { bytes, names: [storedName] });
    return storedName;
  }

  /** Call before the rows commit: a committed row must never point at missing bytes. */
  async write(): Promise<{ stored: number; written: number }> {
    await fs.mkdir(this.store.root, { recursive: true });
    const groups = [...this.byContent.values()];
    await inBatches(groups, ({ bytes, names }) => fs.writeFile(this.store.pathOf(names[0]!), bytes, { flag: 'wx' }));
    const links = groups.flatMap(({ names }) => names.slice(1).map((name) => [names[0]!, name] as const));
    await inBatches(links, ([first, name]) => fs.link(this.store.pathOf(first), this.store.pathOf(name)));
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
