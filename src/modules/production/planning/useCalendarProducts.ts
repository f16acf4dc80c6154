import { useMemo, useState } from 'react';
import { dayOfMs } from '../../../../domain/days.js';
import { calendarProducts, type CalendarProduct } from '../../../../domain/production/calendar.js';
import { useLivePlanning } from './useLivePlanning';

/** The performance measure of making the calendar's products (the client benchmark reads it). */
export const CALENDAR_READ_MEASURE = 'zanati:calendar-read';

/** The domain's calendar products, timed as CALENDAR_READ_MEASURE. */
function measuredCalendarProducts(...args: Parameters<typeof calendarProducts>): CalendarProduct[] {
  const start = performance.now();
  const products = calendarProducts(...args);
  performance.measure(CALENDAR_READ_MEASURE, { start });
  return products;
}

/** The calendar's products for a department and a range of days, from the products in production held in memory (LivePlanning). */
export function useCalendarProducts(departmentId: string | null, range: { start: string; end: string } | null): CalendarProduct[] | undefined {
  const src = useLivePlanning();
  const [today] = useState(() => dayOfMs(Date.now()));
  const start = range?.start;
  const end = range?.end;
  return useMemo(
    () => (start === undefined || end === undefined || !src ? undefined : measuredCalendarProducts(src, { departmentId: departmentId ?? undefined, start, end }, today)),
    [src, departmentId, start, end, today],
  );
}

const EMPTY: CalendarProduct[] = [];

/** What an event draws, as one text: equal texts draw the same. */
const drawnAs = (p: CalendarProduct): string => `${p.id}|${p.start}|${p.end}|${p.progress}|${p.state}|${p.client.name}|${p.project?.name ?? ''}|${p.calendarComment ?? ''}|${p.strips.map((s) => s.state).join(',')}`;

/**
 * The products, the same array as long as nothing they draw changed: a pull
 * re-reads the mirror for every batch it writes, and FullCalendar redraws
 * every event it is handed anew.
 */
export function useStableProducts(products: CalendarProduct[] | undefined): CalendarProduct[] {
  const [kept, setKept] = useState({ key: '', products: EMPTY });
  const key = useMemo(() => (products ? products.map(drawnAs).join('\n') : null), [products]);
  if (products && key !== null && key !== kept.key) {
    // Derived from the previous render's products (React's "storing information from previous renders").
    setKept({ key, products });
    return products;
  }
  return kept.products;
}
