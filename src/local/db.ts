import type { Session } from './session.js';
import Dexie, { type Table } from 'dexie';
import { LOCAL_VERSIONS } from './schema/versions.js';
import { touchTracker } from './touchTracker.js';
import type { EntityTables, OutboxEntry } from './types.js';

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * A row to re-read from the server ('entity:id'), with a token of the request
 * for it: its entry was answered or dropped while the pull skipped it (O7).
 */
export interface RereadRow {
  key: string;
  token: string;
}

export type ZanatiDb = Dexie & EntityTables & {
  outbox: Table<OutboxEntry, string>;
  meta: Table<MetaRow, string>;
  rereads: Table<RereadRow, string>;
};

/** One database per company and user: two people sharing a tablet never see each other's queue. */
export function localDbName(s: Pick<Session, 'companyCode' | 'userId' | 'kiosk'>): string {
  if (s.kiosk) return kioskDbName(s.kiosk.credential);
  return `zanati-${s.companyCode}-${s.userId}`;
}

/** A kiosk keeps one database whoever acts at it: its mirror and its outbox are the device's. */
export function kioskDbName(kiosk: { companyCode: string; id: string }): string {
  return `zanati-${kiosk.companyCode}-kiosk-${kiosk.id}`;
}

export function openLocalDb(name: string): ZanatiDb {
  // Strict durability: an acknowledged enqueue is on disk, so a killed browser keeps the entry (O1).
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as ZanatiDb;
  // Every version as its release declared it, with its upgrade (schema/versions.ts, SYNC.md O11).
  for (const { version, stores, upgrade } of LOCAL_VERSIONS) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
  db.use(touchTracker);
  return db;
}
