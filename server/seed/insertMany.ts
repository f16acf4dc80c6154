import type { Db } from '../db/connect.js';
import { withFoldedKey } from '../db/foldedTexts.js';
import type { NewRow, TableName } from '../db/schema.js';

/**
 * Bulk insert in chunks that stay under SQLite's bound-parameter limit.
 * Seeding only: these rows bypass the Writer, so they get their folded keys
 * here, the same way the Writer adds them, and the caller publishes the feed
 * afterwards (rebuildFeed).
 */
export async function insertMany<T extends TableName>(db: Db, table: T, rows: NewRow<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const stored = rows.map((row) => withFoldedKey(table, row));
  const columns = Object.keys(stored[0] as object).length;
  const chunk = Math.max(1, Math.floor(30000 / columns));
  for (let i = 0; i < stored.length; i += chunk) {
    await db.insertInto(table).values(stored.slice(i, i + chunk)).execute();
  }
}
