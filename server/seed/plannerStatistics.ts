import { sql } from 'kysely';
import type { Db, DbKind } from '../db/connect.js';

/**
 * ANALYZE after a bulk load. Without statistics both databases answer
 * `company_id = ? AND id IN (…)` — how the change feed loads rows — by walking
 * the company index, i.e. every row of the company per batch: publishing the
 * large set took ~50 s instead of ~18 s, and every later write of the server
 * pays the same. On PostgreSQL only this schema's tables are analyzed, never
 * other tenants' schemas in the same database.
 */
export async function refreshPlannerStatistics(db: Db, kind: DbKind): Promise<void> {
  if (kind === 'sqlite') {
    await sql`ANALYZE`.execute(db);
    return;
  }
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  if (tables.rows.length === 0) return;
  await sql`ANALYZE ${sql.join(tables.rows.map((t) => sql.table(t.name)))}`.execute(db);
}
