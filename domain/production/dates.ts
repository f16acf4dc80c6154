import * as v from 'valibot';
import { addDays, dayOfMs } from '../days.js';
import { MSG } from '../messages.js';
import { isoDate, optionalText } from '../validation.js';
import { PRODUCTION_MSG as M } from './messages.js';

/** A start may lie up to one day in the past (spec 001 §9: "start-date tolerance of one day (864e5 ms)"). */
export const START_TOLERANCE_MS = 864e5;

const optionalDay = v.optional(v.union([v.literal(''), isoDate()], MSG.invalidDate), '');

/** The product's dates as the product status row modal saves them (spec 001 §7 updateProductDates: YYYY-MM-DD and a comment). */
export const productDatesBody = v.object({
  start: optionalDay,
  end: optionalDay,
  calendarComment: optionalText(1000),
});

export interface DatesAsked {
  start: string;
  end: string;
  calendarComment: string | null;
}

export interface DateRefusal {
  message: string;
  field: 'start' | 'end' | 'calendarComment' | 'days';
}

/** The earliest start a change may set: yesterday (UTC), the spec's one-day tolerance. */
export const earliestStart = (nowMs: number): string => dayOfMs(nowMs - START_TOLERANCE_MS);

/**
 * Why these dates may not be saved (spec 001 §5 "Dates"), or null: both
 * needed; end not before start; a start that changed not more than a day in
 * the past (a running product's old start may stay); any change needs a
 * comment.
 */
export function datesRefusal(asked: DatesAsked, current: { start: string | null; end: string | null }, nowMs: number): DateRefusal | null {
  if (asked.start === '' || asked.end === '') return { message: M.fillDates, field: asked.start === '' ? 'start' : 'end' };
  if (asked.end < asked.start) return { message: M.endBeforeStart, field: 'end' };
  if (asked.start !== current.start && asked.start < earliestStart(nowMs)) return { message: M.startInPast, field: 'start' };
  const changed = asked.start !== current.start || asked.end !== current.end;
  if (changed && !asked.calendarComment) return { message: M.dateComment, field: 'calendarComment' };
  return null;
}

/**
 * A calendar drag (spec 001 §7 change-date-on-calendar: productId, days)
 * moves both dates by whole days; a product without an end keeps none.
 */
export function shiftDates(current: { start: string; end: string | null }, days: number): { start: string; end: string | null } {
  return { start: addDays(current.start, days), end: current.end === null ? null : addDays(current.end, days) };
}

/** A drag whose new start is before yesterday: 'Nuk mund ta vendosni ne te kaluaren!' (§5). */
export function dragRefusal(newStart: string, nowMs: number): DateRefusal | null {
  return newStart < earliestStart(nowMs) ? { message: M.notInPast, field: 'days' } : null;
}

/**
 * Passive → active (§5): the dates may stay as they are, but a date given
 * needs the other, and the end is not before the start.
 */
export function activationRefusal(asked: { start: string; end: string }): DateRefusal | null {
  if ((asked.start === '') !== (asked.end === '')) return { message: M.fillBothDates, field: asked.start === '' ? 'start' : 'end' };
  if (asked.start !== '' && asked.end < asked.start) return { message: M.endBeforeStart, field: 'end' };
  return null;
}

/** A filter range (§5): a start after the end gives 'Data e fillimit duhet te jete para dates se mbarimit!' and the range is cleared. */
export function rangeRefusal(range: { start?: string | null; end?: string | null }): string | null {
  return range.start && range.end && range.start > range.end ? MSG.dateRangeOrder : null;
}

/** The archives' default range (§9): the last month up to today. */
export function lastMonth(nowMs: number): { start: string; end: string } {
  const end = dayOfMs(nowMs);
  const d = new Date(`${end}T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { start: d.toISOString().slice(0, 10), end };
}
