import { addDays } from '../../../domain/days.js';
import type { CalendarAgreement } from '../../../domain/calendar/endpoints.js';
import { exclusiveEndOf, inclusiveEndOf } from '../../../domain/calendar/rules.js';
import type { TaskRow } from '../../../domain/calendar/rows.js';
import type { CalendarEvent, CalendarEventChange } from '../../ui';
import { searchKey } from '../../ui/searchText';
import { TASK_COLOURS } from './taskColours';

/** What the calendar draws: the agreements (spec 000 §3 "Calendar event") and the tasks, dates inclusive as stored. */
export type CalendarItem = { kind: 'agreement'; agreement: CalendarAgreement } | { kind: 'task'; task: TaskRow };

/** YYYY-MM months, both counted; either may be empty (no bound). */
export interface MonthRange {
  from: string;
  to: string;
}

/** An agreement as the calendar titles it: client, project, shipment destination (spec 000 §2). */
export const agreementTitle = (a: CalendarAgreement): string => [a.clientName, a.projectName, a.shipmentDestinationName].filter((part) => part !== null && part !== '').join(' · ');

const datesOf = (item: CalendarItem): { start: string; end: string | null } => (item.kind === 'task' ? item.task : item.agreement);

/** One event id space for both kinds: the kind, then the row's id. */
export const eventIdOf = (item: CalendarItem): string => `${item.kind}:${item.kind === 'task' ? item.task.id : item.agreement.id}`;

/**
 * The event FullCalendar draws: whole days, its end the day after the real
 * one (FullCalendar's all-day end is exclusive; domain/calendar/rules.ts) —
 * the only place an inclusive date becomes an exclusive one. Tasks carry
 * their status's colour and may be dragged; agreements are white with an
 * edge and change their dates through their modal only (never dragged).
 */
export function eventOf(item: CalendarItem): CalendarEvent {
  const { start, end } = datesOf(item);
  const drawn = { id: eventIdOf(item), start, end: exclusiveEndOf({ start, end }), allDay: true };
  if (item.kind === 'agreement') {
    return { ...drawn, title: agreementTitle(item.agreement), backgroundColor: '#ffffff', borderColor: '#1e3a8a', textColor: '#0f172a', className: 'zanati-edge-event', editable: false };
  }
  return { ...drawn, title: item.task.title, backgroundColor: TASK_COLOURS[item.task.taskStatusId], borderColor: TASK_COLOURS[item.task.taskStatusId], textColor: '#ffffff' };
}

/**
 * A drag or resize handed back by FullCalendar as the real dates: the
 * inclusive end is the day before its exclusive one (an end FullCalendar
 * leaves out is a one-day event). Null when it left the whole-day row (a
 * time of day is not a task's date).
 */
export function datesOfChange(change: CalendarEventChange): { start: string; end: string } | null {
  if (!change.allDay) return null;
  const start = change.start.slice(0, 10);
  return { start, end: change.end === null ? start : inclusiveEndOf(change.end.slice(0, 10)) };
}

/** The search box (spec 000 §2): a word of the client, the project or the task's title, accents and case aside. */
export function matchesSearch(item: CalendarItem, query: string): boolean {
  const wanted = searchKey(query);
  if (wanted === '') return true;
  const texts = item.kind === 'task' ? [item.task.title] : [item.agreement.clientName, item.agreement.projectName];
  return texts.some((text) => searchKey(text).includes(wanted));
}

/** The last day of a YYYY-MM month. */
const lastDayOf = (month: string): string => addDays(`${addMonth(month)}-01`, -1);
const addMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The month-range filter: items with a day inside the months chosen (an empty bound is open). */
export function inMonths(item: CalendarItem, range: MonthRange): boolean {
  const { start, end } = datesOf(item);
  const last = end ?? start;
  return (range.from === '' || last >= `${range.from}-01`) && (range.to === '' || start <= lastDayOf(range.to));
}

/** The events drawn: the items the filters keep, as FullCalendar reads them. */
export const eventsOf = (items: readonly CalendarItem[], query: string, range: MonthRange): CalendarEvent[] =>
  items.filter((item) => matchesSearch(item, query) && inMonths(item, range)).map(eventOf);
