import Dexie, { type Table } from 'dexie';
import { ENTITY_NAMES, type EntityName } from '../../domain/entities.js';
import { touchTracker } from './touchTracker.js';
import type { OutboxEntry, Row } from './types.js';

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

export type ZanatiDb = Dexie & { [E in EntityName]: Table<Row, string> } & {
  outbox: Table<OutboxEntry, string>;
  meta: Table<MetaRow, string>;
  rereads: Table<RereadRow, string>;
};

/**
 * Indexes after the primary key 'id': what the screens filter and sort by.
 * Every entity of domain/entities.ts must appear (the `satisfies` makes a new
 * entity a compile error here until its table is declared).
 */
const ENTITY_INDEXES = {
  users: 'username',
  departments: 'name',
  responsibilities: 'name, departmentId',
  equipment: 'name',
  units: 'name',
  articleTypes: 'name',
  articles: 'name, code, articleTypeId, materialId',
  suppliers: 'name',
  colorPalettes: 'name',
  offerFields: 'name',
  offerConditions: '',
  materials: 'name',
  impressionQuestions: 'question',
  measurementTemplates: 'nameOfFile',
  productionSettings: '',
  files: 'ownerId, [ownerType+ownerId]',
  clients: 'firstnameAndLastname, createdAt, moduleId',
  projects: 'clientId',
  measures: 'clientId, projectId, measureStatusId',
  offers: 'clientId, projectId, offerStatusId, number',
  products: 'offerId, clientId, projectId, productStatusId',
  agreements: 'clientId, projectId, offerId, agreementStatusId',
  tasks: 'userId, start',
  processStatuses: 'productId, userId, responsibilityId',
  materialStatuses: 'productId, userId, responsibilityId',
  temporaryMaterials: 'productId',
  trackers: 'productId, statusRefId, userId',
  blueprints: 'projectId, productId',
  warehouseRecords: 'clientId, projectId',
  warehouseStock: 'articleId',
  transports: 'projectId, code',
  installations: 'projectId',
  serviceTickets: 'projectId, statusId',
  impressions: 'projectId, clientId',
} satisfies Record<EntityName, string>;

/** One database per company and user: two people sharing a tablet never see each other's queue. */
export function localDbName(s: { companyCode: string; userId: string }): string {
  return `zanati-${s.companyCode}-${s.userId}`;
}

export function openLocalDb(name: string): ZanatiDb {
  // Strict durability: an acknowledged enqueue is on disk, so a killed browser keeps the entry (O1).
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as ZanatiDb;
  const stores: Record<string, string> = {};
  for (const entity of ENTITY_NAMES) stores[entity] = ['id', ENTITY_INDEXES[entity]].filter(Boolean).join(', ');
  // seq orders the FIFO; rowKeys (multi-entry) lets a pull ask "does any entry touch this row?" (O7).
  stores.outbox = 'id, seq, state, entityId, createdAt, *rowKeys';
  stores.meta = 'key';
  // Upgrades: a later db.version(n) may add tables and indexes, but must never drop
  // or recreate 'outbox' — an upgrade function that reshapes entries keeps every one
  // of them (O11). Queued work outlives any release of the app.
  db.version(1).stores(stores);
  // Version 2: the re-read list moves from one meta value (rewritten whole on every
  // answer, so a long drain grew quadratic) to a row per row key;
  // [state+seq] lets the drainer claim the next pending entries in FIFO order with one read.
  db.version(2)
    .stores({ rereads: 'key', outbox: `${stores.outbox}, [state+seq]` })
    .upgrade(async (tx) => {
      const old = (await tx.table<MetaRow, string>('meta').get('reread'))?.value as Record<string, string> | undefined;
      await tx.table<RereadRow, string>('rereads').bulkPut(Object.entries(old ?? {}).map(([key, token]) => ({ key, token })));
      await tx.table('meta').delete('reread');
    });
  db.use(touchTracker);
  return db;
}
