import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { ServerModule } from '../moduleKit.js';
import { SERVER_MODULES } from '../modules.js';
import type { Db } from './connect.js';
import * as m0001 from './migrations/0001_create_platform_tables.js';
import * as m0002 from './migrations/0002_create_master_data_tables.js';
import * as m0003 from './migrations/0003_create_pipeline_tables.js';
import * as m0004 from './migrations/0004_insert_reference_data.js';
import * as m0005 from './migrations/0005_add_folded_unique_keys.js';
import * as m0006 from './migrations/0006_add_feed_readers_of.js';
import * as m0007 from './migrations/0007_add_user_auth_version.js';
import * as m0008 from './migrations/0008_refold_unique_keys.js';
import * as m0009 from './migrations/0009_create_reset_mails.js';
import * as m0010 from './migrations/0010_index_board_reads.js';
import * as m0011 from './migrations/0011_add_blueprint_delete_departments.js';
import * as m0022 from './migrations/0022_derive_work_statuses.js';
import * as m0023 from './migrations/0023_fold_usernames_alike.js';

/** The platform's own migrations; an applied one is never edited. */
const PLATFORM_MIGRATIONS = {
  '0001_create_platform_tables': m0001,
  '0002_create_master_data_tables': m0002,
  '0003_create_pipeline_tables': m0003,
  '0004_insert_reference_data': m0004,
  '0005_add_folded_unique_keys': m0005,
  '0006_add_feed_readers_of': m0006,
  '0007_add_user_auth_version': m0007,
  '0008_refold_unique_keys': m0008,
  '0009_create_reset_mails': m0009,
  '0010_index_board_reads': m0010,
  '0011_add_blueprint_delete_departments': m0011,
  '0022_derive_work_statuses': m0022,
  '0023_fold_usernames_alike': m0023,
} satisfies Record<string, Migration>;

/**
 * Every migration, in the order of their names: the platform's and each
 * module's (its descriptor's `migrations`, in its own folder). Numbers are one
 * sequence across all of them: a new migration takes the next free number,
 * wherever it lives, so the order never depends on where a file sits.
 */
export const MIGRATIONS: Record<string, Migration> = joinMigrations([PLATFORM_MIGRATIONS, ...(SERVER_MODULES as readonly ServerModule[]).map((m) => m.migrations ?? {})]);

function joinMigrations(sets: readonly Record<string, Migration>[]): Record<string, Migration> {
  const all = new Map<string, Migration>();
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (all.has(name)) throw new Error(`migration ${name} is declared twice`);
      all.set(name, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export class MigrationMismatchError extends Error {}

/**
 * Refuses a database whose applied migrations are not a prefix of ours: it was
 * written by another version of Zanati, and running on it would corrupt it.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/**
 * Applies ours up to and including `name`: a database as an older version
 * left it, for tests of what a later migration does to existing rows.
 */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  // Kysely's own table; absent on a fresh database. In the order they ran (ties,
  // within one millisecond, in name order as Kysely applies them): a database
  // that ran ours in another order is not on our path either.
  const applied = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('timestamp' as never)
    .orderBy('name' as never)
    .execute()
    .then((rows) => rows.map((r) => (r as { name: string }).name))
    .catch(() => [] as string[]);
  const known = Object.keys(MIGRATIONS);
  applied.forEach((name, i) => {
    if (known[i] !== name) {
      throw new MigrationMismatchError(
        `Database migrations are not a prefix of this version's: applied #${i + 1} is "${name}", expected "${known[i] ?? '(none)'}". Refusing to start.`,
      );
    }
  });
  // Kysely looks for its bookkeeping tables in every schema unless told which
  // one: on PostgreSQL, another schema's kysely_migration (a parallel test run,
  // another app in the same database) would pass for ours and the run would
  // fail or skip. Ours live in the schema the connection works in.
  const schema = await currentPostgresSchema(db);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await run(migrator);
    if (error && attempt < SCHEMA_RACE_ATTEMPTS && isSchemaGone(error)) continue;
    if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}

/**
 * Kysely's introspection reads the schemas, tables and columns of the whole
 * database; one dropped or changed meanwhile by someone else (a parallel test
 * file, another app) fails that read with invalid_schema_name, undefined_table
 * or undefined_column though ours is whole. Nothing was applied then (on
 * PostgreSQL a run is one transaction): run again. A migration that names a
 * missing column itself still fails, after the last attempt.
 */
const SCHEMA_RACE_ATTEMPTS = 5;
const SCHEMA_RACE_CODES: readonly unknown[] = ['3F000', '42P01', '42703'];

function isSchemaGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && SCHEMA_RACE_CODES.includes((error as { code?: unknown }).code);
}

async function currentPostgresSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema;
}
