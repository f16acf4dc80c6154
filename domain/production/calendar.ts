import * as v from 'valibot';
import { MSG } from '../messages.js';
import { isoDate } from '../validation.js';
import { calendarStateOf, productCalendarState, progressOf, type CalendarState } from './calendarColours.js';
import { groupBy, inDepartment, productHeading, type PlanningSources } from './planningSources.js';
import { optionalDepartment } from './planningQueries.js';

/** A calendar's range may show up to a year at once (the month-range picker's several months). */
export const MAX_CALENDAR_DAYS = 400;

/** Products for the calendar by department and range (spec 001 §7 "calendar data by department", path ours). */
export const calendarQuery = v.pipe(
  v.object({ departmentId: optionalDepartment, start: isoDate(), end: isoDate() }),
  v.forward(
    v.check((q) => q.start <= q.end, MSG.dateRangeOrder),
    ['start'],
  ),
  v.forward(
    v.check((q) => Date.parse(q.end) - Date.parse(q.start) <= MAX_CALENDAR_DAYS * 864e5, MSG.invalidValue),
    ['end'],
  ),
);
export type CalendarQuery = v.InferOutput<typeof calendarQuery>;

/** A process's strip on an event: its name and its colour state. */
export interface CalendarStrip {
  responsibilityId: string;
  name: string;
  statusId: number;
  state: CalendarState;
}

/** A product on the calendar (spec 001 §2): client, project, dates, progress and a strip per process. */
export interface CalendarProduct {
  id: string;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  productName: string;
  type: string | null;
  start: string;
  /** Inclusive; the start for a product without an end. */
  end: string;
  calendarComment: string | null;
  progress: number;
  state: CalendarState;
  strips: CalendarStrip[];
}

/**
 * The products in production whose dates meet the range, in the department
 * (any when none is asked), earliest first. Passive and archived products are
 * not planned any more and stay off the calendar.
 */
export function calendarProducts(src: PlanningSources, q: CalendarQuery, today: string): CalendarProduct[] {
  const processesOf = groupBy(src.processes, (s) => s.productId);
  const shown: CalendarProduct[] = [];
  for (const p of src.products) {
    if (p.active !== 1 || p.doneStatus !== 0 || p.start === null) continue;
    const end = p.end ?? p.start;
    if (p.start > q.end || end < q.start) continue;
    const processes = processesOf.get(p.id);
    if (!inDepartment(processes, q.departmentId, src)) continue;
    const ordered = processes!.slice().sort((a, b) => a.position - b.position);
    const dates = { start: p.start, end };
    const heading = productHeading(p, src);
    shown.push({
      id: p.id,
      client: heading.client,
      project: heading.project,
      productName: heading.designation.name,
      type: p.type,
      start: p.start,
      end,
      calendarComment: p.calendarComment,
      progress: progressOf(ordered.map((s) => s.statusId)),
      state: productCalendarState(
        ordered.map((s) => s.statusId),
        dates,
        today,
      ),
      strips: ordered.map((s) => ({
        responsibilityId: s.responsibilityId,
        name: src.responsibilities.get(s.responsibilityId)?.name ?? '',
        statusId: s.statusId,
        state: calendarStateOf(s.statusId, dates, today),
      })),
    });
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
