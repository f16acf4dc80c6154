import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/permissions.js';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { currentSession } from '../../app/session/sessionStore';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';

/**
 * /dashboard/production: the production table for full-privilege users;
 * everyone else goes to the status board (spec 001 §2).
 */
export const productionRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'production',
});

/** A full-privilege screen: everyone else goes to the status board (spec 001 §2). */
const fullPrivilegesOnly = () => {
  const session = currentSession();
  if (!session || !isAdmin(session.permissions)) throw redirect({ to: '/dashboard/production/create/{-$clientId}', replace: true });
};

export const productionIndexRoute = createRoute({
  getParentRoute: () => productionRoute,
  path: '/',
  beforeLoad: fullPrivilegesOnly,
  component: lazyRouteComponent(() => import('./planning/ProductionTablePage'), 'ProductionTablePage'),
});

/** The status board; a client id narrows it to that client's products; ?outboxEntry= reopens a refused status change in its modal. */
export const statusBoardRoute = createRoute({
  getParentRoute: () => productionRoute,
  path: 'create/{-$clientId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./StatusBoardPage'), 'StatusBoardPage'),
});

/** The board of the products done, by client like the board. */
export const productionArchiveRoute = createRoute({
  getParentRoute: () => productionRoute,
  path: 'production-archive/{-$clientId}',
  component: lazyRouteComponent(() => import('./ProductionArchivePage'), 'ProductionArchivePage'),
});

/** The planning screens (issue 11), each a lazy chunk of its own. */
const planningRoute = <P extends string>(path: P, load: () => Promise<Record<string, () => React.JSX.Element>>, name: string) =>
  createRoute({ getParentRoute: () => productionRoute, path, component: lazyRouteComponent(load, name) });

export const planningRoutes = [
  planningRoute('calendar', () => import('./planning/CalendarPage'), 'CalendarPage'),
  planningRoute('archived-products', () => import('./planning/ArchivedProductsPage'), 'ArchivedProductsPage'),
  planningRoute('archived-responsibilities', () => import('./planning/ArchivedProcessesPage'), 'ArchivedProcessesPage'),
  planningRoute('passive-products', () => import('./planning/PassiveProductsPage'), 'PassiveProductsPage'),
  planningRoute('returned-processes', () => import('./planning/ReturnedProcessesPage'), 'ReturnedProcessesPage'),
  planningRoute('production-rapport', () => import('./rapport/ProductionRapportPage'), 'ProductionRapportPage'),
  planningRoute('userAssignment', () => import('./assignment/UserAssignmentPage'), 'UserAssignmentPage'),
] as const;

/** Products in production with prices: prices are full privileges' (spec 001 §6). */
export const productPricesRoute = createRoute({
  getParentRoute: () => productionRoute,
  path: 'products',
  beforeLoad: fullPrivilegesOnly,
  component: lazyRouteComponent(() => import('./prices/ProductPricesPage'), 'ProductPricesPage'),
});

export const productionRouteTree = productionRoute.addChildren([productionIndexRoute, statusBoardRoute, productionArchiveRoute, productPricesRoute, ...planningRoutes]);
