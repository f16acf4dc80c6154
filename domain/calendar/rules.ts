import { addDays } from '../days.js';

/**
 * The calendar's dates (spec 000 §5 "Task dates are shifted one day at start
 * and two days at end on save; a calendar agreement without end gets start
 * plus one day").
 *
 * Stored dates are the REAL dates the user chose, end inclusive: a one-day
 * task has start = end. The original product shifted a task's dates on save
 * to make up for its calendar's exclusive end dates (FullCalendar draws an
 * all-day event up to, not including, its end); that belongs to drawing, not
 * to the data: the calendar view turns an inclusive end into its exclusive
 * one (exclusiveEndOf) and back (inclusiveEndOf) when a user drags, so every
 * other view (lists, the PWA mirror, the server) reads the dates as chosen.
 */

/** The end the calendar draws an all-day event to (exclusive): the day after the real end, or after the start when there is none. */
export const exclusiveEndOf = (d: { start: string; end: string | null }): string => addDays(d.end ?? d.start, 1);

/** The real (inclusive) end of an event the calendar hands back with an exclusive end. */
export const inclusiveEndOf = (exclusiveEnd: string): string => addDays(exclusiveEnd, -1);

/**
 * An agreement on the calendar (§5): its end, or without one its start plus
 * one day — the spec's rule kept as it stands, since an agreement with only
 * a start is a plan of at least that day and the next.
 */
export const calendarAgreementEnd = (a: { start: string; end: string | null }): string => a.end ?? addDays(a.start, 1);

/** A task's end, when given, is not before its start (refused with the agreement's 'Data e mbarimit nuk duhet te jete para se te filloi!'). */
export const endNotBeforeStart = (t: { start: string; end: string | null }): boolean => t.end === null || t.end >= t.start;
