import type { MigrationDb } from './tableBuilder.js';

/**
 * The reset mails sent in the last hour, by user and by client address: the
 * count that limits them (server/auth/resetMailQueue.ts). In the database, so
 * every server process sharing it shares the limit. No foreign keys: a
 * throttle ledger whose rows are gone within the hour, like login_failures.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('reset_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_mails_user_id_created_at').on('reset_mails').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('reset_mails_ip_created_at').on('reset_mails').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('reset_mails_created_at').on('reset_mails').column('created_at').execute();
}
