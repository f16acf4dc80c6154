import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import type { NewRow, TableName } from '../../server/db/schema.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, type CompanyUsers } from '../fixtures/directWrite.js';

let s: TestServer;
let admin: string;
let demo: CompanyUsers;
let acme: CompanyUsers;

/** A row written straight into the test database: these tests read, they need not go through the writes. */
async function put<T extends TableName>(table: T, values: Partial<NewRow<T>>): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  // TypeScript cannot spread into a row of a generic table; `values` is checked per table at each call.
  const row = { id, createdAt: now, updatedAt: now, ...values } as unknown as NewRow<T>;
  await s.connection.db.insertInto(table).values(row).execute();
  return id;
}

const client = (company: CompanyUsers, first: string, last: string, createdAt: string, extra: Partial<NewRow<'clients'>> = {}) =>
  put('clients', { companyId: company.companyId, firstnameAndLastname: first, lastName: last, createdAt, ...extra });

const ids: Record<string, string> = {};
const names = (body: { data: { firstnameAndLastname: string }[] }) => body.data.map((c) => c.firstnameAndLastname);

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  demo = await companyUsers(s.connection, 'demo');
  acme = await companyUsers(s.connection, 'acme');
  // Dated in 2001, far from whatever the demo seed creates, so date filters see only these.
  ids.zana = await client(demo, 'Zana', 'Hoti', '2001-03-01T08:00:00.000Z');
  ids.cela = await client(demo, 'Çela', 'Berisha', '2001-03-02T23:59:59.999Z', {
    cityId: 1,
    agentId: demo.users.office,
    phoneNumber: '+383 44 123 456',
    email: 'cela@example.com',
  });
  ids.ana = await client(demo, 'ana', 'Krasniqi', '2001-03-03T00:00:00.000Z', { countryId: 2 });
  ids.bora = await client(demo, 'Bora', 'Gashi', '2001-03-04T12:00:00.000Z');
  ids.archived = await client(demo, 'Arkivuar', 'Shala', '2001-03-02T10:00:00.000Z', { archivedAt: '2001-04-01T00:00:00.000Z' });
  ids.acme = await client(acme, 'Acme', 'Klient', '2001-03-02T10:00:00.000Z');
});
afterAll(() => s.close());

describe('GET clients', () => {
  it('lists the clients of a date range by name, both days inclusive, archived ones left out', async () => {
    const res = await s.request('GET', 'clients?start=2001-03-02&end=2001-03-04', { token: admin });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['ana', 'Bora', 'Çela']);
  });

  it('takes either end of the range alone', async () => {
    const from = (await s.request('GET', 'clients?start=2001-03-03', { token: admin })).body.data.map((c: { id: string }) => c.id);
    expect(from).toEqual(expect.arrayContaining([ids.ana, ids.bora]));
    expect(from).not.toContain(ids.zana);
    expect(from).not.toContain(ids.cela);
    const until = await s.request('GET', 'clients?end=2001-03-01', { token: admin });
    expect(names(until.body)).toEqual(['Zana']);
  });

  it('lists every client of the company without a range, and none of another company', async () => {
    const res = await s.request('GET', 'clients', { token: admin });
    expect(res.status).toBe(200);
    const listed = res.body.data.map((c: { id: string }) => c.id);
    expect(listed).toEqual(expect.arrayContaining([ids.zana, ids.cela, ids.ana, ids.bora]));
    expect(listed).not.toContain(ids.acme);
    expect(listed).not.toContain(ids.archived);
    const acmeAdmin = await s.login('admin', 'acme');
    expect(names((await s.request('GET', 'clients?start=2001-01-01&end=2001-12-31', { token: acmeAdmin })).body)).toEqual(['Acme']);
  });

  it('treats an empty date as no filter', async () => {
    const res = await s.request('GET', 'clients?start=&end=2001-03-01', { token: admin });
    expect(names(res.body)).toEqual(['Zana']);
  });

  it("refuses a start after the end with 'Data e fillimit duhet te jete para dates se mbarimit!'", async () => {
    const res = await s.request('GET', 'clients?start=2001-03-05&end=2001-03-01', { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Data e fillimit duhet te jete para dates se mbarimit!');
    expect(res.body.errors).toEqual({ start: 'Data e fillimit duhet te jete para dates se mbarimit!' });
  });

  it('refuses a date that is not a real YYYY-MM-DD day', async () => {
    for (const bad of ['2001-02-30', '01.03.2001', '2001-3-1', 'yesterday']) {
      const res = await s.request('GET', `clients?start=${bad}`, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ start: 'Data nuk eshte e vlefshme!' });
    }
  });

  it('is read by the client readers (the office, observers), refused to the field and the floor, and to no one without a token', async () => {
    for (const user of ['office', 'observer']) {
      const token = await s.login(user);
      expect((await s.request('GET', 'clients?start=2001-03-01&end=2001-03-01', { token })).body.data).toHaveLength(1);
    }
    for (const user of ['driver', 'worker', 'installer']) expect((await s.request('GET', 'clients', { token: await s.login(user) })).status, user).toBe(403);
    expect((await s.request('GET', 'clients')).status).toBe(401);
  });
});

describe('GET clients/{id}', () => {
  it('answers the spec field names with country, city and agent named', async () => {
    const res = await s.request('GET', `clients/${ids.cela}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: ids.cela,
      firstnameAndLastname: 'Çela',
      lastName: 'Berisha',
      phoneNumber: '+383 44 123 456',
      secondPhoneNumber: null,
      email: 'cela@example.com',
      businessNumber: null,
      bankAccount: null,
      country: { id: 76, name: 'Kosove' },
      city: { id: 1, name: 'Prishtine' },
      agent: 'Drita Berisha',
      createdAt: '2001-03-02T23:59:59.999Z',
    });
    expect(res.body.data).not.toHaveProperty('companyId');
  });

  it('answers a client without city or agent with nulls', async () => {
    const res = await s.request('GET', `clients/${ids.ana}`, { token: admin });
    expect(res.body.data).toMatchObject({ country: { id: 2, name: 'Shqiperi' }, city: null, agent: null });
  });

  it("answers 404 for another company's client and for an id that is no id", async () => {
    expect((await s.request('GET', `clients/${ids.acme}`, { token: admin })).status).toBe(404);
    expect((await s.request('GET', `clients/${ids.acme}/projects`, { token: admin })).status).toBe(404);
    expect((await s.request('GET', 'clients/123', { token: admin })).status).toBe(404);
    expect((await s.request('GET', "clients/'%20OR%201=1/projects", { token: admin })).status).toBe(404);
  });
});

describe('GET clients/{id}/projects', () => {
  let measured: string;
  let open: string;
  let fileId: string;
  let articleId: string;

  beforeAll(async () => {
    const base = { companyId: demo.companyId, clientId: ids.zana };
    measured = await put('projects', { ...base, projectName: 'Kuzhina', createdAt: '2001-03-01T09:00:00.000Z' });
    open = await put('projects', {
      ...base,
      projectName: 'Dhoma #2',
      address: 'Rr. Agim Ramadani 5',
      measureDate: '2001-03-10',
      projectLocation: '42.6629,21.1655',
      projectComment: 'Kati i dyte',
      shipmentDestinationId: 2,
      measureAssigneeId: demo.users.office,
      createdAt: '2001-03-01T10:00:00.000Z',
    });
    await put('measures', { companyId: demo.companyId, clientId: ids.zana, projectId: measured });
    articleId = await put('articles', { companyId: demo.companyId, name: `Artikull ${newId()}`, code: newId().slice(-8) });
    await put('projectOrders', { companyId: demo.companyId, projectId: open, articleId });
    fileId = await put('files', {
      companyId: demo.companyId,
      ownerType: 'projects',
      ownerId: open,
      kind: 'projectFiles',
      fileName: 'plani.pdf',
      storedName: 'plani.pdf',
      mime: 'application/pdf',
      size: 10,
      createdBy: null,
    });
  });

  it('answers data.data[0].projects with orders and project files', async () => {
    const res = await s.request('GET', `clients/${ids.zana}/projects`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(1);
    const [entry] = res.body.data.data;
    expect(entry).toMatchObject({ id: ids.zana, firstnameAndLastname: 'Zana', lastName: 'Hoti' });
    expect(entry.projects.map((p: { id: string }) => p.id)).toEqual([measured, open]);
    expect(entry.projects[1]).toEqual({
      id: open,
      clientId: ids.zana,
      projectName: 'Dhoma #2',
      address: 'Rr. Agim Ramadani 5',
      measureDate: '2001-03-10',
      projectLocation: '42.6629,21.1655',
      projectComment: 'Kati i dyte',
      shipmentDestinationId: 2,
      measureAssignee: demo.users.office,
      orders: [articleId],
      projectFiles: [{ id: fileId, fileName: 'plani.pdf', fileUrl: `/api/v1/files/${fileId}` }],
      createdAt: '2001-03-01T10:00:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(entry.projects[0]).toMatchObject({ shipmentDestinationId: 1, orders: [], projectFiles: [], measureAssignee: null });
  });

  it('keeps only projects without a measure for customFilter=projectsWithoutMeasure', async () => {
    const res = await s.request('GET', `clients/${ids.zana}/projects?customFilter=projectsWithoutMeasure`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.data[0].projects.map((p: { id: string }) => p.id)).toEqual([open]);
  });

  it('answers an empty project list for a client without projects', async () => {
    const res = await s.request('GET', `clients/${ids.bora}/projects`, { token: admin });
    expect(res.body.data.data[0]).toMatchObject({ id: ids.bora, projects: [] });
  });

  it('refuses an unknown customFilter', async () => {
    const res = await s.request('GET', `clients/${ids.zana}/projects?customFilter=everything`, { token: admin });
    expect(res.status).toBe(422);
  });
});

describe('country and city selects', () => {
  it('lists the countries with Kosovo as id 76', async () => {
    const res = await s.request('GET', 'countries', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: 76, name: 'Kosove', code: 'XK' });
  });

  it("lists a country's cities", async () => {
    const res = await s.request('GET', 'countries/cities?countryId=2', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(5);
    expect(res.body.data.every((c: { countryId: number }) => c.countryId === 2)).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain('Tirane');
  });

  it('finds cities by typed text, case and accents aside', async () => {
    const res = await s.request('GET', 'countries/cities?city=kacan', { token: admin });
    expect(res.body.data).toEqual([{ id: expect.any(Number), countryId: 76, name: 'Kaçanik' }]);
    const both = await s.request('GET', 'countries/cities?countryId=76&city=PRI', { token: admin });
    expect(both.body.data.map((c: { name: string }) => c.name)).toEqual(['Prishtine', 'Prizren']);
  });

  it('refuses a country id that is not a number, and needs a token', async () => {
    expect((await s.request('GET', 'countries/cities?countryId=abc', { token: admin })).status).toBe(422);
    expect((await s.request('GET', 'countries')).status).toBe(401);
  });
});
