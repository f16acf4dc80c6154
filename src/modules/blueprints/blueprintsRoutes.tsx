import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';

/** /dashboard/blueprints (spec 001 §2 "Blueprints"): the clients, then one client's drawings. */
export const blueprintsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'blueprints',
});

export const blueprintClientsRoute = createRoute({
  getParentRoute: () => blueprintsRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./BlueprintClientsPage'), 'BlueprintClientsPage'),
});

export const blueprintClientRoute = createRoute({
  getParentRoute: () => blueprintsRoute,
  path: 'create/{-$clientId}',
  component: lazyRouteComponent(() => import('./BlueprintClientPage'), 'BlueprintClientPage'),
});

export const blueprintsRouteTree = blueprintsRoute.addChildren([blueprintClientsRoute, blueprintClientRoute]);
