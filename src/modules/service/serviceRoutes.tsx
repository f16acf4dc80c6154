import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { ServiceArea } from './ServiceArea';

/**
 * /dashboard/service (spec 001 §2 "Service"). The area's layout gates it by
 * the service module (ServiceArea); each screen is a lazy chunk. A save goes
 * back to /dashboard/service (§4), which lists the registered tickets.
 */
export const serviceRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'service',
  component: ServiceArea,
});

const screen = <P extends string>(path: P, load: () => Promise<Record<string, () => React.JSX.Element>>, name: string) =>
  createRoute({ getParentRoute: () => serviceRoute, path, component: lazyRouteComponent(load, name) });

/** The registered tickets: all of them, or of one status (1 pending, 2 in process, 3 completed). */
export const serviceScreens = [
  screen('/', () => import('./tickets/TicketsPage'), 'TicketsPage'),
  screen('records/{-$statusId}', () => import('./tickets/TicketsPage'), 'TicketsPage'),
  screen('records-not-registered-clients', () => import('./tickets/UnregisteredTicketsPage'), 'UnregisteredTicketsPage'),
  screen('map/{-$moduleName}', () => import('./map/ServiceMapPage'), 'ServiceMapPage'),
] as const;

/**
 * A registered client's ticket: a new one, the ticket `serviceId` names, or
 * a new one for a project. ?outboxEntry= reopens a refused save. The first
 * segment may name a project when no ticket has that id (ids are UUIDs, so
 * they never collide): /create/{projectId} opens a new ticket on it.
 */
export const serviceFormRoute = createRoute({
  getParentRoute: () => serviceRoute,
  path: 'create/{-$serviceId}/{-$projectId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/RegisteredFormPage'), 'RegisteredFormPage'),
});

/** An unregistered client's ticket: new, or the one `serviceId` names. */
export const unregisteredFormRoute = createRoute({
  getParentRoute: () => serviceRoute,
  path: 'not-registered-clients/{-$serviceId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/UnregisteredFormPage'), 'UnregisteredFormPage'),
});

export const serviceRouteTree = serviceRoute.addChildren([...serviceScreens, serviceFormRoute, unregisteredFormRoute]);
