import { getRouteApi } from '@tanstack/react-router';
import { ADMIN_PAGES } from './AdminPages';
import type { AdminListKey } from './lists/adminListKeys';

const route = getRouteApi('/signedIn/admin/$list');

/** The page of /admin/$list; the route has refused anything but a list key before this renders. */
export function AdminListScreen() {
  const list = route.useParams().list as AdminListKey;
  const { outboxEntry } = route.useSearch();
  const Page = ADMIN_PAGES[list];
  // Another list (or another refused entry) is a new page, not the old form with stale fields.
  return <Page key={`${list}/${outboxEntry ?? ''}`} outboxEntryId={outboxEntry} />;
}
