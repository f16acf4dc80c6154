import type { LocalVersion } from './localVersion.js';

/**
 * Version 1 of the local database, as that release declared it. Frozen, like
 * a server migration: devices still on it are upgraded from exactly this.
 */
export const V1 = {
  version: 1,
  stores: {
    users: 'id, username',
    departments: 'id, name',
    responsibilities: 'id, name, departmentId',
    equipment: 'id, name',
    units: 'id, name',
    articleTypes: 'id, name',
    articles: 'id, name, code, articleTypeId, materialId',
    suppliers: 'id, name',
    colorPalettes: 'id, name',
    offerFields: 'id, name',
    offerConditions: 'id',
    materials: 'id, name',
    impressionQuestions: 'id, question',
    measurementTemplates: 'id, nameOfFile',
    productionSettings: 'id',
    files: 'id, ownerId, [ownerType+ownerId]',
    clients: 'id, firstnameAndLastname, createdAt, moduleId',
    projects: 'id, clientId',
    measures: 'id, clientId, projectId, measureStatusId',
    offers: 'id, clientId, projectId, offerStatusId, number',
    products: 'id, offerId, clientId, projectId, productStatusId',
    agreements: 'id, clientId, projectId, offerId, agreementStatusId',
    tasks: 'id, userId, start',
    processStatuses: 'id, productId, userId, responsibilityId',
    materialStatuses: 'id, productId, userId, responsibilityId',
    temporaryMaterials: 'id, productId',
    trackers: 'id, productId, statusRefId, userId',
    blueprints: 'id, projectId, productId',
    warehouseRecords: 'id, clientId, projectId',
    warehouseStock: 'id, articleId',
    transports: 'id, projectId, code',
    installations: 'id, projectId',
    serviceTickets: 'id, projectId, statusId',
    impressions: 'id, projectId, clientId',
    outbox: 'id, seq, state, entityId, createdAt, *rowKeys',
    meta: 'key',
  },
} as const satisfies LocalVersion;
