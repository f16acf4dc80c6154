import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { TransportArea } from './TransportArea';

/**
 * /dashboard/transport (spec 001 §2 "Transport"). The area's layout gates it
 * by the transport module and keeps a driver's documents on the device
 * (TransportArea); each screen is a lazy chunk.
 */
export const transportRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'transport',
  component: TransportArea,
});

/** ?record=<warehouse record id>: the form opens with that record chosen (the table's action on a record with no transport yet). */
export type TransportFormSearch = { record?: string };

export function validateTransportFormSearch(search: Record<string, unknown>): TransportFormSearch {
  const record = search.record;
  return typeof record === 'string' && record !== '' ? { record } : {};
}

/**
 * The form. `transportCode` is a transport code, or — for a transport made
 * on this device that has no code until it syncs (decisions, issue 12) — the
 * transport's id: the table links a pending transport by its id.
 */
export const transportFormRoute = createRoute({
  getParentRoute: () => transportRoute,
  path: 'create/record/{-$transportCode}',
  validateSearch: validateTransportFormSearch,
  component: lazyRouteComponent(() => import('./form/TransportFormPage'), 'TransportFormPage'),
});

export const transportMapRoute = createRoute({
  getParentRoute: () => transportRoute,
  path: 'records/map',
  component: lazyRouteComponent(() => import('./map/TransportMapPage'), 'TransportMapPage'),
});

/** The table; `query` is the menu's filter: a status (1 on hold, 2 started, 3 complete) or withoutTransport=0|1 (transportQuery.ts). */
export const transportListRoute = createRoute({
  getParentRoute: () => transportRoute,
  path: '{-$query}',
  component: lazyRouteComponent(() => import('./TransportListPage'), 'TransportListPage'),
});

export const transportRouteTree = transportRoute.addChildren([transportFormRoute, transportMapRoute, transportListRoute]);
