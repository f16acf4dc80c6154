import { getRouteApi } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { ADMIN_PAGES } from './AdminPages';
import { isAdminListKey } from './lists/adminListKeys';

const route = getRouteApi('/signedIn/admin/$list');

/** The page of /admin/$list; /admin/<not a list> is not found, here inside the admin shell. */
export function AdminListScreen() {
  const { list } = route.useParams();
  const { outboxEntry } = route.useSearch();
  if (!isAdminListKey(list)) return <NotFoundPage />;
  const Page = ADMIN_PAGES[list];
  // Another list (or another refused entry) is a new page, not the old form with stale fields.
  return <Page key={`${list}/${outboxEntry ?? ''}`} outboxEntryId={outboxEntry} />;
}
