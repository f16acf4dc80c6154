import { PRODUCT_IN_PRODUCTION } from '../admin/articles.js';
import { daysBetween } from '../days.js';
import type { SaveMode } from '../installation/rules.js';
import { MEASURE_MSG } from './messages.js';
import { MEASURE_STATUS } from './statuses.js';

/**
 * Measure's rules (spec 000 §4, §5 "Measure"), pure: the form checks them
 * before queueing, the server again before writing. The field rules
 * (required project and status, the location text, a final measure's
 * location) run inside the save's schema (bodies.ts); the rules that need
 * stored state take it as a parameter.
 */

export type { SaveMode };

/** A field the form must fill: nothing, null or blank text is missing ('Fusha eshte e nevojshme!'). */
export const isFilled = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** Status 2 (final) needs a location first (spec 000 §4; 'Duhet te jepni lokacionin per matje finale'); any other status may go without. */
export const finalHasLocation = (m: { measureStatusId: number; productLocation: string | null }): boolean =>
  m.measureStatusId !== MEASURE_STATUS.final || isFilled(m.productLocation);

/**
 * A save of the form (spec 000 §2: /dashboard/measures/create/{measureId?},
 * "measureId is in fact the project id"): a project has at most one measure
 * (one row per project), so the save edits the project's measure when it has
 * one and creates it otherwise.
 */
export function saveModeOf(projectId: string | null, measures: readonly { id: string; projectId: string }[]): SaveMode {
  const existing = projectId === null ? undefined : measures.find((m) => m.projectId === projectId);
  return existing ? { mode: 'edit', id: existing.id } : { mode: 'create' };
}

/** A product line of the measure's project, as far as production goes. */
export interface ProjectProduct {
  /** Spec 000 §4: 1 waiting for production, 2 in production, 3 in warehouse, 4 completed, 5 cancelled. */
  productStatusId: number;
  canceled: number;
}

/** In production and every stage after it (spec 000 §4 product status). */
const STARTED_PRODUCT_STATUSES: readonly number[] = [PRODUCT_IN_PRODUCTION, 3, 4];

/**
 * Whether the measure "has continued into production" (spec 000 §4): a
 * product of its project, not cancelled, is in production or past it. One
 * only waiting for production is not: until the shop floor starts, the
 * dimensions may still be corrected.
 */
export const measureInProduction = (products: readonly ProjectProduct[]): boolean =>
  products.some((p) => p.canceled === 0 && STARTED_PRODUCT_STATUSES.includes(p.productStatusId));

/** An edit of a measure already in production is refused ('Kjo matje ka vazhduar ne prodhim!'); a create never is. */
export const editRefusal = (mode: SaveMode, inProduction: boolean): string | null =>
  mode.mode === 'edit' && inProduction ? MEASURE_MSG.inProduction : null;

/** Days without a change after which a measure that led nowhere is passive. */
export const PASSIVE_AFTER_DAYS = 60;

/**
 * "Passive" (spec 000 §2 "also passive", §7 measure/filter passive=1) is a
 * list the spec names but does not define. Ours: a measure that is not final,
 * whose project has no offer, and that nobody has changed for
 * PASSIVE_AFTER_DAYS days or more — the office's list of stalled measures to
 * follow up (call the client, set a new date). A final measure waits for its
 * offer, which the offer module follows; a project with an offer has moved on.
 * Whole UTC days between the last change and `today` (YYYY-MM-DD), like every
 * date range of the app.
 */
export function isPassive(m: { measureStatusId: number; updatedAt: string }, projectHasOffer: boolean, today: string): boolean {
  return m.measureStatusId !== MEASURE_STATUS.final && !projectHasOffer && daysBetween(m.updatedAt.slice(0, 10), today) >= PASSIVE_AFTER_DAYS;
}
