import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';
import { withGroupCommit, type Group } from './groupCommit.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface Connection {
  db: Db;
  kind: DbKind;
  /** Runs `work` as one group of writes, committed once (server/db/groupCommit.ts). */
  runGroup<T>(work: (group: Group) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// NUMERIC and BIGINT arrive as strings from pg; our values fit a double
// (money has 2 decimals, counters and sequences stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; preparing cost more than running a small
 * read (a tenth of a GET clients/{id} profile). Statements are reused per SQL
 * text: better-sqlite3 runs them synchronously, so one is never in use twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function connectSqlite(file: string): Connection {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL with synchronous=FULL: an acknowledged write survives kill -9 and power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Planner statistics: without them SQLite guesses index selectivity and can
  // walk a whole company's rows for a primary-key lookup. Cheap when fresh.
  sqlite.pragma('optimize = 0x10002');
  const { dialect, driver } = withGroupCommit(new SqliteDialect({ database: withStatementCache(sqlite) }));
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return { db, kind: 'sqlite', runGroup: (work) => driver().runGroup(work), close: () => db.destroy() };
}

/** Creates the configured PostgreSQL schema on first start; search_path already points at it. */
export async function ensureSchema(connection: Connection, schema: string | undefined): Promise<void> {
  if (connection.kind !== 'postgres' || !schema) return;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA must be a plain lowercase identifier, got "${schema}"`);
  await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`).execute(connection.db);
}

/**
 * `settings` are run-time parameters every connection starts with (the test
 * suite's `synchronous_commit`); a test run gets its own schema so parallel
 * runs never see each other's rows.
 */
export function connectPostgres(url: string, schema?: string, settings: Readonly<Record<string, string>> = {}): Connection {
  const startup = { ...(schema ? { search_path: schema } : {}), ...settings };
  const options = Object.entries(startup)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 20, ...(options ? { options } : {}) });
  const { dialect, driver } = withGroupCommit(new PostgresDialect({ pool }));
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return { db, kind: 'postgres', runGroup: (work) => driver().runGroup(work), close: () => db.destroy() };
}

export function connect(opts: { databaseUrl?: string | undefined; dataDir: string; pgSchema?: string | undefined }): Connection {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, opts.pgSchema);
  return connectSqlite(path.join(opts.dataDir, 'zanati.sqlite'));
}
