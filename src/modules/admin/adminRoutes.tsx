import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { signedInRoute } from '../../app/routes/signedInRoute';
import { validateOutboxEntrySearch } from '../outbox/outboxDraft';

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

/** /admin/<list> for every list of spec 001 §2 Admin; ?outboxEntry= reopens a refused change. */
export const adminListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$list',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./AdminListScreen'), 'AdminListScreen'),
});

export const adminRouteTree = adminRoute.addChildren([adminIndexRoute, adminListRoute]);
