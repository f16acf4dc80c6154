import { PostgresAdapter, sql } from 'kysely';
import type { Writer } from '../../write/writer.js';

/**
 * Makes the writes that take one key wait for each other until the first
 * has committed, so a rule checked across rows holds for concurrent
 * requests too: no two clients one person (duplicateClientOf), no two
 * projects of a client under one folded name (takenProjectName), a client's
 * module moved only forward. The lock is PostgreSQL's, transaction-scoped;
 * SQLite runs one write transaction at a time already.
 */
export async function serialise(w: Writer, key: string): Promise<void> {
  if (w.tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(w.tx);
  }
}

/** The company's clients, for a check of one against all (a duplicate). */
export const lockClients = (w: Writer): Promise<void> => serialise(w, `clients:${w.companyId}`);

/** One client's projects (their names, the last one kept) and the client itself while they change. */
export const lockClient = (w: Writer, clientId: string): Promise<void> => serialise(w, `client:${clientId}`);

/** The module a client is in, while a push moves it on; measure's saves push under the same key. */
export const lockClientModule = (w: Writer, clientId: string): Promise<void> => serialise(w, `client-module:${clientId}`);
