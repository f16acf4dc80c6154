import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeDirect, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import { pdfBytes, pngBytes } from '../fixtures/files.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';

let s: TestServer;
let admin: string;
let demo: CompanyUsers;
const tag = Math.random().toString(36).slice(2, 8);
let seq = 0;
const PASSWORD = 'Sekret-2026';
let department: string;
let process: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  demo = await companyUsers(s.connection, 'demo');
  department = (await s.request('POST', 'admin/departments', { token: admin, body: { name: `Reparti ${tag}` } })).body.data.id;
  process = (await s.request('POST', 'admin/responsibilities', { token: admin, body: { name: `Prerja ${tag}` } })).body.data.id;
});
afterAll(() => s.close());

/** A valid user form; each call a new username. */
const userForm = (over: Record<string, unknown> = {}) => ({
  firstname: 'Arta',
  lastname: 'Krasniqi',
  email: `arta${tag}${seq}@example.com`,
  username: `arta${tag}${seq++}`,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  permissionsId: [7],
  departmentId: [department],
  isAdmin: [1],
  responsibilityId: [process],
  ...over,
});

const signIn = (username: string, password = PASSWORD) => s.request('POST', 'login', { body: { username, password, companyCode: 'demo' } });

async function createUser(over: Record<string, unknown> = {}) {
  const body = userForm(over);
  const res = await s.request('POST', 'admin/users', { token: admin, body });
  if (res.status !== 201) throw new Error(`create user: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, password: body.password } as { id: string; username: string; password: string };
}

describe('creating users', () => {
  it('stores permissions, admin departments and processes, and answers the feed shape without the password', async () => {
    const res = await s.request('POST', 'admin/users', { token: admin, body: userForm() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      firstname: 'Arta',
      permissions: [7],
      responsibilities: [process],
      departments: [{ departmentId: department, isAdmin: 1 }],
      deletedAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|Sekret/);
    expect((await signIn(res.body.data.username)).status).toBe(200);
  });

  it('keeps the id the device made, and refuses one that is taken (SYNC.md O13)', async () => {
    const id = newId();
    const res = await s.request('POST', 'admin/users', { token: admin, body: { ...userForm(), id } });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBe(id);
    const totals = await writeTotals(s.connection);
    const again = await s.request('POST', 'admin/users', { token: admin, body: { ...userForm(), id } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: MSG.idTaken, errors: { id: MSG.idTaken } });
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('keeps processes only with the production permission (7)', async () => {
    const res = await s.request('POST', 'admin/users', { token: admin, body: userForm({ permissionsId: [4], responsibilityId: [process] }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ permissions: [4], responsibilities: [] });
  });

  it('accepts the form-data form with parallel arrays and an avatar image', async () => {
    const form = new FormData();
    const fields = userForm({ permissionsId: undefined, departmentId: undefined, isAdmin: undefined, responsibilityId: undefined });
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
    form.append('permissionsId[]', '7');
    form.append('permissionsId[]', '10');
    form.append('departmentId[]', department);
    form.append('isAdmin[]', '0');
    form.append('responsibilityId[]', process);
    form.append('avatar', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'foto.png');
    const res = await s.request('POST', 'admin/users', { token: admin, form });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ permissions: [7, 10], departments: [{ departmentId: department, isAdmin: 0 }], avatarFileId: expect.any(String) });
    const file = await s.connection.db.selectFrom('files').selectAll().where('id', '=', res.body.data.avatarFileId).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ ownerType: 'users', ownerId: res.body.data.id, kind: 'avatar', mime: 'image/png' });
  });

  it('refuses an avatar that is not an image, changing nothing', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(userForm({ permissionsId: '4', departmentId: undefined, isAdmin: undefined, responsibilityId: undefined }))) {
      if (v !== undefined) form.append(k, String(v));
    }
    form.append('avatar', new Blob([new Uint8Array(pdfBytes())], { type: 'image/png' }), 'foto.png');
    const before = await writeTotals(s.connection);
    const res = await s.request('POST', 'admin/users', { token: admin, form });
    expect(res.status).toBe(422);
    expect(res.body.errors.avatar).toBe('Lejohen vetem fotografi (JPEG, PNG, WebP)!');
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});

describe('user form rules', () => {
  const CASES: [string, Record<string, unknown>, string, string][] = [
    ['no permission', { permissionsId: [] }, 'permissionsId', 'Ju lutem jepni leje perdoruesit'],
    ['no first name', { firstname: undefined }, 'firstname', 'Emri eshte obligativ'],
    ['an empty last name', { lastname: ' ' }, 'lastname', 'Mbiemri eshte obligativ'],
    ['a one-letter first name', { firstname: 'A' }, 'firstname', 'Too Short!'],
    ['a 51-letter last name', { lastname: 'x'.repeat(51) }, 'lastname', 'Too Long!'],
    ['a one-letter username', { username: 'a' }, 'username', 'Too Short!'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Invalid email'],
    ['no password', { password: undefined, passwordConfirmation: undefined }, 'password', 'Field is Required!'],
    ['a 7-character password', { password: 'Short-7', passwordConfirmation: 'Short-7' }, 'password', 'Too Short!'],
    ['a 51-character password', { password: 'p'.repeat(51), passwordConfirmation: 'p'.repeat(51) }, 'password', 'Too Long!'],
    ['a different confirmation', { passwordConfirmation: 'Tjeter-2026' }, 'passwordConfirmation', 'Fjalekalimet nuk perputhen!'],
    ['an unknown permission', { permissionsId: [99] }, 'permissionsId.0', 'Vlera nuk eshte e vlefshme!'],
  ];
  it.each(CASES)('refuses %s', async (_name, over, field, message) => {
    const before = await writeTotals(s.connection);
    const res = await s.request('POST', 'admin/users', { token: admin, body: userForm(over) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('refuses a username the company has, whatever its case', async () => {
    const res = await s.request('POST', 'admin/users', { token: admin, body: userForm({ username: 'OFFICE' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toBe('Ky emer perdoruesi ekziston!');
  });

  it('allows a username another company has', async () => {
    const acme = await s.login('admin', 'acme');
    expect((await s.request('POST', 'admin/users', { token: acme, body: userForm({ username: 'office', departmentId: [], responsibilityId: [] }) })).status).toBe(201);
  });
});

describe('editing users', () => {
  it('keeps the password when it is left empty, and changes what the form changed', async () => {
    const user = await createUser();
    const res = await s.request('POST', `admin/users/${user.id}?_method=PATCH`, {
      token: admin,
      body: userForm({ username: user.username, firstname: 'Besa', password: '', passwordConfirmation: '', permissionsId: [7, 9], departmentId: [] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: 'Besa', permissions: [7, 9], departments: [] });
    expect((await signIn(user.username)).status).toBe(200);
  });

  it('sets a new password by PATCH and ends the user’s sessions', async () => {
    const user = await createUser();
    const token = (await signIn(user.username)).body.token as string;
    const res = await s.request('PATCH', `admin/users/${user.id}`, {
      token: admin,
      body: userForm({ username: user.username, password: 'Tjeter-2026', passwordConfirmation: 'Tjeter-2026' }),
    });
    expect(res.status).toBe(200);
    expect((await signIn(user.username)).status).toBe(401);
    expect((await signIn(user.username, 'Tjeter-2026')).status).toBe(200);
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(401);
  });

  it('refuses a short new password on edit', async () => {
    const user = await createUser();
    const res = await s.request('PATCH', `admin/users/${user.id}`, { token: admin, body: userForm({ username: user.username, password: 'abc', passwordConfirmation: 'abc' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toBe('Too Short!');
  });

  it('refuses taking another user’s username', async () => {
    const user = await createUser();
    const res = await s.request('PATCH', `admin/users/${user.id}`, { token: admin, body: userForm({ username: 'Worker', password: '', passwordConfirmation: '' }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Ky emer perdoruesi ekziston!');
  });

  it('audits the change without the password hash', async () => {
    const user = await createUser();
    await s.request('PATCH', `admin/users/${user.id}`, { token: admin, body: userForm({ username: user.username, password: 'Tjeter-2026', passwordConfirmation: 'Tjeter-2026' }) });
    const audit = await s.request('GET', `admin/audits/show?auditableType=users&auditableId=${user.id}`, { token: admin });
    expect(audit.body.data.map((a: { event: string }) => a.event)).toEqual(['updated', 'created']);
    expect(audit.body.data[0].newValues.passwordHash).toBe('[redacted]');
    expect(JSON.stringify(audit.body)).not.toMatch(/argon2/);
  });
});

describe('deleting users', () => {
  it('soft-deletes: the user is gone from the lists, cannot sign in, and their token stops working', async () => {
    const user = await createUser();
    const token = (await signIn(user.username)).body.token as string;
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(200);
    const res = await s.request('DELETE', `admin/users/${user.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(401);
    expect((await signIn(user.username)).status).toBe(401);
    expect((await s.request('GET', `admin/users/${user.id}`, { token: admin })).status).toBe(404);
    const list = (await s.request('GET', 'admin/users', { token: admin })).body.data as { id: string }[];
    expect(list.map((u) => u.id)).not.toContain(user.id);
    expect((await s.request('DELETE', `admin/users/${user.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses deleting oneself: 'Nuk mund ta fshini perdoruesin tuaj!'", async () => {
    const res = await s.request('DELETE', `admin/users/${demo.users.admin}`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Nuk mund ta fshini perdoruesin tuaj!');
  });

  it('publishes the user to the feed with deletedAt set', async () => {
    const user = await createUser();
    const { seq: cursor } = await writeTotals(s.connection);
    await s.request('DELETE', `admin/users/${user.id}`, { token: admin });
    const pull = await s.request('GET', `sync/pull?cursor=${cursor}`, { token: admin });
    const change = pull.body.changes.find((c: { entity: string; id: string }) => c.entity === 'users' && c.id === user.id);
    expect(change.data).toMatchObject({ id: user.id, deletedAt: expect.any(String), permissions: [7] });
    expect(change.data).not.toHaveProperty('passwordHash');
  });
});

describe('user views', () => {
  it('lists the permissions with their ids, production being 7', async () => {
    const res = await s.request('GET', 'admin/permissions', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: 7, value: 7, key: 'production', label: 'Prodhimi' });
  });

  it('answers the signed-in user’s permissions, admin departments and processes', async () => {
    const user = await createUser();
    const token = (await signIn(user.username)).body.token as string;
    const res = await s.request('GET', 'users/permissions-responsibilities', { token });
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual({ production: true });
    expect(res.body.adminDepartments).toEqual([{ value: department, label: `Reparti ${tag}`, isAdmin: true }]);
    expect(res.body.responsibilities).toEqual([{ id: process, name: `Prerja ${tag}` }]);
  });

  it('lists production users with their processes, unavailable while a process is started', async () => {
    const idle = await createUser();
    const busy = await createUser();
    const office = await createUser({ permissionsId: [4] });
    await plantStatuses(busy.id, [4]);
    const res = await s.request('GET', 'admin/responsibilities/users', { token: admin });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as { id: string }[]).map((u) => [u.id, u]));
    expect(byId.get(idle.id)).toEqual({ id: idle.id, firstname: 'Arta', lastname: 'Krasniqi', available: 1, responsibilities: [process] });
    expect(byId.get(busy.id)).toMatchObject({ available: 0 });
    expect(byId.has(office.id)).toBe(false);
  });

  it('derives activity on the dashboard: 1 with a status in process, 2 with others, 3 with none', async () => {
    const [active, notActive, passive] = [await createUser(), await createUser(), await createUser()];
    await plantStatuses(active.id, [2, 4]);
    await plantStatuses(notActive.id, [1, 3]);
    const res = await s.request('GET', 'users/dashboard', { token: admin });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as { id: string; status: number }[]).map((u) => [u.id, u]));
    expect(byId.get(active.id)).toMatchObject({ name: 'Arta Krasniqi', status: 1 });
    expect(byId.get(notActive.id)).toMatchObject({ status: 2 });
    expect(byId.get(passive.id)).toMatchObject({ status: 3, productStatuses: [], materialStatuses: [] });
    const entry = (byId.get(active.id) as unknown as { productStatuses: unknown[] }).productStatuses[0];
    expect(entry).toMatchObject({
      project: { id: expect.any(String), name: expect.any(String) },
      article: { id: expect.any(String), name: expect.any(String) },
      responsibility: { id: process, name: `Prerja ${tag}` },
      responsibilityStatusId: expect.any(Number),
    });
  });
});

/** Gives a user one process status per status id, on a product in production. */
async function plantStatuses(userId: string, statusIds: number[]) {
  const article = (await s.request('POST', 'admin/articles', { token: admin, body: { name: `Art ${tag}`, code: `U${tag}${seq++}`.slice(0, 10) } })).body.data.id;
  await writeDirect(s.connection, { companyId: demo.companyId, userId: demo.users.admin! }, async (w) => {
    for (const statusId of statusIds) {
      const client = await w.insert('clients', { firstnameAndLastname: `Klient ${tag}`, lastName: 'Test' });
      const project = await w.insert('projects', { clientId: client.id, projectName: `Projekt ${tag}` });
      const offer = await w.insert('offers', { number: 800_000 + seq++, clientId: client.id, projectId: project.id });
      const product = await w.insert('products', { offerId: offer.id, clientId: client.id, projectId: project.id, articleId: article, productStatusId: 2 });
      await w.insert('processStatuses', { productId: product.id, responsibilityId: process, position: 1, userId, statusId });
    }
  });
}
