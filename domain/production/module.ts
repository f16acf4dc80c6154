import { defineDomainModule } from '../kit/module.js';
import { BLUEPRINTS, PLANNING_READS, PRICE_READS, PROCESS_ASSIGNMENT, PRODUCT_DATES, PRODUCT_PLANNING, PRODUCTION_FLOOR, PRODUCTION_RAPPORT, TEMPORARY_MATERIALS, TRACKERS } from './endpoints.js';
import { PRODUCTION_MSG } from './messages.js';
import { PRODUCTION_ROWS } from './rows.js';

/**
 * Production (spec 001 §2 "Production", "Blueprints"): the status board's
 * rows, timers and blueprints. The board reads them from the device's
 * mirror: a product's statuses are found by product, a timer's segments by
 * the status they time; the archives find completed and returned ones by
 * when (issue 11).
 */
export const productionModule = defineDomainModule({
  name: 'production',
  entities: {
    processStatuses: { readers: ['production', 'blueprints'], row: PRODUCTION_ROWS.processStatuses, localIndexes: 'productId, userId, responsibilityId, finishedAt, returnedAt' },
    materialStatuses: { readers: ['production', 'blueprints'], row: PRODUCTION_ROWS.materialStatuses, localIndexes: 'productId, userId, finishedAt, returnedAt' },
    temporaryMaterials: { readers: ['production'], row: PRODUCTION_ROWS.temporaryMaterials, localIndexes: 'productId' },
    trackers: { readers: ['production'], row: PRODUCTION_ROWS.trackers, localIndexes: 'productId, statusRefId' },
    blueprints: { readers: ['production', 'blueprints'], row: PRODUCTION_ROWS.blueprints, localIndexes: 'projectId, productId' },
  },
  messages: PRODUCTION_MSG,
  endpoints: { floor: PRODUCTION_FLOOR, temporaryMaterials: TEMPORARY_MATERIALS, trackers: TRACKERS, blueprints: BLUEPRINTS, productDates: PRODUCT_DATES, planning: PRODUCT_PLANNING, planningReads: PLANNING_READS, prices: PRICE_READS, rapport: PRODUCTION_RAPPORT, assignment: PROCESS_ASSIGNMENT },
});
