import { createRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { signedInRoute } from '../../app/routes/signedInRoute';
import { validateOutboxEntrySearch } from '../outbox/outboxDraft';
import { AdminHome } from './AdminHome';
import { AdminLayout } from './AdminLayout';
import { ADMIN_PAGES } from './AdminPages';
import { ADMIN_LIST_KEYS, type AdminListKey } from './lists/adminListKeys';

export const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin',
  component: AdminLayout,
  notFoundComponent: NotFoundPage,
});

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: AdminHome,
});

function isAdminListKey(value: string): value is AdminListKey {
  return (ADMIN_LIST_KEYS as readonly string[]).includes(value);
}

/** /admin/<list> for every list of spec 001 §2 Admin; ?outboxEntry= reopens a refused change. */
export const adminListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$list',
  validateSearch: validateOutboxEntrySearch,
  beforeLoad: ({ params }) => {
    if (!isAdminListKey(params.list)) throw notFound();
  },
  component: AdminListScreen,
});

const route = getRouteApi('/signedIn/admin/$list');

function AdminListScreen() {
  // The route refuses anything but a list key before this renders.
  const list = route.useParams().list as AdminListKey;
  const { outboxEntry } = route.useSearch();
  const Page = ADMIN_PAGES[list];
  // A new list (or another refused entry) is a new page, not the old form with stale fields.
  return <Page key={`${list}/${outboxEntry ?? ''}`} outboxEntryId={outboxEntry} />;
}

export const adminRouteTree = adminRoute.addChildren([adminIndexRoute, adminListRoute]);
