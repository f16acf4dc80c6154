import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { clientForm, contactCounts, setUpContact, type ContactRole, type ContactWorld } from '../fixtures/contact.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { formOf, pdfBytes, storedFiles } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Who may write clients and projects (spec 000 §6; issue 14): the contact
 * module's holders write clients; projects also the measurer, who adds or
 * corrects one on site; observers and drivers nothing. Everyone signed in
 * reads them. A refused caller's multipart body is never read.
 */
let s: TestServer;
let world: ContactWorld;
/** A client of the office's, with its one project and a second one to delete. */
let client: { id: string; kitchenId: string; bathId: string };

beforeAll(async () => {
  s = await startTestServer();
  world = await setUpContact(s);
  const body = clientForm(world);
  const res = await s.request('POST', 'clients', { token: world.tokens.office, body });
  if (res.status !== 201) throw new Error(`client: ${res.status} ${JSON.stringify(res.body)}`);
  const bath = await s.request('POST', 'projects', { token: world.tokens.office, body: { clientId: body.id, projectName: ['Banjo'] } });
  client = { id: body.id, kitchenId: body.projects[0]!.id, bathId: bath.body.data[0].id };
});
afterAll(() => s.close());

/** Every write of the module, as a request a caller could make with a valid body. */
const writes = () => [
  ['POST', 'clients', { body: clientForm(world) }],
  ['POST', `clients/${client.id}`, { body: { address: 'Rr. Dardania' } }],
  ['PATCH', `clients/${client.id}`, { body: { address: 'Rr. Dardania' } }],
  ['DELETE', `clients/${client.id}`, {}],
  ['POST', `clients/${client.id}/delete`, {}],
  ['POST', 'modules/create-client-for-next-module', { body: { clientId: client.id, moduleId: 2 } }],
  ['POST', 'projects', { body: { clientId: client.id, projectName: ['Korridori'] } }],
  ['POST', `projects/${client.kitchenId}`, { body: { projectComment: 'Matur' } }],
  ['DELETE', `projects/${client.bathId}`, {}],
] as const;

const PROJECT_WRITES = new Set(['POST projects', 'POST projects/{id}', 'DELETE projects/{id}', 'POST modules/create-client-for-next-module']);
const callName = (method: string, url: string) => `${method} ${url.replace(client.id, '{id}').replace(client.kitchenId, '{id}').replace(client.bathId, '{id}')}`;

describe('writes', () => {
  it.each(['observer', 'driver'] as const)('answer %s 403 on every client and project write, changing nothing', async (role: ContactRole) => {
    const before = { totals: await writeTotals(s.connection), counts: await contactCounts(s) };
    for (const [method, url, opts] of writes()) {
      const res = await s.request(method, url, { token: world.tokens[role], ...opts });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(MSG.noAccess);
    }
    expect({ totals: await writeTotals(s.connection), counts: await contactCounts(s) }).toEqual(before);
  });

  it("let the measurer write projects and push a client on, never the client's own writes", async () => {
    for (const [method, url, opts] of writes()) {
      const res = await s.request(method, url, { token: world.tokens.measurer, ...opts });
      const name = callName(method, url);
      if (PROJECT_WRITES.has(name)) expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      else expect(res.status, name).toBe(403);
    }
    expect(await s.connection.db.selectFrom('projects').select('id').where('id', '=', client.bathId).executeTakeFirst()).toBeUndefined();
  });

  it('refuse a multipart body before reading it: no file of an observer ever reaches the disk', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const form = formOf({ clientId: client.id, 'projectName[]': 'Tarraca' }, [['projectFiles[0][]', pdfBytes('vezhguesi'), 'plani.pdf']]);
    expect((await s.request('POST', 'projects', { token: world.tokens.observer, form })).status).toBe(403);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('answer 401 without a token', async () => {
    for (const [method, url, opts] of writes()) expect((await s.request(method, url, opts)).status, `${method} ${url}`).toBe(401);
  });
});

describe('reads', () => {
  it('answer a whole client to its readers (the office, the measurer, observers); the names and a project to every signed-in user', async () => {
    const whole = [`clients/${client.id}`, `clients/${client.id}/projects`, 'clients/search?query=arta', 'clients?start=2001-01-01'];
    const named = [`projects/${client.kitchenId}`, 'clients/all-clients-with-id-and-firstname-and-lastname', `clients/${client.id}/status?statusId=1`];
    for (const role of ['observer', 'measurer', 'office'] as const) {
      for (const url of [...whole, ...named]) expect((await s.request('GET', url, { token: world.tokens[role] })).status, `${role} ${url}`).toBe(200);
    }
    // A driver's phone and a worker's tablet hold no client register, bank or tax fields (issue 34).
    for (const role of ['driver', 'worker', 'installer'] as const) {
      const token = await s.login(role);
      for (const url of whole) expect((await s.request('GET', url, { token })).status, `${role} ${url}`).toBe(403);
      for (const url of named) expect((await s.request('GET', url, { token })).status, `${role} ${url}`).toBe(200);
    }
  });
});
