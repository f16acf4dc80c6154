import { createRoute } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { OutboxPage } from './OutboxPage';

/** The pending-changes screen; the sync badge in the header opens it. */
export const outboxRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'outbox',
  component: OutboxPage,
});
