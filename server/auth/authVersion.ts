import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { notifyOnCommit } from '../sync/pgNotify.js';

/**
 * Marks a user's cached sessions stale on every server process: called in the
 * transaction of any change to the user's rights, password, deletion or
 * sessions (server/auth/sessions.ts compares it on each request). On
 * PostgreSQL the other processes are notified with the commit, so they drop
 * the sessions at once rather than at their next recheck.
 */
export async function raiseAuthVersion(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ authVersion: eb('authVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await notifyOnCommit(db, 'auth', userId);
}
