import type { LocalVersion } from './localVersion.js';

/**
 * Version 4 of the local database, as that release declared it. Frozen.
 * - The planning screens (issue 11) find their rows by when: the statuses
 *   completed or sent back in a range (the archived and returned processes),
 *   and the products out of production by when they were finished (the
 *   product archive). A null time is not indexed, so each index holds only
 *   the rows it finds.
 */
export const V4 = {
  version: 4,
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
    products: 'id, [active+doneStatus], [doneStatus+finishedAt]',
    agreements: 'id',
    tasks: 'id',
    processStatuses: 'id, productId, userId, responsibilityId, finishedAt, returnedAt',
    materialStatuses: 'id, productId, userId, finishedAt, returnedAt',
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
} as const satisfies LocalVersion;
