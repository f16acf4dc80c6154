import * as v from 'valibot';
import { MSG } from '../messages.js';
import { idField, intFrom, isoDate } from '../validation.js';
import { STATUS } from './statuses.js';

/** The status query's module (spec 001 §9: "Production status modules use moduleId 5"). */
export const PRODUCTION_MODULE_ID = 5;

const flag = (fallback: 0 | 1) => v.optional(v.pipe(intFrom(), v.picklist([0, 1], MSG.invalidValue)), fallback);
const optionalId = v.optional(v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.optional(idField())));

/**
 * The filters of GET clients/products-statuses (spec 001 §7): active 1 and
 * done 0 by default (§9); dates filter the column `filterDatesBy` names;
 * `name` finds clients by any part of their name; sort orders by that date
 * column. GET products/view-price takes the same and one more (prices.ts).
 */
export const BOARD_FILTER_FIELDS = {
  moduleId: v.optional(v.pipe(intFrom(), v.literal(PRODUCTION_MODULE_ID, MSG.invalidValue))),
  active: flag(1),
  done: flag(0),
  departmentId: optionalId,
  start: v.optional(isoDate()),
  end: v.optional(isoDate()),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, MSG.tooLong))),
  responsibilityId: optionalId,
  responsibilityStatusId: v.optional(v.pipe(intFrom(), v.minValue(STATUS.completed, MSG.invalidValue), v.maxValue(STATUS.notActive, MSG.invalidValue))),
  sort: v.optional(v.picklist(['asc', 'desc'], MSG.invalidValue), 'asc'),
  filterDatesBy: v.optional(v.picklist(['start', 'end'], MSG.invalidValue), 'start'),
  shipmentDestinationId: v.optional(v.pipe(intFrom(), v.picklist([1, 2, 3], MSG.invalidValue))),
};

/** A date range is in order unless its start is after its end (spec 001 §5: 'Data e fillimit duhet te jete para dates se mbarimit!'). */
export const rangeInOrder = (q: { start?: string | undefined; end?: string | undefined }): boolean => q.start === undefined || q.end === undefined || q.start <= q.end;

export const boardQuery = v.pipe(
  v.object(BOARD_FILTER_FIELDS),
  v.check((q) => rangeInOrder(q), MSG.dateRangeOrder),
);

export type BoardFilters = v.InferOutput<typeof boardQuery>;

/** The query string of GET clients/products-statuses for `filters` (the fields left out take their defaults). */
export function boardQueryString(filters: BoardFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}
