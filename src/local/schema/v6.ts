import type { LocalVersion } from './localVersion.js';

/**
 * Version 6 of the local database, as that release declared it. Frozen.
 * - Installation, service and impression (issue 13): installations found by
 *   project and transport (the form opens a transport's installation),
 *   service tickets by project and status, impressions by project.
 * - The installation form links a project's agreement files (agreements by
 *   projectId).
 */
export const V6 = {
  version: 6,
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
