import type { RowOf } from '../../../../domain/entities.js';
import { textOf } from '../../../../domain/kit/rows.js';

/** A mirrored user as the feed sends it (domain/admin/rows.ts): a deleted user stays, with `deletedAt` set. */
export type UserRow = RowOf<'users'>;

/** Deleted users stay in the mirror (their username stays taken), but no list shows them. */
export const isCurrentUser = (row: Pick<UserRow, 'deletedAt'>): boolean => row.deletedAt === null;

/** What labels, the table and the delete question call a user. */
export function userName(row: Readonly<Record<string, unknown>>): string {
  const name = `${textOf(row, 'firstname')} ${textOf(row, 'lastname')}`.trim();
  return name || textOf(row, 'username');
}
