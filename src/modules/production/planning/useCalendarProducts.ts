import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { dayOfMs } from '../../../../domain/days.js';
import { calendarProducts, type CalendarProduct } from '../../../../domain/production/calendar.js';
import { useLocalDb } from '../../../local';
import { readPlanningSources } from './readPlanningSources';

/** The performance measure of one calendar read from the mirror (the client benchmark reads it). */
export const CALENDAR_READ_MEASURE = 'zanati:calendar-read';

/** The calendar's products for a department and a range of days, from the device's mirror, live. */
export function useCalendarProducts(departmentId: string | null, range: { start: string; end: string } | null): CalendarProduct[] | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!range) return undefined;
    const start = performance.now();
    const src = await readPlanningSources(db, { products: 'live', meets: range });
    const products = calendarProducts(src, { departmentId: departmentId ?? undefined, ...range }, dayOfMs(Date.now()));
    performance.measure(CALENDAR_READ_MEASURE, { start });
    return products;
  }, [db, departmentId, range?.start, range?.end]);
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
