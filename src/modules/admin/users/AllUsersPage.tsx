import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { enqueue, useLocalDb, useOutboxEntries, type Row } from '../../../local';
import { PageHeader, Table, useToast } from '../../../ui';
import { deleteCommand } from '../../../app/writes/rowCommands';
import { userColumns, type SyncStateOf } from './userColumns';
import { USER_ROWS, userFormPath } from './userEndpoint';
import { isCurrentUser, userName } from './userRow';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/**
 * /admin/all-users: the company's users from the mirror, so the list opens
 * offline and shows a user created offline at once, marked as waiting to be
 * sent. Edit opens the form; delete asks first, then goes through the outbox.
 */
export function AllUsersPage() {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const rows = useLiveQuery(async () => (await db.users.toArray()).filter(isCurrentUser), [db]);
  const entries = useOutboxEntries();

  // The newest entry about a user says where it stands: waiting, being sent, or refused.
  const syncStateOf = useMemo((): SyncStateOf => {
    const states = new Map<string, 'pending' | 'sending' | 'rejected'>();
    for (const entry of entries ?? []) if (entry.entity === 'users') states.set(entry.entityId, entry.state);
    return (id) => states.get(id) ?? null;
  }, [entries]);
  const columns = useMemo(() => userColumns(i18n, syncStateOf), [i18n, syncStateOf]);

  async function remove(row: Row) {
    // The server refuses it too; said here at once, also offline.
    if (row.id === session.userId) {
      toast.error(translateServerMessage(i18n, ADMIN_MSG.cannotDeleteSelf));
      return;
    }
    try {
      await enqueue(db, deleteCommand(USER_ROWS, row.id, userName(row)));
      announceQueuedSave(translateServerMessage(i18n, ADMIN_MSG.userDeleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.generic));
    }
  }

  return (
    <>
      <PageHeader
        title={<Trans>Perdoruesit</Trans>}
        actions={
          <Link to="/admin/create-user/{-$userId}" params={{ userId: undefined }} className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
            <Trans>Krijo perdorues</Trans>
          </Link>
        }
      />
      <Table
        caption={t`Perdoruesit`}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        rowLabel={userName}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        onEdit={(row) => void navigate({ to: userFormPath(row.id) })}
        onDelete={(row) => void remove(row)}
      />
    </>
  );
}
