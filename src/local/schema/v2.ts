import type { MetaRow, RereadRow } from '../db.js';
import type { LocalVersion } from './localVersion.js';

/**
 * Version 2 of the local database, as that release declared it. Frozen.
 * - The re-read list moves from one meta value (rewritten whole on every
 *   answer, so a long drain grew quadratic) to a row per row key.
 * - [state+seq] lets the drainer claim the next pending entries in FIFO order
 *   with one read.
 * - The indexes no screen used yet are dropped.
 */
export const V2 = {
  version: 2,
  stores: {
    users: 'id, username',
    departments: 'id, name',
    responsibilities: 'id, name',
    equipment: 'id, name',
    units: 'id, name',
    articleTypes: 'id, name',
    articles: 'id, name, code',
    suppliers: 'id, name',
    colorPalettes: 'id, name',
    offerFields: 'id, name',
    offerConditions: 'id',
    materials: 'id, name',
    impressionQuestions: 'id, question',
    measurementTemplates: 'id, nameOfFile',
    productionSettings: 'id',
    files: 'id',
    clients: 'id',
    projects: 'id',
    measures: 'id',
    offers: 'id',
    products: 'id',
    agreements: 'id',
    tasks: 'id',
    processStatuses: 'id',
    materialStatuses: 'id',
    temporaryMaterials: 'id',
    trackers: 'id',
    blueprints: 'id',
    warehouseRecords: 'id',
    warehouseStock: 'id',
    transports: 'id',
    installations: 'id',
    serviceTickets: 'id',
    impressions: 'id',
    outbox: 'id, seq, state, entityId, createdAt, *rowKeys, [state+seq]',
    meta: 'key',
    rereads: 'key',
  },
  async upgrade(tx) {
    const old = (await tx.table<MetaRow, string>('meta').get('reread'))?.value as Record<string, string> | undefined;
    await tx.table<RereadRow, string>('rereads').bulkPut(Object.entries(old ?? {}).map(([key, token]) => ({ key, token })));
    await tx.table('meta').delete('reread');
  },
} as const satisfies LocalVersion;
