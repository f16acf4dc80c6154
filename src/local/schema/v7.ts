import type { LocalVersion } from './localVersion.js';

/**
 * Version 7 of the local database, as that release declared it. Frozen.
 * - Contact and measure (issue 14): clients by creation date (the contact
 *   list's date filter), measures by client and by status (the measure
 *   lists, a client's measures).
 */
export const V7 = {
  version: 7,
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
    clients: 'id, createdAt',
    projects: 'id, clientId',
    measures: 'id, projectId, clientId, measureStatusId',
    offers: 'id',
    products: 'id, [active+doneStatus], [doneStatus+finishedAt], projectId',
    agreements: 'id, projectId',
    tasks: 'id',
    processStatuses: 'id, productId, userId, responsibilityId, finishedAt, returnedAt',
    materialStatuses: 'id, productId, userId, finishedAt, returnedAt',
    temporaryMaterials: 'id, productId',
    trackers: 'id, productId, statusRefId',
    blueprints: 'id, projectId, productId',
    warehouseRecords: 'id, projectId, clientId',
    warehouseStock: 'id, articleId',
    transports: 'id, code, projectId, warehouseRecordId',
    installations: 'id, projectId, transportId',
    serviceTickets: 'id, projectId, statusId',
    impressions: 'id, projectId',
    outbox: 'id, seq, state, entityId, createdAt, *rowKeys, [state+seq]',
    meta: 'key',
    rereads: 'key',
  },
} as const satisfies LocalVersion;
