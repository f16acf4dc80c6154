import { createTenantTable, ref, type ColumnSpec, type MigrationDb } from '../../db/migrations/tableBuilder.js';

const blank: ColumnSpec = { kind: 'text', notNull: true, default: '' };

/**
 * The company's settings (issue 16): one row per company (unique
 * company_id), what the printed documents' header shows, the offer's
 * standard texts as a JSON list ('[]': the spec's words) and the tile
 * server ('' : the build's). The logo is a file the row points at.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTenantTable(
    db,
    'company_settings',
    {
      company_name: blank,
      address: blank,
      phone: blank,
      email: blank,
      tax_number: blank,
      business_number: blank,
      bank_name: blank,
      bank_account: blank,
      logo_file_id: ref('files', 'set null'),
      offer_texts: { kind: 'json', notNull: true, default: '[]' },
      tile_url: blank,
    },
    { unique: [['company_id']] },
  );
}
