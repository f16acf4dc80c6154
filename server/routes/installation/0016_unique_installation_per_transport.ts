import type { MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * One installation per transport (spec 001 §4 "create when no installation
 * exists for the transport, otherwise edit"): two devices saving the first
 * installation of one transport at once cannot both land. Partial: an
 * installation whose transport was deleted (transport_id cleared) is held by
 * nothing. Partial indexes work alike on SQLite and PostgreSQL.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('installations_company_id_transport_id_uq')
    .on('installations')
    .columns(['company_id', 'transport_id'])
    .unique()
    .where('transport_id', 'is not', null)
    .execute();
}
