import { sql } from 'kysely';
import { PostgresAdapter } from 'kysely';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { FULL_PRIVILEGES_ID, removesLastFullAdmin } from '../../../domain/permissions.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/**
 * Refuses a change that would leave the company with no active user holding
 * full privileges: taking the permission from the last holder (themself or
 * another) or deleting them. Counted inside the write's transaction; on
 * PostgreSQL two admins demoting each other at once take turns on a company
 * lock, so the second sees the first's change (SQLite writes one at a time).
 */
export async function assertKeepsFullAdmin(w: Writer, userId: string, keeps: boolean): Promise<void> {
  if (w.tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`full-admins:${w.companyId}`}, 0))`.execute(w.tx);
  }
  const holders = await w.tx
    .selectFrom('userPermissions as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select('u.id')
    .where('p.companyId', '=', w.companyId)
    .where('p.permissionId', '=', FULL_PRIVILEGES_ID)
    .where('u.deletedAt', 'is', null)
    .execute();
  const held = holders.some((h) => h.id === userId);
  if (removesLastFullAdmin({ held, keeps, others: holders.length - (held ? 1 : 0) })) throw refuse(ADMIN_MSG.lastFullAdmin, 'permissionsId');
}
