import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';

/** The pending-changes screen; the sync badge in the header opens it. */
export const outboxRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'outbox',
  // Loaded on first visit (precached by the service worker, so also offline).
  component: lazyRouteComponent(() => import('./OutboxPage'), 'OutboxPage'),
});
