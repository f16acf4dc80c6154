import * as v from 'valibot';
import { addDays } from '../days.js';
import { MSG } from '../messages.js';
import { capacityRefusal, type DepartmentLoad } from '../production/capacity.js';
import { idCell } from '../kit/cells.js';
import { idField } from '../validation.js';

/**
 * POST products/agreements/start-end-date (spec 000 §7: quantity, unitId,
 * articleId, productIds[] → data.start, data.end): the dates the product form
 * proposes for a line going into production. productIds are the lines being
 * planned (already saved ones): they do not count against themselves.
 */
export const startEndDateBody = v.object({
  quantity: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, MSG.invalidValue), v.transform(Number))], MSG.fieldNeeded),
    v.number(MSG.invalidValue),
    v.finite(MSG.invalidValue),
    v.gtValue(0, MSG.invalidValue),
    v.maxValue(1e9, MSG.invalidValue),
  ),
  unitId: v.optional(idCell, null),
  articleId: v.pipe(v.optional(v.unknown(), null), v.check((x) => x !== null && x !== '', MSG.fieldNeeded), idField()),
  productIds: v.optional(v.pipe(v.array(idField(), MSG.invalidValue), v.maxLength(1000, MSG.invalidValue)), []),
});

/** How far ahead a plan is looked for: a year. */
export const PLAN_SEARCH_DAYS = 365;

/**
 * The proposed dates (the rule the spec leaves to us, documented here):
 *
 * - A product passes its article type's process chain in order, one process a
 *   day, so it takes as many days as the chain has processes (a chain of none,
 *   an article bought in, one day): end = start + processes − 1.
 * - It starts on the first day from today on which every department of the
 *   chain has room for it on every day of that range: the admin's daily
 *   capacity (production settings) counts the products a department has
 *   planned per day, the rule of domain/production/capacity.ts that the
 *   production module refuses dates with. 0 capacity is no limit: today.
 * - Capacity counts products, not their size, so quantity and unit do not
 *   lengthen the plan (they name the line, as the spec's form sends them).
 * - With no room within PLAN_SEARCH_DAYS, the day after that year is proposed.
 *
 * `departments` are the chain's departments with their other planned
 * products (those in production, not done, not canceled).
 */
export function proposedDates(processCount: number, capacity: number, departments: readonly DepartmentLoad[], today: string): { start: string; end: string } {
  const length = Math.max(1, processCount);
  const planFrom = (start: string) => ({ start, end: addDays(start, length - 1) });
  for (let offset = 0; offset < PLAN_SEARCH_DAYS; offset += 1) {
    const plan = planFrom(addDays(today, offset));
    if (capacityRefusal(plan, capacity, departments) === null) return plan;
  }
  return planFrom(addDays(today, PLAN_SEARCH_DAYS));
}
