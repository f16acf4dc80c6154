import * as v from 'valibot';
import { MSG } from '../messages.js';
import { isoDate, optionalText } from '../validation.js';
import { PRODUCTION_MSG as M } from './messages.js';

/** A start may lie up to one day in the past (spec 001 §9: "start-date tolerance of one day (864e5 ms)"). */
export const START_TOLERANCE_MS = 864e5;

/** The product's dates as the product status row modal saves them (spec 001 §7 updateProductDates: YYYY-MM-DD and a comment). */
export const productDatesBody = v.object({
  start: v.optional(v.union([v.literal(''), isoDate()], MSG.invalidDate), ''),
  end: v.optional(v.union([v.literal(''), isoDate()], MSG.invalidDate), ''),
  calendarComment: optionalText(1000),
});

export interface DatesAsked {
  start: string;
  end: string;
  calendarComment: string | null;
}

/**
 * Why these dates may not be saved (spec 001 §5 "Dates"), or null: both
 * needed; end not before start; a start that changed not more than a day in
 * the past (a running product's old start may stay); any change needs a
 * comment.
 */
export function datesRefusal(asked: DatesAsked, current: { start: string | null; end: string | null }, nowMs: number): { message: string; field: 'start' | 'end' | 'calendarComment' } | null {
  if (asked.start === '' || asked.end === '') return { message: M.fillDates, field: asked.start === '' ? 'start' : 'end' };
  if (asked.end < asked.start) return { message: M.endBeforeStart, field: 'end' };
  // The day a day before now (UTC) is still allowed; anything earlier is the past.
  const earliest = new Date(nowMs - START_TOLERANCE_MS).toISOString().slice(0, 10);
  if (asked.start !== current.start && asked.start < earliest) return { message: M.startInPast, field: 'start' };
  const changed = asked.start !== current.start || asked.end !== current.end;
  if (changed && !asked.calendarComment) return { message: M.dateComment, field: 'calendarComment' };
  return null;
}
