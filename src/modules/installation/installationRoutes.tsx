import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { InstallationArea } from './InstallationArea';

/**
 * /dashboard/installation (spec 001 §2 "Installation"). The area's layout
 * gates it by the installation module and keeps an installer's documents on
 * the device (InstallationArea); each screen is a lazy chunk.
 */
export const installationRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'installation',
  component: InstallationArea,
});

/** /dashboard/installation alone (where an installer lands after sign-in): the records. */
export const installationIndexRoute = createRoute({
  getParentRoute: () => installationRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/installation/records/{-$query}', params: { query: undefined }, replace: true });
  },
});

/** The records; `query` is the menu's filter: a status (1, 2, 3) or withoutInstallation=1 (installationQuery.ts). */
export const installationListRoute = createRoute({
  getParentRoute: () => installationRoute,
  path: 'records/{-$query}',
  component: lazyRouteComponent(() => import('./InstallationListPage'), 'InstallationListPage'),
});

/** The form (the installation-form helper's): a transport's id, or an installation's own when it has no transport; a refused entry reopens with ?outboxEntry=. */
export const installationFormRoute = createRoute({
  getParentRoute: () => installationRoute,
  path: 'create/{-$transportId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/InstallationFormPage'), 'InstallationFormPage'),
});

export const installationMapRoute = createRoute({
  getParentRoute: () => installationRoute,
  path: 'map/records',
  component: lazyRouteComponent(() => import('./map/InstallationMapPage'), 'InstallationMapPage'),
});

export const installationRouteTree = installationRoute.addChildren([installationIndexRoute, installationListRoute, installationFormRoute, installationMapRoute]);
