import { round2 } from '../format.js';
import { STATUS } from './statuses.js';

/** The calendar's colours (spec 001 §9): done, to do, late, anything else. */
export const CALENDAR_COLOURS = { completed: '#32BC20', toDo: '#3788d8', late: '#D01314', other: '#DFDF04' } as const;

export type CalendarState = keyof typeof CALENDAR_COLOURS;

/** The legend's order (spec 001 §2: completed, to do, late, in process). */
export const CALENDAR_LEGEND: readonly CalendarState[] = ['completed', 'toDo', 'late', 'other'];

/** The dates an item is planned for, YYYY-MM-DD. */
export interface PlannedDates {
  start: string | null;
  end: string | null;
}

/**
 * One item's state on the calendar (spec 001 §4 "Calendar colour"): 1 done,
 * 2 to do, 3 late, anything else in process — and late, whatever it says,
 * when it is to do and its start has passed or it is under way and its end
 * has passed. Days are compared whole: planned for today is not late.
 */
export function calendarStateOf(statusId: number, dates: PlannedDates, today: string): CalendarState {
  if (statusId === STATUS.completed) return 'completed';
  if (statusId === STATUS.late) return 'late';
  if (statusId === STATUS.toDo) return dates.start !== null && dates.start < today ? 'late' : 'toDo';
  return dates.end !== null && dates.end < today ? 'late' : 'other';
}

/**
 * A product's event colour from its processes: done when every process is,
 * late when any is, to do while none has begun, otherwise in process.
 */
export function productCalendarState(statusIds: readonly number[], dates: PlannedDates, today: string): CalendarState {
  const states = statusIds.map((s) => calendarStateOf(s, dates, today));
  if (states.length > 0 && states.every((s) => s === 'completed')) return 'completed';
  if (states.includes('late')) return 'late';
  if (states.every((s) => s === 'toDo')) return 'toDo';
  return 'other';
}

/** Progress (spec 001 §9): the percent of completed statuses, 2 decimals; 0 for none. */
export function progressOf(statusIds: readonly number[]): number {
  if (statusIds.length === 0) return 0;
  return round2((statusIds.filter((s) => s === STATUS.completed).length / statusIds.length) * 100);
}
