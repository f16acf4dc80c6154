import { sql } from 'kysely';
import type { MigrationDb } from './tableBuilder.js';

/**
 * The departments whose people may delete blueprints besides full-privilege
 * users (spec 001 §6 names "two specific ids" it does not show): a production
 * setting, a JSON array of department ids, none by default.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('production_settings')
    .addColumn('blueprint_delete_departments', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}
