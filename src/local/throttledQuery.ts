import Dexie, { type ObservabilitySet } from 'dexie';
import type { ZanatiDb } from './db.js';

/** How often, at most, a throttled view re-reads while its tables keep changing. */
export const THROTTLE_MS = 250;

/**
 * A read of some tables, kept fresh as they change (in this tab or another,
 * Dexie's `storagemutated`), but re-run at most once per `intervalMs`: the
 * first change after a quiet spell at once, a burst's last change at the end
 * of the interval. For views of the outbox — a drain changes it with every
 * answer, and a live query re-counting on each change made a long drain spend
 * its time redrawing the badge. Reads only while someone subscribes.
 */
export class ThrottledQuery<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();
  private readonly prefixes: string[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reading = false;
  private stale = false;
  private lastReadAt = -Infinity;

  constructor(
    db: ZanatiDb,
    tables: readonly string[],
    private readonly read: () => Promise<T>,
    initial: T,
    private readonly intervalMs = THROTTLE_MS,
  ) {
    this.value = initial;
    this.prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      Dexie.on('storagemutated', this.onMutated);
      void this.refresh();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      Dexie.on.storagemutated.unsubscribe(this.onMutated);
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
    };
  };

  getSnapshot = (): T => this.value;

  private readonly onMutated = (parts: ObservabilitySet): void => {
    if (Object.keys(parts).some((part) => this.prefixes.some((prefix) => part.startsWith(prefix)))) this.schedule();
  };

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.refresh();
      },
      Math.max(0, this.lastReadAt + this.intervalMs - performance.now()),
    );
  }

  private async refresh(): Promise<void> {
    if (this.listeners.size === 0) return;
    // One read at a time; a change during a read is read again after it.
    if (this.reading) {
      this.stale = true;
      return;
    }
    this.reading = true;
    this.lastReadAt = performance.now();
    try {
      const value = await this.read();
      if (this.listeners.size > 0) {
        this.value = value;
        for (const listener of this.listeners) listener();
      }
    } catch (err) {
      // The database closed under a read (logout, another user): the view keeps its last value.
      if (!(err instanceof Dexie.DatabaseClosedError)) console.error('zanati throttled query', err);
    } finally {
      this.reading = false;
      if (this.stale) {
        this.stale = false;
        this.schedule();
      }
    }
  }
}
