import { sql } from 'kysely';
import { createTenantTable, flag, isPostgres, ref, required, type MigrationDb } from './tableBuilder.js';

/** Tenants, users and what every write leans on: auth, audit, change feed, idempotency. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_counters')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_counters_pk', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();

  await createTenantTable(
    db,
    'users',
    {
      username: required('text'),
      firstname: required('text'),
      lastname: required('text'),
      email: required('text'),
      password_hash: required('text'),
      avatar_file_id: 'id',
      deleted_at: 'time',
    },
    { unique: [['company_id', 'username']] },
  );
  await createTenantTable(
    db,
    'user_permissions',
    { user_id: ref('users'), permission_id: { kind: 'int', notNull: true, references: 'permissions.id' } },
    { unique: [['user_id', 'permission_id']] },
  );

  await createTenantTable(
    db,
    'auth_tokens',
    { user_id: ref('users'), token_hash: required('text'), remember: flag(0), expires_at: required('time'), revoked_at: 'time' },
    { unique: [['token_hash']] },
  );
  await createTenantTable(
    db,
    'reset_tokens',
    { user_id: ref('users'), token_hash: required('text'), expires_at: required('time'), used_at: 'time' },
    { unique: [['token_hash']] },
  );
  await db.schema
    .createTable('login_failures')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['company_id', 'username', 'ip'])
    .execute();

  await createTenantTable(
    db,
    'audit_log',
    {
      user_id: ref('users', 'set null'),
      auditable_type: required('text'),
      auditable_id: required('text'),
      event: required('text'),
      old_values: 'json',
      new_values: 'json',
    },
    { indexes: [['company_id', 'created_at']] },
  );

  // The change feed keeps the latest change of each row: a row written ten times
  // appears once, at the position of its last write, so a first pull reads each
  // row once. seq is the commit order within a company (see server/write/changes.ts).
  await db.schema
    .createTable('changes')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addPrimaryKeyConstraint('changes_pk', ['company_id', 'entity', 'entity_id'])
    .execute();
  await db.schema.createIndex('changes_company_seq_idx').on('changes').columns(['company_id', 'seq']).unique().execute();
  if (isPostgres(db)) await sql`CREATE SEQUENCE change_seq`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_country_idx').on('cities').column('country_id').execute();
}
