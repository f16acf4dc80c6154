import { createTenantTable, ref, required, type MigrationDb } from '../../db/migrations/tableBuilder.js';

/**
 * Kiosks, the workers' turns at them, users' PINs (issue 10), and the kiosk
 * and turn an audited change was made in. Kiosks are revoked, never deleted;
 * a PIN row goes with its user.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTenantTable(
    db,
    'kiosks',
    {
      name: required('text'),
      department_ids: { kind: 'json', notNull: true, default: '[]' },
      idle_minutes: required('int'),
      secret_hash: required('text'),
      created_by: ref('users', 'set null'),
      last_seen_at: 'time',
      pending_count: { kind: 'int', notNull: true, default: 0 },
      revoked_at: 'time',
    },
    { unique: [['secret_hash']] },
  );
  await createTenantTable(
    db,
    'kiosk_switches',
    { kiosk_id: ref('kiosks'), user_id: ref('users'), checked_by: required('text'), switched_at: required('time'), ended_at: 'time' },
    { indexes: [['kiosk_id', 'switched_at']] },
  );
  await createTenantTable(
    db,
    'user_pins',
    {
      user_id: ref('users'),
      pin_hash: required('text'),
      salt: required('text'),
      verifier: required('text'),
      failures: { kind: 'int', notNull: true, default: 0 },
      locked_until: 'time',
    },
    { unique: [['user_id']] },
  );
  await db.schema.alterTable('audit_log').addColumn('kiosk_id', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('kiosk_switch_id', 'text').execute();
}
