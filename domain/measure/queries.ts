import * as v from 'valibot';
import { dateCell } from '../kit/cells.js';
import { MSG } from '../messages.js';
import { flag01, intFrom } from '../validation.js';
import { MEASURE_STATUS_IDS } from './statuses.js';

/**
 * GET measure/filter (spec 000 §7): "optional passive=1 or measureStatusId,
 * startDate, endDate". One list is shown at a time, so passive and a status
 * together are refused rather than one silently winning. The range is
 * YYYY-MM-DD, both ends inclusive, '' as no bound; a start after the end is
 * refused ('Data e fillimit duhet te jete para dates se mbarimit!'), as the
 * client list's range is.
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
