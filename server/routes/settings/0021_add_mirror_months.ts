import { sql } from 'kysely';
import type { MigrationDb } from '../../db/migrations/tableBuilder.js';

/** How many months of finished work the company's devices keep (issue 17, domain/mirror/window.ts); 12 until an admin says otherwise. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('company_settings')
    .addColumn('mirror_months', 'integer', (c) => c.notNull().defaultTo(sql`12`))
    .execute();
}
