import * as v from 'valibot';
import { dateCell } from '../kit/cells.js';
import { MSG } from '../messages.js';
import { flag01, intFrom } from '../validation.js';
import { isPassive } from './rules.js';
import { MEASURE_STATUS_IDS } from './statuses.js';

/**
 * GET measure/filter (spec 000 §7): "optional passive=1 or measureStatusId,
 * startDate, endDate". One list is shown at a time, so passive and a status
 * together are refused rather than one silently winning. The range is
 * YYYY-MM-DD, both ends inclusive, '' as no bound; a start after the end is
 * refused ('Data e fillimit duhet te jete para dates se mbarimit!'), as the
 * client list's range is. The range filters the day of matchesMeasureFilter
 * (measureDayOf).
 */
export const measureFilterQuery = v.pipe(
  v.object({
    passive: v.optional(flag01, 0),
    measureStatusId: v.optional(v.pipe(intFrom(), v.picklist(MEASURE_STATUS_IDS, MSG.invalidValue))),
    startDate: dateCell,
    endDate: dateCell,
  }),
  v.forward(
    v.check((q) => q.passive === 0 || q.measureStatusId === undefined, MSG.invalidValue),
    ['passive'],
  ),
  v.forward(
    v.check((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, MSG.dateRangeOrder),
    ['startDate'],
  ),
);

export type MeasureFilter = v.InferOutput<typeof measureFilterQuery>;

/**
 * The day the list's date range filters a measure by: the day it was taken
 * (measureDate), or, for one not taken yet (an initial or postponed measure
 * without a date), the UTC day it was recorded — so a fresh entry is in
 * today's range rather than in none.
 */
export const measureDayOf = (m: { measureDate: string | null; createdAt: string }): string => m.measureDate ?? m.createdAt.slice(0, 10);

/** What the filter reads of a measure: its row, and whether its project has an offer (for passive). */
export interface FilteredMeasure {
  measureStatusId: number;
  measureDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether a measure is in the list GET measure/filter answers: of the asked
 * status, or passive (rules.ts isPassive) when passive=1, and its day
 * (measureDayOf) within the range. `today` is YYYY-MM-DD.
 */
export function matchesMeasureFilter(m: FilteredMeasure, projectHasOffer: boolean, q: MeasureFilter, today: string): boolean {
  if (q.measureStatusId !== undefined && m.measureStatusId !== q.measureStatusId) return false;
  if (q.passive === 1 && !isPassive(m, projectHasOffer, today)) return false;
  const day = measureDayOf(m);
  return (!q.startDate || day >= q.startDate) && (!q.endDate || day <= q.endDate);
}
