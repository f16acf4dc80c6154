import { createTenantTable, ref, required, type MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * What the server needs to trust a turn a kiosk checked itself (issue 35): the
 * stretches it was in contact with each kiosk (the current one on the kiosk's
 * row, finished ones in their own table), and which argon2id cost a PIN's
 * verifier was made with, so a stronger one replaces it at the next PIN the
 * server checks. Verifiers made before are of cost 1.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('kiosks').addColumn('contact_since', 'text').execute();
  await createTenantTable(db, 'kiosk_contacts', { kiosk_id: ref('kiosks'), from_at: required('time'), to_at: required('time') }, { indexes: [['kiosk_id', 'to_at']] });
  await db.schema.alterTable('user_pins').addColumn('verifier_cost', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
