import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { permissionKeyById } from '../../../../domain/permissions.js';
import type { TableColumn } from '../../../ui';
import { PERMISSION_LABELS } from './permissionLabels';
import { userName, type UserRow } from './userRow';

/** Where a user's latest queued change stands, or null when everything about them is on the server. */
export type SyncStateOf = (userId: string) => 'pending' | 'sending' | 'rejected' | null;

const SYNC_WORDS = {
  pending: msg`Ne pritje`,
  sending: msg`Duke u derguar`,
  rejected: msg`E refuzuar nga serveri`,
} as const;

const SYNC_LOOKS = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-brand-100 text-brand-700',
  rejected: 'bg-red-100 text-red-900',
} as const;

function permissionNames(i18n: I18n, row: UserRow): string {
  return row.permissions
    .map((id) => permissionKeyById(id))
    .flatMap((key) => (key ? [i18n._(PERMISSION_LABELS[key])] : []))
    .join(', ');
}

/** The users table: name (with its sync state), username, email and permissions. */
export function userColumns(i18n: I18n, syncStateOf: SyncStateOf): TableColumn<UserRow>[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Emri dhe mbiemri`),
      value: userName,
      cell: (row) => {
        const state = syncStateOf(row.id);
        return (
          <span className="flex flex-wrap items-center gap-2">
            <span>{userName(row)}</span>
            {state && <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${SYNC_LOOKS[state]}`}>{i18n._(SYNC_WORDS[state])}</span>}
          </span>
        );
      },
    },
    { id: 'username', header: i18n._(msg`Emri i perdoruesit`), value: (row) => row.username },
    { id: 'email', header: i18n._(msg`Email`), value: (row) => row.email, hideOnMobile: true },
    { id: 'permissions', header: i18n._(msg`Lejet`), value: (row) => permissionNames(i18n, row), hideOnMobile: true, sortable: false },
  ];
}
