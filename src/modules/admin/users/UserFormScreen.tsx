import { Trans } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { isRowFormData } from '../../../app/writes/rowCommands';
import { UserForm } from './UserForm';
import { draftOfUser, emptyUserDraft, isUserDraft } from './userDraft';
import { USER_LIST_PATH } from './userEndpoint';
import { isCurrentUser } from './userRow';

const route = getRouteApi('/signedIn/admin/create-user/{-$userId}');

/**
 * /admin/create-user/{userId?}: what the form opens with — a refused save as
 * it was typed, the mirrored user to edit, or an empty form. Each is its own
 * form instance (key), so a sync never resets what is being typed.
 */
export function UserFormScreen() {
  const { userId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const db = useLocalDb();
  const refused = useRefusedEntry(outboxEntry);
  const row = useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : null), [db, userId]);

  if (row === undefined || (outboxEntry && refused === undefined)) {
    return <LoadingState />;
  }
  const hasAvatar = typeof row?.avatarFileId === 'string';
  const data = refused?.form?.data;
  if (refused && isRowFormData(data) && isUserDraft(data.draft)) {
    return <UserForm key={refused.id} initial={data.draft} target={{ creating: data.mode === 'create', id: data.id }} hasAvatar={hasAvatar} correcting={refused} />;
  }
  if (!userId) return <UserForm key="new" initial={emptyUserDraft()} target={{ creating: true, id: null }} hasAvatar={false} correcting={null} />;
  if (!row || !isCurrentUser(row)) {
    return (
      <>
        <PageHeader title={<Trans>Ndrysho perdoruesin</Trans>} />
        <EmptyState
          message={<Trans>Ky perdorues nuk u gjet ose eshte fshire.</Trans>}
          action={
            <Link to={USER_LIST_PATH} className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
              <Trans>Te perdoruesit</Trans>
            </Link>
          }
        />
      </>
    );
  }
  return <UserForm key={userId} initial={draftOfUser(row)} target={{ creating: false, id: userId }} hasAvatar={hasAvatar} correcting={null} />;
}
