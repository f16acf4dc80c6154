import type { LocalVersion } from './localVersion.js';

/**
 * Version 9 of the local database, as that release declared it. Frozen.
 * - Settings (issue 16): the company's settings row, which every document's
 *   header and the offer's standard texts are read from offline.
 * - Clients by module (issue 16): the offers' list of the clients who have
 *   arrived in the offers module and wait for their offer.
 */
export const V9 = {
  version: 9,
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
    companySettings: 'id',
    files: 'id, ownerId',
    clients: 'id, createdAt, moduleId',
    projects: 'id, clientId',
    measures: 'id, projectId, clientId, measureStatusId',
    offers: 'id, clientId, offerStatusId',
    products: 'id, [active+doneStatus], [doneStatus+finishedAt], projectId, offerId, clientId',
    agreements: 'id, projectId, clientId, offerId, agreementStatusId',
    tasks: 'id, start',
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
