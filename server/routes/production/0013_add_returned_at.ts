import type { MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * When a completed process or material was last sent back to production
 * (spec 001 §2 "Returned processes": a merged list of returned materials and
 * returned responsibilities). Null for one never returned.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['process_statuses', 'material_statuses']) {
    await db.schema.alterTable(table).addColumn('returned_at', 'text').execute();
    await db.schema.createIndex(`${table}_returned_at`).on(table).columns(['company_id', 'returned_at']).execute();
  }
}
