import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

const text = v.nullable(v.string());

/**
 * Measure's row as the feed sends it (spec 000 §3 "Measure"): the measures
 * table's columns. The colour is a palette id (`productColorId`, sent as
 * `productColor`), dates are YYYY-MM-DD. Its files (sketch, picture,
 * measure PDF) are `files` rows owned by the measure (ownerType 'measures',
 * kind as uploads.ts MEASURE_FILE_KINDS).
 */
export const MEASURE_ROWS = {
  measures: v.object({
    ...stamped,
    clientId: v.string(),
    projectId: v.string(),
    productMaterial: text,
    productColorId: nullableId,
    productLocation: text,
    details: text,
    measureStatusId: v.number(),
    measureDate: text,
    startDate: text,
    plannedDate: text,
    employeeId: nullableId,
  }),
};

export type MeasureRow = v.InferOutput<typeof MEASURE_ROWS.measures>;

/** What the floor receives of a measure: whether its project's measure is final (the board dims the rest). */
export const MEASURE_STATUS_COLUMNS = ['id', 'createdAt', 'updatedAt', 'clientId', 'projectId', 'measureStatusId'] as const satisfies readonly (keyof MeasureRow)[];

/** What the records that lead someone to the site receive of a measure beside its status: the measured place ('lat,lng'). */
export const MEASURE_PLACE_COLUMNS = ['productLocation'] as const satisfies readonly (keyof MeasureRow)[];
