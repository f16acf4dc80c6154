import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { appendChanges } from '../../write/changes.js';
import { deriveCompanyWorkStatuses } from '../../write/workStatuses.js';
import { isPostgres, type MigrationDb } from './tableBuilder.js';

/**
 * Agreement and product statuses were written by hand before the work rule
 * (domain/journey/workStatus.ts): an agreement stayed 1 whatever its products
 * did. Derives every company's once from the facts, and publishes the rows it
 * moves to the change feed, so devices receive them with their next pull.
 * Unlike the frozen copies of 0004–0008 this reads the live rule: deriving
 * again with a later rule only gives the statuses that rule would write anyway.
 */
export async function up(db: MigrationDb): Promise<void> {
  const typed = db as Kysely<Database>;
  const deriveAll = async (tx: Transaction<Database>) => {
    const kind = isPostgres(db) ? 'postgres' : 'sqlite';
    for (const { id } of await tx.selectFrom('companies').select('id').execute()) await appendChanges(tx, kind, id, await deriveCompanyWorkStatuses(tx, id));
  };
  // On PostgreSQL the run is one transaction already; Kysely runs SQLite migrations outside one: the statuses and their feed rows commit together.
  await (isPostgres(db) ? deriveAll(typed as Transaction<Database>) : typed.transaction().execute(deriveAll));
}
