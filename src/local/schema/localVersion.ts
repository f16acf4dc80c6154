import type { Transaction } from 'dexie';

/**
 * One version of the local database: every store as that release declared it
 * (a complete map, so a reviewer reads one file per version), and the upgrade
 * that carries an older database's rows into it. An upgrade may add, index and
 * reshape, but never drops or recreates 'outbox': every queued entry outlives
 * any release of the app (SYNC.md O11).
 */
export interface LocalVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string>>;
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}
