import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { TRANSPORT_ENDPOINTS } from '../../domain/transport/endpoints.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { createBody, setUpTransport, type TransportRole, type TransportWorld } from '../fixtures/transport.js';

/**
 * Who may do what (spec 001 §6; decisions of issue 12): the transport
 * module writes (drivers, admins); its readers — transport, installation,
 * warehouse, observers — read; observers never write; anyone else is 403.
 */
let s: TestServer;
let world: TransportWorld;
let transportId: string;
let projectId: string;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpTransport(s);
  const r = await world.plantRecord();
  projectId = r.projectId;
  const made = await s.request('POST', 'transport', { token: world.tokens.admin, body: createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }], { acceptanceDate: ['2026-03-02 08:00:00'] }) });
  transportId = made.body.data[0].id;
});
afterAll(() => s.close());

const READS = (): [string, string, unknown?][] => [
  ['GET', 'transport'],
  ['GET', 'transport/transports-all'],
  ['GET', 'transport/not-installation'],
  ['GET', `transport/${transportId}/transport`],
  ['GET', `transport/${projectId}/code`],
  ['GET', 'transport/warehouse-records'],
  ['GET', 'transport/projects?status=1'],
];

const READERS: TransportRole[] = ['admin', 'driver', 'installer', 'observer'];
const STRANGERS: TransportRole[] = ['office', 'worker'];

describe('reads', () => {
  it('declares every read the test walks', () => {
    const declared = Object.values(TRANSPORT_ENDPOINTS).filter((e) => e.method === 'GET');
    expect(READS()).toHaveLength(declared.length);
  });

  it.each(READERS)('answers %s every read', async (role) => {
    for (const [method, url, body] of READS()) expect((await s.request(method, url, { token: world.tokens[role], body })).status, `${method} ${url}`).toBe(200);
  });

  it.each(STRANGERS)('answers %s 403 on every read', async (role) => {
    for (const [method, url, body] of READS()) expect((await s.request(method, url, { token: world.tokens[role], body })).status, `${method} ${url}`).toBe(403);
  });

  it('answers a warehouse keeper every read, and 403 on the writes', async () => {
    const username = `depo${process.pid}`;
    const password = 'Depoja-2026-e-forte';
    const made = await s.request('POST', 'admin/users', {
      token: world.tokens.admin,
      body: { firstname: 'Agim', lastname: 'Depoja', email: `${username}@example.com`, username, password, passwordConfirmation: password, permissionsId: [9] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const login = await s.request('POST', 'login', { body: { username, password, companyCode: 'demo' } });
    const token = login.body.token as string;
    for (const [method, url, body] of READS()) expect((await s.request(method, url, { token, body })).status, `${method} ${url}`).toBe(200);
    expect((await s.request('POST', `transport/${transportId}`, { token, body: { arrivalDate: '2026-03-02 09:00:00' } })).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await s.request('GET', 'transport')).status).toBe(401);
  });
});

describe('writes', () => {
  it.each(['installer', 'observer', 'office', 'worker'] as TransportRole[])('answers %s 403 on every write, changing nothing', async (role) => {
    const r = await world.plantRecord();
    const before = await writeTotals(s.connection);
    const token = world.tokens[role];
    expect((await s.request('POST', 'transport', { token, body: createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }]) })).status).toBe(403);
    expect((await s.request('POST', `transport/${transportId}`, { token, body: { arrivalDate: '2026-03-02 09:00:00' } })).status).toBe(403);
    expect((await s.request('DELETE', `transport/${transportId}`, { token })).status).toBe(403);
    // The form's equipment read is a POST: the module's writers only, like every POST.
    expect((await s.request('POST', 'transport/equipments', { token, body: { projectId: [projectId] } })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it.each(['driver', 'admin'] as TransportRole[])('lets %s create, edit and delete', async (role) => {
    const r = await world.plantRecord();
    const token = world.tokens[role];
    const id = newId();
    expect((await s.request('POST', 'transport', { token, body: createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id, id }]) })).status).toBe(201);
    expect((await s.request('POST', `transport/${id}`, { token, body: { acceptanceDate: '2026-03-02 08:00:00' } })).status).toBe(200);
    expect((await s.request('POST', 'transport/equipments', { token, body: { projectId: [r.projectId] } })).status).toBe(200);
    expect((await s.request('DELETE', `transport/${id}`, { token })).status).toBe(200);
  });
});
