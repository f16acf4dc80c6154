/**
 * The stores of version 1 of the local database, as that release declared
 * them. Frozen, like a server migration: devices still on version 1 are
 * upgraded from exactly this (db.ts), so it must never follow later changes.
 */
export const V1_ENTITY_INDEXES: Record<string, string> = {
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
};

export const V1_OUTBOX = 'id, seq, state, entityId, createdAt, *rowKeys';
