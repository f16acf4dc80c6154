import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';

/** The department whose board the benchmarks draw: every chain of the large set starts in it. */
export const BOARD_DEPARTMENT = 'Prerje';
/** The scale: a department of 2,000 live products, about ten processes each. */
export const BOARD_PRODUCTS = 2000;

/**
 * The large set puts about 9,000 live products on that department's board
 * (a third of its projects are in production at once); the figures
 * are for 2,000. All but the first 2,000 (by start) are made passive
 * (active 0), which the board leaves out like the office's passive list
 * does — in the table and in the change feed's copy a device pulls. Plain
 * SQL on both databases; run before the server starts.
 */
const narrowSql = (limit: number, feedData: string) => [
  `CREATE TEMP TABLE passive AS
    SELECT id FROM (
      SELECT p.id, row_number() OVER (ORDER BY p.start, p.id) AS n
      FROM products p JOIN companies c ON c.id = p.company_id
      WHERE c.code = 'demo' AND p.active = 1 AND p.done_status = 0 AND p.canceled = 0
        AND EXISTS (SELECT 1 FROM process_statuses s JOIN responsibilities r ON r.id = s.responsibility_id JOIN departments d ON d.id = r.department_id
                    WHERE s.product_id = p.id AND d.name = '${BOARD_DEPARTMENT}')
    ) ranked WHERE n > ${limit}`,
  'UPDATE products SET active = 0 WHERE id IN (SELECT id FROM passive)',
  `UPDATE changes SET data = ${feedData} WHERE entity = 'products' AND entity_id IN (SELECT id FROM passive)`,
];

const departmentSql = `SELECT d.id FROM departments d JOIN companies c ON c.id = d.company_id WHERE c.code = 'demo' AND d.name = '${BOARD_DEPARTMENT}'`;

/** Narrows the board on SQLite (DATA_DIR) or PostgreSQL (url and schema); answers the department's id. */
export async function narrowBoard(target: { dataDir: string } | { url: string; schema: string }, limit = BOARD_PRODUCTS): Promise<string> {
  if ('dataDir' in target) {
    const db = new Database(path.join(target.dataDir, 'zanati.sqlite'));
    try {
      for (const statement of narrowSql(limit, `json_set(data, '$.active', 0)`)) db.exec(statement);
      return (db.prepare(departmentSql).get() as { id: string }).id;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${target.schema}`);
    for (const statement of narrowSql(limit, `jsonb_set(data::jsonb, '{active}', '0')::text`)) await client.query(statement);
    return ((await client.query<{ id: string }>(departmentSql)).rows[0]!).id;
  } finally {
    await client.end();
  }
}
