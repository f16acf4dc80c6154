import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MSG } from '../../domain/admin/messages.js';
import { newId } from '../../domain/ids.js';
import { migrateUpTo } from '../../server/db/migrate.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { openTestDatabase, startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Usernames that look alike are one username (issue 35 item 9): the unique
 * key is domain/admin/usernames.ts foldUsername, on every write and at sign-in;
 * migration 0023 folds the stored keys again.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(() => s.close());

const PASSWORD = 'Sekret-2026';
const userForm = (username: string) => ({ firstname: 'Arta', lastname: 'Gashi', email: `${newId()}@example.com`, username, password: PASSWORD, passwordConfirmation: PASSWORD, permissionsId: [10] });

describe('a username that looks like one the company holds', () => {
  it.each(['аdmin', 'ＡＤＭＩＮ', 'ADMİN', 'ΑDΜΙΝ'])('%s is refused as taken, nothing changed', async (username) => {
    const before = await writeTotals(s.connection);
    const res = await s.request('POST', 'admin/users', { token: admin, body: userForm(username) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: ADMIN_MSG.usernameTaken });
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('signs in as the user it looks like', async () => {
    const res = await s.request('POST', 'login', { body: { username: 'ＡＤＭＩＮ', password: DEMO_PASSWORD, companyCode: 'demo' } });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('admin');
  });
});

describe('0023 fold usernames alike', () => {
  const opened: Awaited<ReturnType<typeof openTestDatabase>>[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const db of opened.splice(0)) {
      await db.connection.close().catch(() => undefined);
      await db.drop();
    }
  });

  it('folds every stored key again; a later user that now looks like an earlier one is set apart and named', async () => {
    const test = await openTestDatabase();
    opened.push(test);
    const db = test.connection.db;
    await migrateUpTo(db, '0022_derive_work_statuses');
    const companyId = newId();
    await db.insertInto('companies').values({ id: companyId, code: `c${companyId.slice(-8)}`, name: 'Firma', createdAt: new Date().toISOString() }).execute();
    const start = Date.now() - 60_000;
    // The keys the fold before this one stored: case folded, scripts apart.
    const users = [
      ['admin', 'admin'],
      ['аdmin', 'аdmin'],
      ['Arbër', 'arbër'],
    ].map(([username, key], i) => {
      const at = new Date(start + i * 1000).toISOString();
      return { id: newId(), companyId, createdAt: at, updatedAt: at, username: username!, usernameKey: key!, firstname: 'A', lastname: 'B', email: `${i}@b.co`, passwordHash: 'x' };
    });
    await db.insertInto('users').values(users).execute();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await migrateUpTo(db, '0023_fold_usernames_alike')).toContain('0023_fold_usernames_alike');

    const keys = await db.selectFrom('users').select(['username', 'usernameKey']).where('companyId', '=', companyId).orderBy('createdAt').execute();
    expect(keys).toEqual([
      { username: 'admin', usernameKey: 'admin' },
      { username: 'аdmin', usernameKey: `admin\u200B${users[1]!.id}` },
      { username: 'Arbër', usernameKey: 'arber' },
    ]);
    expect(warn.mock.calls.flat().join('\n')).toContain(users[1]!.id);
  });
});
