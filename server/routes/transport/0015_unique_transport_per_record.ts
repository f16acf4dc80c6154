import type { MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * A warehouse record is transported once (domain/transport/rules.ts
 * newTargets): two saves racing for one record cannot both land. A transport
 * without a record (null) is not held by it: nulls never collide.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('transports_company_id_warehouse_record_id_uq').on('transports').columns(['company_id', 'warehouse_record_id']).unique().execute();
}
