import Database from 'better-sqlite3';
import path from 'node:path';

/** The scale for the transport list and map: 2,000 warehouse records. */
export const TRANSPORT_RECORDS = 2000;

/**
 * The large set holds about 4,000 warehouse records; the figures are
 * for 2,000. All but the newest 2,000 of the demo company are deleted with
 * their lines, users and transports — from the tables and from the change
 * feed a device pulls. SQLite (DATA_DIR), run before the server starts.
 */
export function narrowTransports(dataDir: string, keep = TRANSPORT_RECORDS): number {
  const db = new Database(path.join(dataDir, 'zanati.sqlite'));
  try {
    db.pragma('foreign_keys = ON');
    db.exec(`CREATE TEMP TABLE dropped AS
      SELECT id FROM (
        SELECT r.id, row_number() OVER (ORDER BY r.created_at DESC, r.id) AS n
        FROM warehouse_records r JOIN companies c ON c.id = r.company_id WHERE c.code = 'demo'
      ) ranked WHERE n > ${keep}`);
    db.exec('CREATE TEMP TABLE dropped_transports AS SELECT id FROM transports WHERE warehouse_record_id IN (SELECT id FROM dropped)');
    db.exec("DELETE FROM changes WHERE entity = 'transports' AND entity_id IN (SELECT id FROM dropped_transports)");
    db.exec("DELETE FROM changes WHERE entity = 'warehouseRecords' AND entity_id IN (SELECT id FROM dropped)");
    db.exec('UPDATE installations SET transport_id = NULL WHERE transport_id IN (SELECT id FROM dropped_transports)');
    db.exec('DELETE FROM transports WHERE id IN (SELECT id FROM dropped_transports)');
    db.exec('DELETE FROM warehouse_records WHERE id IN (SELECT id FROM dropped)');
    return (db.prepare("SELECT count(*) AS n FROM warehouse_records r JOIN companies c ON c.id = r.company_id WHERE c.code = 'demo'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
