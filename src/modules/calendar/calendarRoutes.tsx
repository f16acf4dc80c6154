import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { CalendarArea } from './CalendarArea';
import { CALENDAR_PATH } from './calendarPath';

/**
 * /dashboard/agreements/project/calendar (spec 000 §2), a route of its own
 * beside the agreement screens: its static segments win over their
 * /dashboard/agreements/{statusId?}, and the calendar is gated by its own
 * permission, not the agreements'.
 */
export const calendarRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'agreements/project/calendar',
  component: CalendarArea,
});

/** A refused task reopens in its form with ?outboxEntry=. */
const calendarPageRoute = createRoute({
  getParentRoute: () => calendarRoute,
  path: '/',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./CalendarPage'), 'CalendarPage'),
});

/** /dashboard/calendar, where the side navigation sends the calendar module's holders: the spec's path. */
export const calendarNavRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'calendar',
  beforeLoad: () => {
    throw redirect({ href: CALENDAR_PATH, replace: true });
  },
});

export const calendarRouteTree = calendarRoute.addChildren([calendarPageRoute]);
