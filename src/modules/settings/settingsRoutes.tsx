import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';

/**
 * /dashboard/settings (issue 16; the spec shows no path): the company's
 * settings, inside the dashboard's shell, for fullPrivileges only. A refused
 * save reopens here (`?outboxEntry=`).
 */
export const settingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'settings',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./SettingsPage'), 'SettingsPage'),
});
