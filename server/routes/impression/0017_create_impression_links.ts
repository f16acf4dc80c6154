import { createTenantTable, ref, required, type MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * The client's rating links (issue 13, domain/impression/link.ts): one row
 * per issued link, the token's SHA-256 only (unique: the lookup a public
 * call makes), its end, and when it was revoked. Revoked, never deleted; a
 * project's links go with it. Not an entity: never in the feed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTenantTable(
    db,
    'impression_links',
    {
      project_id: ref('projects'),
      client_id: ref('clients'),
      token_hash: required('text'),
      expires_at: required('time'),
      revoked_at: 'time',
      created_by: ref('users', 'set null'),
    },
    { unique: [['token_hash']], indexes: [['project_id']] },
  );
}
