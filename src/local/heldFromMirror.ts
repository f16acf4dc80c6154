import type { ZanatiDb } from './db';
import { MirrorFollower, type MirrorChange } from './mirrorFollower';

/**
 * What every read held in memory from the mirror shares (the status board,
 * the planning products, the deliveries, the installations): a value kept
 * current by a MirrorFollower, read by screens through useSyncExternalStore
 * (`subscribe`, `getSnapshot`). The holder decides how a change is read; this
 * keeps the subscribers and tells them when it publishes.
 */
export abstract class HeldFromMirror<T> {
  private held: T | undefined;
  private readonly listeners = new Set<() => void>();
  private follower: { close(): void } | undefined;

  /**
   * Starts following the mirror, the first read at once: call it last in the
   * holder's constructor, once the fields that read uses are set.
   */
  protected follow<K extends string>(db: ZanatiDb, tables: { lookups: readonly string[]; keyed: readonly K[] }, apply: (change: MirrorChange<K>) => Promise<void>, label: string): void {
    this.follower = new MirrorFollower(db, tables, apply, label);
  }

  /** Stops following the mirror (signed out, another database or board took its place). */
  close(): void {
    this.follower?.close();
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The value last published; undefined until the first read. */
  getSnapshot = (): T | undefined => this.held;

  /** Makes `value` what subscribers read, and tells them. */
  protected publish(value: T): void {
    this.held = value;
    for (const listener of this.listeners) listener();
  }
}
