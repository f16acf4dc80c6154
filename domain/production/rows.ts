import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

/**
 * Production's rows as the feed sends them (spec 001 §3): a product's
 * process statuses and material statuses, the temporary materials named on
 * the floor, the timer's segments and the blueprints. Stored columns only: the
 * board joins them on the device.
 */
const status = {
  ...stamped,
  productId: v.string(),
  responsibilityId: v.string(),
  /** The place in the product's chain, from 1. */
  position: v.number(),
  userId: nullableId,
  statusId: v.number(),
  warning: v.nullable(v.string()),
  adminWarning: v.nullable(v.string()),
  otherComment: v.nullable(v.string()),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  returnedAt: v.nullable(v.string()),
};

export const PRODUCTION_ROWS = {
  processStatuses: v.object(status),
  materialStatuses: v.object({ ...status, materialId: nullableId, temporaryMaterialId: nullableId }),
  temporaryMaterials: v.object({ ...stamped, productId: v.string(), responsibilityId: v.string(), materialName: v.string() }),
  trackers: v.object({
    ...stamped,
    statusType: v.string(),
    statusRefId: v.string(),
    productId: v.string(),
    responsibilityId: v.string(),
    userId: nullableId,
    start: v.string(),
    end: v.nullable(v.string()),
    pauseStatusId: v.nullable(v.number()),
  }),
  blueprints: v.object({ ...stamped, projectId: v.string(), productId: nullableId, fileId: v.string(), nameOfBlueprint: v.string() }),
};

export type ProcessStatusRow = v.InferOutput<typeof PRODUCTION_ROWS.processStatuses>;
export type MaterialStatusRow = v.InferOutput<typeof PRODUCTION_ROWS.materialStatuses>;
export type TrackerRow = v.InferOutput<typeof PRODUCTION_ROWS.trackers>;
export type TemporaryMaterialRow = v.InferOutput<typeof PRODUCTION_ROWS.temporaryMaterials>;
export type BlueprintRow = v.InferOutput<typeof PRODUCTION_ROWS.blueprints>;
