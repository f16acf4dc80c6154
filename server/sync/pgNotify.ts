import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What server processes sharing one PostgreSQL database tell each other
 * (server/sync/pgListener.ts), each notice's payload one id:
 * - `feed`: a company's change feed moved (its id) — the waiting pokes wake;
 * - `auth`: a user's auth_version rose (their id) — cached sessions are dropped;
 * - `sync` and `ack`: a process asks whether every other has heard all notices
 *   committed so far, and each answers (a random id) — PgListener.barrier.
 */
export type Channel = 'feed' | 'auth' | 'sync' | 'ack';
export const CHANNELS: readonly Channel[] = ['feed', 'auth', 'sync', 'ack'];

/**
 * A channel's name as SQL: one per schema, so test runs and benchmarks that
 * share a database in their own schemas never hear each other (channels are
 * per database). 63 characters is PostgreSQL's longest name: LISTEN cuts a
 * longer one and pg_notify refuses it, so both sides cut it the same.
 */
export const channelSql = (channel: Channel): string => `left('zanati_${channel}_' || current_schema(), 63)`;

/**
 * Notifies the other processes when `db`'s transaction commits, and never if
 * it rolls back: PostgreSQL holds a NOTIFY made in a transaction until its
 * commit, and signals the listeners before the commit is acknowledged. Nothing
 * on SQLite, which has one process.
 */
export async function notifyOnCommit(db: Kysely<Database> | Transaction<Database>, channel: Channel, payload: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_notify(${sql.raw(channelSql(channel))}, ${payload})`.execute(db);
}
