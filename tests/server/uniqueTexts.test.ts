import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldUniqueText } from '../../domain/admin/names.js';
import { FOLDED_TEXTS, keyColumnOf, type FoldedTable } from '../../server/db/foldedTexts.js';
import { isUniqueViolation } from '../../server/db/constraintErrors.js';
import { assertUniqueText } from '../../server/write/duplicates.js';
import { untyped } from '../../server/db/untyped.js';
import { companyUsers, writeDirect, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import { pullAll } from '../fixtures/feedReader.js';
import { tenantTables } from '../fixtures/tenantRows.js';
import { startTestServer, usePostgres, type TestServer } from '../fixtures/testServer.js';

/**
 * Names, codes, questions and usernames are unique per company whatever their
 * case (domain/admin/names.ts), held by a unique index on their folded key
 * (server/db/foldedTexts.ts) that devices and API clients never see.
 */
let s: TestServer;
let admin: string;
let demo: CompanyUsers;
let process: string;
// Two letters and a counter keep every text new and short enough for an article code (10).
const tag = String.fromCharCode(97 + Math.floor(Math.random() * 26), 97 + Math.floor(Math.random() * 26));
let seq = 10;
const fresh = (stem: string) => `${stem}${tag}${seq++}`;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  demo = await companyUsers(s.connection, 'demo');
  process = (await s.request('POST', 'admin/responsibilities', { token: admin, body: { name: fresh('Proces') } })).body.data.id;
});
afterAll(() => s.close());

const post = (path: string, body: unknown, token = admin) => s.request('POST', path, { token, body });

interface List {
  /** The entity whose unique text the list holds (FOLDED_TEXTS). */
  entity: FoldedTable;
  path: string;
  /** The payload field that carries the unique text. */
  field: string;
  message: string;
  /** The column of the answer that shows it. */
  stored: string;
  body(text: string): Record<string, unknown>;
}
const named = (entity: FoldedTable, path: string, field: string, message: string, extra: () => Record<string, unknown> = () => ({}), stored = 'name'): List => ({
  entity,
  path,
  field,
  message,
  stored,
  body: (text) => ({ ...extra(), [field]: text }),
});
const LISTS: List[] = [
  named('responsibilities', 'responsibilities', 'name', 'Ky proces eksiston!'),
  named('departments', 'departments', 'name', 'Ky repart eksiston!'),
  named('equipment', 'mounting-equipments', 'name', 'Kjo pajisje ekziston!'),
  named('units', 'units', 'name', 'Kjo njesi eksiston!'),
  named('suppliers', 'suppliers', 'supplier', 'Ky furnitor ekziston!'),
  named('colorPalettes', 'color-palette', 'colorPalette', 'Kjo ngjyre ekziston!'),
  named('offerFields', 'dynamic-offers', 'name', 'Kjo fushe ekziston!'),
  named('materials', 'material', 'material', 'Ky material ekziston!', () => ({ responsibilities: [process] })),
  named('articleTypes', 'types', 'name', 'Ky tip i artikullit ekziston!', () => ({ responsibilities: [process] })),
  named('impressionQuestions', 'impression-questions', 'question', 'Kjo pyetje ekziston!', () => ({}), 'question'),
  named('articles', 'articles', 'code', 'Kodi i produktit eshte perdorur me pare!', () => ({ name: fresh('Artikull') }), 'code'),
];

/**
 * A stored text and a second spelling of it that must be refused: another
 * case, other spaces around it, and the Unicode twins that look the same
 * (issue 8 item 13). Short enough for an article code (at most 10).
 */
const SPELLINGS: [string, (stem: string) => [string, string]][] = [
  ["'Çelik' and 'çelik'", (n) => [`Çelik${n}`, `çelik${n}`]],
  ["' Njesi ' and 'njesi'", (n) => [` Njesi${n} `, `njesi${n}`]],
  ["'Café' composed and decomposed", (n) => [`Café${n}`, `Cafe\u0301${n}`]],
  ["'Café' and 'Café' with a zero-width space", (n) => [`Café${n}`, `Ca\u200Bfé${n}`]],
  ["'Cafe' and 'Cafe' with a soft hyphen", (n) => [`Cafe${n}`, `Ca\u00ADfe${n}`]],
  ["'Cafe' and 'Cafe' in a right-to-left override", (n) => [`Cafe${n}`, `\u202ECafe${n}\u202C`]],
];
const spelled = (spell: (stem: string) => [string, string]) => spell(`${tag}${seq++}`);

async function create(list: List, text: string, token = admin): Promise<string> {
  const res = await post(`admin/${list.path}`, list.body(text), token);
  if (res.status !== 201) throw new Error(`${list.path} ${JSON.stringify(text)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** The spec's refusal on the text's field, with no audit row and no feed entry written. */
async function expectRefused(send: () => ReturnType<typeof post>, field: string, message: string) {
  const before = await writeTotals(s.connection);
  const res = await send();
  expect(res.status).toBe(422);
  expect(res.body.message).toBe(message);
  expect(res.body.errors[field]).toBe(message);
  expect(await writeTotals(s.connection)).toEqual(before);
}

const rowsWithKey = async (table: FoldedTable, text: string) =>
  untyped(s.connection.db)
    .selectFrom(table)
    .select('id')
    .where('companyId', '=', demo.companyId)
    .where(keyColumnOf(table), '=', foldUniqueText(table, text))
    .execute();

describe('a second spelling of a unique text is refused with the spec’s message', () => {
  it('is tried for every entity with a unique text', () => {
    expect([...LISTS.map((l) => l.entity), 'users'].sort()).toEqual(Object.keys(FOLDED_TEXTS).sort());
  });

  describe.each(SPELLINGS)('%s', (_, spell) => {
    it.each(LISTS.map((l) => [l.path, l] as const))('admin/%s: on create', async (_path, list) => {
      const [first, second] = spelled(spell);
      await create(list, first);
      await expectRefused(() => post(`admin/${list.path}`, list.body(second)), list.field, list.message);
    });

    it.each(LISTS.map((l) => [l.path, l] as const))('admin/%s: on rename, leaving the row as it was', async (_path, list) => {
      const [first, second] = spelled(spell);
      await create(list, first);
      const otherText = fresh('Tj');
      const other = await create(list, otherText);
      await expectRefused(() => post(`admin/${list.path}/${other}`, list.body(second)), list.field, list.message);
      const kept = await s.request('GET', `admin/${list.path}/${other}`, { token: admin });
      expect(kept.body.data[list.stored]).toBe(otherText);
    });
  });

  it('lets a row change the case of its own name', async () => {
    const units = LISTS.find((l) => l.path === 'units')!;
    const [first] = spelled(SPELLINGS[0]![1]);
    const id = await create(units, first);
    const res = await post(`admin/units/${id}`, { name: first.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(first.toUpperCase());
    expect(await rowsWithKey('units', first)).toEqual([{ id }]);
  });

  it('allows the text another company holds', async () => {
    const units = LISTS.find((l) => l.path === 'units')!;
    const [first, second] = spelled(SPELLINGS[0]![1]);
    await create(units, first);
    await create(units, second, await s.login('admin', 'acme'));
  });
});

describe('usernames', () => {
  let seqUser = 0;
  const userForm = (username: string) => ({
    firstname: 'Arta',
    lastname: 'Krasniqi',
    email: `arta${tag}${seqUser++}@example.com`,
    username,
    password: 'Sekret-2026',
    passwordConfirmation: 'Sekret-2026',
    permissionsId: [4],
  });
  const createUser = async (username: string) => {
    const res = await post('admin/users', userForm(username));
    if (res.status !== 201) throw new Error(`user ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const TAKEN = 'Ky emer perdoruesi ekziston!';

  it.each(SPELLINGS)('refuses %s on create and on rename', async (_, spell) => {
    const [first, second] = spelled(spell);
    await createUser(first.trim());
    await expectRefused(() => post('admin/users', userForm(second)), 'username', TAKEN);
    const other = await createUser(fresh('tjeter'));
    await expectRefused(() => post(`admin/users/${other}`, { ...userForm(second), password: '', passwordConfirmation: '' }), 'username', TAKEN);
  });

  it('keeps a deleted user’s username taken, whatever its case', async () => {
    const [first, second] = spelled(SPELLINGS[0]![1]);
    const id = await createUser(first);
    expect((await s.request('DELETE', `admin/users/${id}`, { token: admin })).status).toBe(200);
    await expectRefused(() => post('admin/users', userForm(second)), 'username', TAKEN);
  });
});

describe('two admins saving differently-cased names at once', () => {
  const swapCase = (text: string) => [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const variants = (stem: string) => [stem, stem.toLowerCase(), stem.toUpperCase(), ` ${stem} `, swapCase(stem), `${stem.toLowerCase()} `];

  it('store exactly one unit; the others get the spec’s refusal, never a 500', async () => {
    const stem = `Çelik${tag}${seq++}`;
    const answers = await Promise.all(variants(stem).map((name) => post('admin/units', { name })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body).toMatchObject({ message: 'Kjo njesi eksiston!', errors: { name: 'Kjo njesi eksiston!' } });
    expect(await rowsWithKey('units', stem)).toHaveLength(1);
  });

  it('store exactly one user with the username; the others get the spec’s refusal', async () => {
    const stem = `Çlirim${tag}${seq++}`;
    const answers = await Promise.all(
      variants(stem).map((username, i) =>
        post('admin/users', {
          firstname: 'Arta',
          lastname: 'Krasniqi',
          email: `race${tag}${i}@example.com`,
          username,
          password: 'Sekret-2026',
          passwordConfirmation: 'Sekret-2026',
          permissionsId: [4],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.message).toBe('Ky emer perdoruesi ekziston!');
    expect(await rowsWithKey('users', stem)).toHaveLength(1);
  });
});

describe('the key index', () => {
  const asAdmin = () => ({ companyId: demo.companyId, userId: demo.users.admin! });

  it('refuses a twin that got past the check, as a unique violation the routes answer with the refusal', async () => {
    const name = `Gur${tag}${seq++}`;
    await writeDirect(s.connection, asAdmin(), (w) => w.insert('units', { name }));
    const twin = writeDirect(s.connection, asAdmin(), (w) => w.insert('units', { name: name.toUpperCase() }));
    await expect(twin).rejects.toSatisfy(isUniqueViolation);
    expect(await rowsWithKey('units', name)).toHaveLength(1);
  });

  // SQLite runs one write transaction at a time, so only PostgreSQL lets two
  // saves both pass the check before either inserts: the case exists, and is
  // tested, on PostgreSQL alone (npm run test:pg).
  if (usePostgres) {
    it('decides the race two transactions both won past the check', async () => {
      const name = `Dru${tag}${seq++}`;
      let arrived = 0;
      let release!: () => void;
      const bothChecked = new Promise<void>((resolve) => (release = resolve));
      const save = (text: string) =>
        writeDirect(s.connection, asAdmin(), async (w) => {
          await assertUniqueText(w, 'units', text, null, { message: 'Kjo njesi eksiston!', field: 'name' });
          if (++arrived === 2) release();
          await bothChecked;
          return w.insert('units', { name: text });
        });
      const outcomes = await Promise.allSettled([save(name), save(name.toLowerCase())]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
      expect(isUniqueViolation(lost.reason)).toBe(true);
      expect(await rowsWithKey('units', name)).toHaveLength(1);
    });
  }

  it('exists exactly for the texts server/db/foldedTexts.ts names, so none is left unfilled', async () => {
    const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const inDatabase = (await tenantTables(s.connection)).flatMap((t) => t.columns.filter((c) => c.sqlName.endsWith('_key')).map((c) => `${t.sqlName}.${c.sqlName}`));
    const named = Object.entries(FOLDED_TEXTS).map(([table, column]) => `${snake(table)}.${snake(column)}_key`);
    expect(inDatabase.sort()).toEqual(named.sort());
  });

  it('is filled with the fold of every stored text: seeded rows and written ones', async () => {
    for (const [table, column] of Object.entries(FOLDED_TEXTS) as [FoldedTable, string][]) {
      const rows = (await untyped(s.connection.db)
        .selectFrom(table)
        .select([column, keyColumnOf(table)])
        .execute()) as Record<string, string | null>[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect(row[keyColumnOf(table)], `${table} ${row[column]}`).toBe(foldUniqueText(table, row[column]!));
    }
  });
});

describe('the key stays on the server', () => {
  const KEY = /"\w+Key"/;

  it('is in no feed row', async () => {
    const mirror = await pullAll(s, admin);
    const withKey = [...mirror.rows.values()].filter((c) => c.data && Object.keys(c.data).some((k) => k.endsWith('Key')));
    expect(withKey).toEqual([]);
    // The lists themselves came down, so the check saw rows that have a key.
    const entities = new Set([...mirror.rows.values()].map((c) => c.entity));
    for (const entity of ['units', 'users', 'articles', 'materials', 'impressionQuestions']) expect(entities).toContain(entity);
  });

  it('is in no GET answer', async () => {
    const units = await s.request('GET', 'admin/units', { token: admin });
    const unitId = units.body.data[0].id as string;
    const users = await s.request('GET', 'admin/users', { token: admin });
    for (const path of [
      'admin/units',
      `admin/units/${unitId}`,
      'admin/articles',
      'admin/material',
      'admin/types',
      'admin/impression-questions',
      'admin/users',
      `admin/users/${users.body.data[0].id as string}`,
      `sync/rows?entity=units&ids=${unitId}`,
    ]) {
      const res = await s.request('GET', path, { token: admin });
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toMatch(KEY);
    }
  });

  it('is in no audit row: created, renamed and deleted rows show their texts only', async () => {
    const id = await create(LISTS.find((l) => l.path === 'units')!, fresh('Cope'));
    const renamed = fresh('Pako');
    expect((await post(`admin/units/${id}`, { name: renamed })).status).toBe(200);
    expect((await s.request('DELETE', `admin/units/${id}`, { token: admin })).status).toBe(200);
    const audit = await s.request('GET', `admin/audits/show?auditableId=${id}`, { token: admin });
    expect(audit.body.data.map((r: { event: string }) => r.event)).toEqual(['deleted', 'updated', 'created']);
    expect(JSON.stringify(audit.body)).not.toMatch(KEY);
    expect(audit.body.data[1].newValues).toMatchObject({ name: renamed });
  });
});
