import type { MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * A record's lines are read by record (the feed's loader, a project's
 * cards) and a product's deposits by product (what is left of it, the stock
 * condition); warehouse_record_products had neither index.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('warehouse_record_products_record_idx').on('warehouse_record_products').columns(['warehouse_record_id']).execute();
  await db.schema.createIndex('warehouse_record_products_product_idx').on('warehouse_record_products').columns(['product_id']).execute();
}
