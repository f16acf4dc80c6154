import { lazy, Suspense } from 'react';
import type { CalendarProps } from './calendarTypes';
import { LoadingState } from './LoadingState';

export type { CalendarEvent, CalendarEventChange, CalendarProps, CalendarView } from './calendarTypes';

const FullCalendarView = lazy(() => import('./FullCalendarView').then((m) => ({ default: m.FullCalendarView })));

/**
 * Month, week and day calendar (FullCalendar v6) in the active language. FullCalendar
 * is fetched the first time a calendar is shown; the service worker precaches it.
 */
export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <FullCalendarView {...props} />
    </Suspense>
  );
}
