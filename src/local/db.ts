import Dexie, { type Table } from 'dexie';
import type { EntityName } from '../../domain/entities.js';
import { V1_ENTITY_INDEXES, V1_OUTBOX } from './schemaV1.js';
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

/**
 * Indexes after the primary key 'id' that a screen filters or sorts by today.
 * Every pulled row pays the upkeep of every index of its table (dropping the
 * speculative ones of version 1 took the first pull of the large set from
 * ~9,000 to ~14,000 rows/s), so a table gets an index with the screen that
 * uses it — in a new version below — not before. The small lookup tables keep
 * their name index: pickers and duplicate checks look names up.
 * Every entity of domain/entities.ts must appear (the `satisfies` makes a new
 * entity a compile error here until its table is declared).
 */
const ENTITY_INDEXES = {
  users: 'username',
  departments: 'name',
  responsibilities: 'name',
  equipment: 'name',
  units: 'name',
  articleTypes: 'name',
  articles: 'name, code',
  suppliers: 'name',
  colorPalettes: 'name',
  offerFields: 'name',
  offerConditions: '',
  materials: 'name',
  impressionQuestions: 'question',
  measurementTemplates: 'nameOfFile',
  productionSettings: '',
  files: '',
  clients: '',
  projects: '',
  measures: '',
  offers: '',
  products: '',
  agreements: '',
  tasks: '',
  processStatuses: '',
  materialStatuses: '',
  temporaryMaterials: '',
  trackers: '',
  blueprints: '',
  warehouseRecords: '',
  warehouseStock: '',
  transports: '',
  installations: '',
  serviceTickets: '',
  impressions: '',
} satisfies Record<EntityName, string>;

/** Dexie's store declarations: each entity with its indexes, plus the sync tables. */
function storesOf(indexes: Record<string, string>, outbox: string): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const [entity, index] of Object.entries(indexes)) stores[entity] = ['id', index].filter(Boolean).join(', ');
  stores.outbox = outbox;
  stores.meta = 'key';
  return stores;
}

/** One database per company and user: two people sharing a tablet never see each other's queue. */
export function localDbName(s: { companyCode: string; userId: string }): string {
  return `zanati-${s.companyCode}-${s.userId}`;
}

export function openLocalDb(name: string): ZanatiDb {
  // Strict durability: an acknowledged enqueue is on disk, so a killed browser keeps the entry (O1).
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as ZanatiDb;
  // Upgrades: a later db.version(n) may add tables and indexes, but must never drop
  // or recreate 'outbox' — an upgrade function that reshapes entries keeps every one
  // of them (O11). Queued work outlives any release of the app.
  db.version(1).stores(storesOf(V1_ENTITY_INDEXES, V1_OUTBOX));
  // Version 2:
  // - the re-read list moves from one meta value (rewritten whole on every answer,
  //   so a long drain grew quadratic) to a row per row key;
  // - [state+seq] lets the drainer claim the next pending entries in FIFO order with one read;
  // - the indexes no screen used yet are dropped (ENTITY_INDEXES).
  // seq orders the FIFO; rowKeys (multi-entry) lets a pull ask "does any entry touch this row?" (O7).
  db.version(2)
    .stores({ ...storesOf(ENTITY_INDEXES, `${V1_OUTBOX}, [state+seq]`), rereads: 'key' })
    .upgrade(async (tx) => {
      const old = (await tx.table<MetaRow, string>('meta').get('reread'))?.value as Record<string, string> | undefined;
      await tx.table<RereadRow, string>('rereads').bulkPut(Object.entries(old ?? {}).map(([key, token]) => ({ key, token })));
      await tx.table('meta').delete('reread');
    });
  db.use(touchTracker);
  return db;
}
