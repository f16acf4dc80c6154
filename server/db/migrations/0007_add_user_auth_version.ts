import type { MigrationDb } from './tableBuilder.js';

/**
 * A number every change to a user's rights or sessions raises, in the same
 * transaction: a server process holding the user's session in its cache sees
 * the change on the next request, whichever process made it
 * (server/auth/sessions.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('auth_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
