import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Connection } from '../../server/db/connect.js';
import { newId } from '../../domain/ids.js';
import { MIGRATIONS, MigrationMismatchError, migrateToLatest, migrateUpTo } from '../../server/db/migrate.js';
import { isUniqueViolation } from '../../server/db/constraintErrors.js';
import pg from 'pg';
import { openTestDatabase, PG_URL } from '../fixtures/testServer.js';
import { serverEnv, spawnServer } from '../fixtures/serverProcess.js';

const OURS = Object.keys(MIGRATIONS);

interface AppliedRow {
  name: string;
  timestamp: string;
}

// Kysely's own bookkeeping table, outside our typed schema.
async function applied(connection: Connection): Promise<AppliedRow[]> {
  const { rows } = await sql<AppliedRow>`SELECT name, "timestamp" FROM kysely_migration ORDER BY "timestamp", name`.execute(connection.db);
  return rows;
}

async function recordApplied(connection: Connection, name: string, timestamp: string): Promise<void> {
  await sql`INSERT INTO kysely_migration (name, "timestamp") VALUES (${name}, ${timestamp})`.execute(connection.db);
}

const opened: Awaited<ReturnType<typeof openTestDatabase>>[] = [];
async function freshDatabase() {
  const db = await openTestDatabase();
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    await db.connection.close().catch(() => undefined);
    await db.drop();
  }
});

/** A database migrated by this version, then altered as another version would have left it. */
async function migratedThen(alter: (c: Connection, rows: AppliedRow[]) => Promise<void>) {
  const db = await freshDatabase();
  await migrateToLatest(db.connection.db);
  await alter(db.connection, await applied(db.connection));
  return db;
}

describe('migrations', () => {
  it('are listed in name order, the order the migrator applies them', () => {
    expect(OURS).toEqual([...OURS].sort());
    for (const name of OURS) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('a fresh database migrates to the latest, recording every migration in order', async () => {
    const { connection } = await freshDatabase();
    expect(await migrateToLatest(connection.db)).toEqual(OURS);
    expect((await applied(connection)).map((r) => r.name)).toEqual(OURS);
    // The schema is usable: the platform tables exist and reference data is in.
    const permissions = await connection.db.selectFrom('permissions').select('id').execute();
    expect(permissions.length).toBeGreaterThan(0);
    expect(await connection.db.selectFrom('changes').selectAll().execute()).toEqual([]);
  });

  it("a fresh database migrates while another schema on the same server holds Kysely's migration tables", async () => {
    // Parallel test files (a schema each), or another app in the same database:
    // their bookkeeping tables must not be mistaken for ours.
    const { connection, dataDir } = await freshDatabase();
    const other = `other_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const create = `CREATE TABLE ${'%s'}.kysely_migration (name varchar(255) PRIMARY KEY, "timestamp" varchar(255) NOT NULL);
      CREATE TABLE ${'%s'}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0)`;
    let cleanup = async () => {};
    if (connection.kind === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${other}; ${create.replaceAll('%s', other)}`);
      await admin.end();
      cleanup = async () => {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`DROP SCHEMA ${other} CASCADE`);
        await c.end();
      };
    } else {
      await sql.raw(`ATTACH DATABASE '${dataDir}/other.sqlite' AS ${other}`).execute(connection.db);
      for (const statement of create.replaceAll('%s', other).split(';')) await sql.raw(statement).execute(connection.db);
    }
    try {
      expect(await migrateToLatest(connection.db)).toEqual(OURS);
      expect((await applied(connection)).map((r) => r.name)).toEqual(OURS);
    } finally {
      await cleanup();
    }
  });

  it('a second run is a no-op', async () => {
    const { connection } = await freshDatabase();
    await migrateToLatest(connection.db);
    const before = await applied(connection);
    expect(await migrateToLatest(connection.db)).toEqual([]);
    expect(await applied(connection)).toEqual(before);
  });

  it('a database with an unknown migration applied after ours is refused with MigrationMismatchError', async () => {
    const { connection } = await migratedThen((c) => recordApplied(c, '0999_from_a_newer_version', new Date(Date.now() + 1000).toISOString()));
    await expect(migrateToLatest(connection.db)).rejects.toThrow(MigrationMismatchError);
  });

  it('a database with an unknown migration among ours is refused with MigrationMismatchError', async () => {
    const { connection } = await migratedThen((c, rows) => recordApplied(c, '0001a_from_another_branch', rows[0]!.timestamp));
    await expect(migrateToLatest(connection.db)).rejects.toThrow(MigrationMismatchError);
  });

  it('a database missing one of our earlier migrations is refused with MigrationMismatchError', async () => {
    const { connection } = await migratedThen(async (c) => {
      await sql`DELETE FROM kysely_migration WHERE name = ${OURS[1]!}`.execute(c.db);
    });
    await expect(migrateToLatest(connection.db)).rejects.toThrow(MigrationMismatchError);
  });

  it('a database that applied our migrations in a different order is refused with MigrationMismatchError', async () => {
    const { connection } = await migratedThen(async (c, rows) => {
      // The second migration ran before the first (another version ordered them differently).
      await sql`UPDATE kysely_migration SET "timestamp" = ${'2000-01-01T00:00:00.000Z'} WHERE name = ${rows[1]!.name}`.execute(c.db);
    });
    await expect(migrateToLatest(connection.db)).rejects.toThrow(MigrationMismatchError);
  });

  it('a refused database is left exactly as it was', async () => {
    const { connection } = await migratedThen((c) => recordApplied(c, '0999_from_a_newer_version', new Date().toISOString()));
    const before = await applied(connection);
    await expect(migrateToLatest(connection.db)).rejects.toThrow(MigrationMismatchError);
    expect(await applied(connection)).toEqual(before);
  });

  it('the server refuses to start on a database whose migrations are not a prefix of ours', async () => {
    const db = await migratedThen((c) => recordApplied(c, '0999_from_a_newer_version', new Date().toISOString()));
    const env = await serverEnv(db.connection, db.dataDir);
    // SQLite: let the child open the file alone.
    if (db.connection.kind === 'sqlite') await db.connection.close();
    const server = await spawnServer(env);
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 45_000)),
    ]);
    if (exit === 'still running') server.child.kill('SIGKILL');
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Refusing to start');
    expect(server.output()).toContain('0999_from_a_newer_version');
  });
});

describe('0005 add folded unique keys', () => {
  const BEFORE = '0004_insert_reference_data';
  // Up to this one only: the migrations modules add later are not what these tests are about.
  const AFTER = '0005_add_folded_unique_keys';
  const now = new Date().toISOString();

  /** A database as the version before 0005 left it, holding one company. */
  async function olderDatabase() {
    const db = await freshDatabase();
    await migrateUpTo(db.connection.db, BEFORE);
    const companyId = newId();
    await db.connection.db.insertInto('companies').values({ id: companyId, code: `c${companyId.slice(-8)}`, name: 'Firma', createdAt: now }).execute();
    return { ...db, companyId };
  }

  const tenant = (companyId: string) => ({ id: newId(), companyId, createdAt: now, updatedAt: now });

  it('fills the key of every row already there with the fold of its text', async () => {
    const { connection, companyId } = await olderDatabase();
    const db = connection.db;
    const other = newId();
    await db.insertInto('companies').values({ id: other, code: `o${other.slice(-8)}`, name: 'Tjeter', createdAt: now }).execute();
    const user = { firstname: 'A', lastname: 'B', email: 'a@b.c', passwordHash: 'x' };
    await db.insertInto('users').values({ ...tenant(companyId), ...user, username: 'ÇLIRIM' }).execute();
    await db.insertInto('units').values([
      { ...tenant(companyId), name: ' Njesi ' },
      { ...tenant(companyId), name: 'Çelik' },
      // The same text in another company is no clash.
      { ...tenant(other), name: 'çelik' },
    ]).execute();
    await db.insertInto('articles').values({ ...tenant(companyId), name: 'Raft', code: 'AB-12' }).execute();
    await db.insertInto('impressionQuestions').values({ ...tenant(companyId), question: 'Si ËSHTË?' }).execute();

    expect(await migrateUpTo(db, AFTER)).toEqual([AFTER]);

    const units = await db.selectFrom('units').select(['name', 'nameKey']).execute();
    expect(units.map((u) => [u.name, u.nameKey]).sort()).toEqual([
      [' Njesi ', 'njesi'],
      ['Çelik', 'çelik'],
      ['çelik', 'çelik'],
    ]);
    expect((await db.selectFrom('users').select('usernameKey').executeTakeFirstOrThrow()).usernameKey).toBe('çlirim');
    expect((await db.selectFrom('articles').select('codeKey').executeTakeFirstOrThrow()).codeKey).toBe('ab-12');
    expect((await db.selectFrom('impressionQuestions').select('questionKey').executeTakeFirstOrThrow()).questionKey).toBe('si është?');
    // And from now on the database holds the fold unique per company.
    await expect(db.insertInto('units').values({ ...tenant(companyId), name: 'njesi', nameKey: 'njesi' }).execute()).rejects.toSatisfy(isUniqueViolation);
  });

  it('refuses to run over texts that already fold alike, naming them, and runs once one is renamed', async () => {
    const { connection, companyId } = await olderDatabase();
    const db = connection.db;
    const prerje = tenant(companyId);
    await db.insertInto('responsibilities').values([{ ...prerje, name: 'Prerje' }, { ...tenant(companyId), name: 'prerje ' }]).execute();

    const refused = migrateUpTo(db, AFTER);
    await expect(refused).rejects.toThrow(/responsibilities\.name: company .*"Prerje", "prerje "/);
    expect((await applied(connection)).map((r) => r.name)).not.toContain(AFTER);

    // Nothing was half done: after the rename the whole migration applies.
    await db.updateTable('responsibilities').set({ name: 'Prerje 2' }).where('id', '=', prerje.id).execute();
    expect(await migrateUpTo(db, AFTER)).toEqual([AFTER]);
    const keys = await db.selectFrom('responsibilities').select('nameKey').orderBy('nameKey').execute();
    expect(keys.map((k) => k.nameKey)).toEqual(['prerje', 'prerje 2']);
  });
});
