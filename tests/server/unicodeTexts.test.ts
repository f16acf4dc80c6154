import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Usernames and unique texts beyond ASCII (issue 8 item 6): stored in one
 * spelling, compared by their folded key — never SQL lower(), which on SQLite
 * folds ASCII only.
 */
let s: TestServer;
let admin: string;
const tag = Math.random().toString(36).slice(2, 6);
const PASSWORD = 'Sekret-2026';

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(() => s.close());

async function createUser(username: string): Promise<string> {
  const res = await s.request('POST', 'admin/users', {
    token: admin,
    body: { firstname: 'Arta', lastname: 'Krasniqi', email: `${tag}${Math.random().toString(36).slice(2, 8)}@example.com`, username, password: PASSWORD, passwordConfirmation: PASSWORD, permissionsId: [4] },
  });
  if (res.status !== 201) throw new Error(`user ${JSON.stringify(username)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

const signIn = (username: string) => s.request('POST', 'login', { body: { username, password: PASSWORD, companyCode: 'demo' } });

describe('signing in with an accented capital', () => {
  const username = `Çprobe${tag}`;
  beforeAll(() => createUser(username));

  it.each([
    ['as created', username],
    ['in small letters', `çprobe${tag}`],
    ['in capitals', `ÇPROBE${tag.toUpperCase()}`],
    ['decomposed', `C\u0327probe${tag}`],
    ['with a zero-width space and spaces around it', ` çprobe${tag}\u200B `],
  ])('a user created as Çprobe signs in %s', async (_, typed) => {
    const res = await signIn(typed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.username).toBe(username);
  });

  it('keeps a wrong password out, whatever the case of the username', async () => {
    const username = `Ëlira${tag}`;
    await createUser(username);
    const res = await s.request('POST', 'login', { body: { username: username.toUpperCase(), password: 'Gabim-2026', companyCode: 'demo' } });
    expect(res.status).toBe(401);
  });
});

describe('the stored spelling', () => {
  it('is composed and holds no invisible characters, in the answer, the row and the sign-in', async () => {
    const typed = `\u202AC\u0327li\u200Brim${tag}\u00AD\u202C`;
    const id = await createUser(typed);
    const row = await s.connection.db.selectFrom('users').select(['username', 'usernameKey']).where('id', '=', id).executeTakeFirstOrThrow();
    // A username is held by its look-alike key (domain/admin/usernames.ts): the cedilla goes with the other marks.
    expect(row).toEqual({ username: `Çlirim${tag}`, usernameKey: `clirim${tag}` });
    expect((await signIn(`ÇLIRIM${tag.toUpperCase()}`)).status).toBe(200);
  });

  it('is what a lookup list stores and answers', async () => {
    const res = await s.request('POST', 'admin/units', { token: admin, body: { name: `\u200BCafe\u0301${tag}` } });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe(`Café${tag}`);
    const row = await s.connection.db.selectFrom('units').select(['name', 'nameKey']).where('id', '=', res.body.data.id as string).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: `Café${tag}`, nameKey: `café${tag}` });
  });

  it('refuses a name of invisible characters only as empty', async () => {
    const res = await s.request('POST', 'admin/units', { token: admin, body: { name: '\u200B\u00AD\u202E' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['name']);
  });
});
