import type { MetaRow, RereadRow } from '../db.js';
import type { LocalVersion } from './localVersion.js';

/**
 * Version 3 of the local database, as that release declared it. Frozen.
 * - Production's tables get the indexes the status board reads them by: a
 *   product's statuses, a user's started work, a status's timer segments, a
 *   project's blueprints; a project's measures (a product row is dimmed
 *   until its project's final measurement); the files of an owner (a
 *   project's and a product's files on the board); products by active and
 *   done (the board's live products, without reading every product).
 */
export const V3 = {
  version: 3,
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
    files: 'id, ownerId',
    clients: 'id',
    projects: 'id',
    measures: 'id, projectId',
    offers: 'id',
    products: 'id, [active+doneStatus]',
    agreements: 'id',
    tasks: 'id',
    processStatuses: 'id, productId, userId, responsibilityId',
    materialStatuses: 'id, productId, userId',
    temporaryMaterials: 'id, productId',
    trackers: 'id, productId, statusRefId',
    blueprints: 'id, projectId, productId',
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
