import { useLiveQuery } from 'dexie-react-hooks';
import { dayOfMs } from '../../../../domain/days.js';
import { calendarProducts, type CalendarProduct } from '../../../../domain/production/calendar.js';
import { useLocalDb } from '../../../local';
import { readPlanningSources } from './readPlanningSources';

/** The calendar's products for a department and a range of days, from the device's mirror, live. */
export function useCalendarProducts(departmentId: string | null, range: { start: string; end: string } | null): CalendarProduct[] | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!range) return undefined;
    const src = await readPlanningSources(db, { products: 'live', meets: range });
    return calendarProducts(src, { departmentId: departmentId ?? undefined, ...range }, dayOfMs(Date.now()));
  }, [db, departmentId, range?.start, range?.end]);
}
