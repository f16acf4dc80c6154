import { sql } from 'kysely';
import type { MigrationDb } from './tableBuilder.js';

/**
 * A change of a row read by its owner's readers (a file) keeps the owner's
 * entity, so the feed can drop the change for users who do not read the owner
 * without parsing its data (server/entities/feedVisibility.ts). Existing file
 * changes take it from their file; the change of a file already removed keeps
 * none (its delete then goes to every reader of files: it names only an id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('changes').addColumn('readers_of', 'text').execute();
  await sql`UPDATE changes SET readers_of = (SELECT f.owner_type FROM files f WHERE f.id = changes.entity_id) WHERE entity = 'files'`.execute(db);
}
