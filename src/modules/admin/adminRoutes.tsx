import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { signedInRoute } from '../../app/routes/signedInRoute';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';

// The admin screens load on first use: field devices that never open them do
// not parse them at start. The service worker precaches the chunks, so they open offline too.
export const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('./AdminLayout'), 'AdminLayout'),
  notFoundComponent: NotFoundPage,
});

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./AdminHome'), 'AdminHome'),
});

// The users' screens and the audit log have fixed paths, which TanStack Router
// ranks above the `$list` placeholder: /admin/all-users never reaches the list page.

export const allUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'all-users',
  component: lazyRouteComponent(() => import('./users/AllUsersPage'), 'AllUsersPage'),
});

/** /admin/create-user/{userId?}: a new user, or the user to edit; ?outboxEntry= reopens a refused save. */
export const userFormRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'create-user/{-$userId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./users/UserFormScreen'), 'UserFormScreen'),
});

export const auditLogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'audit-log',
  component: lazyRouteComponent(() => import('./users/AuditLogPage'), 'AuditLogPage'),
});

/** /admin/<list> for every list of spec 001 §2 Admin; ?outboxEntry= reopens a refused change. */
export const adminListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$list',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./AdminListScreen'), 'AdminListScreen'),
});

export const adminRouteTree = adminRoute.addChildren([adminIndexRoute, allUsersRoute, userFormRoute, auditLogRoute, adminListRoute]);
