import Dexie, { type ObservabilitySet } from 'dexie';
import type { ZanatiDb } from './db';
import { mutatedKeys } from './mutatedKeys';

/** The pause after each read while it is set (paceFollowers), and what wakes the pauses when it changes. */
let pace = 0;
let wake: () => void = () => undefined;
let paceChanged = new Promise<void>((resolve) => (wake = resolve));

/**
 * Makes every follower wait `ms` after each read before it reads the changes
 * gathered meanwhile (0: at once). A new device's first sync stores pages of
 * thousands of rows a second; a screen that read again after each would slow
 * the sync down and redraw for nothing. A change of pace ends the waits under
 * way, so a screen reads at once when the sync reaches a new phase.
 */
export function paceFollowers(ms: number): void {
  if (ms === pace) return;
  pace = ms;
  const woken = wake;
  paceChanged = new Promise<void>((resolve) => (wake = resolve));
  woken();
}

const pause = (): Promise<void> | undefined => {
  if (pace === 0) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, pace))), paceChanged]).finally(() => clearTimeout(timer));
};

/** What changed in the mirror: everything (read it all again) or the primary keys of the changed rows, by table. */
export type MirrorChange<T extends string> = { all: true } | { all: false; keys: Map<T, Set<string>> };

/**
 * Follows the device's mirror for rows held in memory (the status board, the
 * products in production): a change to a lookup table, or one Dexie reports
 * as a range (a clear, a new database), asks for everything again; a change to
 * a keyed table names its rows. One `apply` at a time; the changes that arrive
 * meanwhile are handed over together after it (and after the pace, while
 * one is set). The first `apply` is everything.
 */
export class MirrorFollower<T extends string> {
  private readonly prefix: string;
  private pending: MirrorChange<T> | null = null;
  private running = false;

  constructor(
    db: ZanatiDb,
    private readonly tables: { lookups: readonly string[]; keyed: readonly T[] },
    private readonly apply: (change: MirrorChange<T>) => Promise<void>,
    /** Names the holder in the console when a read fails. */
    private readonly label: string,
  ) {
    this.prefix = `idb://${db.name}/`;
    Dexie.on('storagemutated', this.onMutated);
    this.request({ all: true });
  }

  close(): void {
    Dexie.on.storagemutated.unsubscribe(this.onMutated);
  }

  private readonly onMutated = (parts: ObservabilitySet): void => {
    const mine = Object.keys(parts).filter((part) => part.startsWith(this.prefix));
    if (mine.length === 0) return;
    const tableOf = (part: string) => part.slice(this.prefix.length).split('/')[0]!;
    if (mine.some((part) => this.tables.lookups.includes(tableOf(part)))) return this.request({ all: true });
    const keys = new Map<T, Set<string>>();
    for (const table of this.tables.keyed) {
      // The primary keys of the changed rows: the part whose index name is empty.
      const tree = parts[`${this.prefix}${table}/`];
      if (!tree) continue;
      const changed = mutatedKeys(tree);
      if (changed === null) return this.request({ all: true });
      keys.set(table, new Set(changed));
    }
    if (keys.size > 0) this.request({ all: false, keys });
  };

  private request(change: MirrorChange<T>): void {
    const p = this.pending;
    if (change.all || p?.all) this.pending = { all: true };
    else if (!p) this.pending = change;
    else for (const [table, ids] of change.keys) p.keys.set(table, new Set([...(p.keys.get(table) ?? []), ...ids]));
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.pending) {
        const change = this.pending;
        this.pending = null;
        await this.apply(change);
        await pause();
      }
    } catch (err) {
      // The database closed under a read (logout, another user): the holder keeps what it had.
      if (!(err instanceof Dexie.DatabaseClosedError)) console.error(`zanati ${this.label}`, err);
    } finally {
      this.running = false;
    }
  }
}
