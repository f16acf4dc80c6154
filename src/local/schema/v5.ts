import type { LocalVersion } from './localVersion.js';

/**
 * Version 5 of the local database, as that release declared it. Frozen.
 * - Warehouse and transport (issue 12): deposit records found by project and
 *   client, the inner stock by article, transports by code (the form loads a
 *   code's transports), project and warehouse record.
 * - The deposit page reads a client's projects (projects by clientId) and
 *   each project's products (products by projectId).
 */
export const V5 = {
  version: 5,
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
    projects: 'id, clientId',
    measures: 'id, projectId',
    offers: 'id',
    products: 'id, [active+doneStatus], [doneStatus+finishedAt], projectId',
    agreements: 'id',
    tasks: 'id',
    processStatuses: 'id, productId, userId, responsibilityId, finishedAt, returnedAt',
    materialStatuses: 'id, productId, userId, finishedAt, returnedAt',
    temporaryMaterials: 'id, productId',
    trackers: 'id, productId, statusRefId',
    blueprints: 'id, projectId, productId',
    warehouseRecords: 'id, projectId, clientId',
    warehouseStock: 'id, articleId',
    transports: 'id, code, projectId, warehouseRecordId',
    installations: 'id',
    serviceTickets: 'id',
    impressions: 'id',
    outbox: 'id, seq, state, entityId, createdAt, *rowKeys, [state+seq]',
    meta: 'key',
    rereads: 'key',
  },
} as const satisfies LocalVersion;
