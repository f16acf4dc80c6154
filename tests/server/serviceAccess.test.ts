import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { SERVICE_ENDPOINTS } from '../../domain/service/endpoints.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { formOf, pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';
import { registeredForm, setUpService, unregisteredForm, type ServiceRole, type ServiceWorld } from '../fixtures/service.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import type { DepositProject } from '../fixtures/warehouse.js';

/**
 * Who may do what (spec 001 §6): the service module's holders and admins
 * write; observers read and never write; anyone without service is 403.
 * The photos of a ticket (servicingFiles[]) and a device's replays.
 */
let s: TestServer;
let world: ServiceWorld;
let p: DepositProject;
let ticketId: string;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpService(s);
  p = await world.project({ installed: true });
  const made = registeredForm(p);
  expect((await s.request('POST', 'servicing', { token: world.tokens.admin, body: made })).status).toBe(201);
  ticketId = made.id;
});
afterAll(() => s.close());

const READS = (): string[] => [
  'servicing/existing/servicing?status=1',
  'servicing/non/client',
  'servicing?status=1',
  `servicing/${ticketId}`,
  'servicing/map',
  'servicing/projects',
  `servicing/projects/${p.projectId}/products`,
  'servicing/articles',
];

type Cell = string | number | null | undefined;

/** Text fields of a multipart form: lists as `name[]`, one part per item. */
function multipart(body: Record<string, Cell | Cell[]>, photos: [Buffer, string][]): FormData {
  const form = formOf({});
  const text = (x: Cell) => (x === null || x === undefined ? '' : String(x));
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, text(item));
    else if (value !== undefined && value !== null) form.append(key, text(value));
  }
  for (const [bytes, name] of photos) form.append('servicingFiles[]', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe('reads', () => {
  it('declares every read the test walks', () => {
    expect(READS()).toHaveLength(Object.values(SERVICE_ENDPOINTS).filter((e) => e.method === 'GET').length);
  });

  it.each(['admin', 'installer', 'observer'] as ServiceRole[])('answers %s every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(200);
  });

  it.each(['driver', 'office'] as ServiceRole[])('answers %s, who holds no service, 403 on every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await s.request('GET', 'servicing')).status).toBe(401);
  });
});

describe('writes', () => {
  it.each(['observer', 'driver', 'office'] as ServiceRole[])('answers %s 403 on every write, changing nothing', async (role) => {
    const before = await writeTotals(s.connection);
    const token = world.tokens[role];
    expect((await s.request('POST', 'servicing', { token, body: registeredForm(p) })).status).toBe(403);
    expect((await s.request('POST', `servicing/${ticketId}`, { token, body: registeredForm(p) })).status).toBe(403);
    expect((await s.request('DELETE', `servicing/${ticketId}`, { token })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it.each(['installer', 'admin'] as ServiceRole[])('lets %s create, edit and delete', async (role) => {
    const token = world.tokens[role];
    const body = unregisteredForm(world);
    expect((await s.request('POST', 'servicing', { token, body })).status).toBe(201);
    expect((await s.request('POST', `servicing/${body.id}`, { token, body: { ...body, servicingStatusId: 2 } })).status).toBe(200);
    expect((await s.request('DELETE', `servicing/${body.id}`, { token })).status).toBe(200);
  });
});

describe('photos (servicingFiles[])', () => {
  it('stores the photos of a multipart create and edit, which the ticket lists, and deletes them with it', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const body = registeredForm(p, { productId: [p.done[0], p.done[1]] });
    const made = await s.request('POST', 'servicing', { token: world.tokens.installer, form: multipart(body, [[pngBytes(), 'dera.png']]) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.productIds).toEqual([p.done[0], p.done[1]].sort());
    const edited = await s.request('POST', `servicing/${body.id}`, { token: world.tokens.installer, form: multipart({ ...body, servicingStatusId: 2 }, [[pngBytes(), 'sirtari.png']]) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const read = await s.request('GET', `servicing/${body.id}`, { token: world.tokens.installer });
    expect(read.body.data.servicingFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['dera.png', 'sirtari.png']);
    const photo = await s.request('GET', read.body.data.servicingFiles[0].url.replace('/api/v1/', ''), { token: world.tokens.installer });
    expect(photo.status).toBe(200);
    expect((await s.request('GET', read.body.data.servicingFiles[0].url.replace('/api/v1/', ''), { token: world.tokens.driver })).status).toBe(404);
    expect((await storedFiles(s.connection, s.config.dataDir)).rows).toBe(before.rows + 2);
    expect((await s.request('DELETE', `servicing/${body.id}`, { token: world.tokens.installer })).status).toBe(200);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('refuses a photo that is no image, storing nothing', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const totals = await writeTotals(s.connection);
    const res = await s.request('POST', 'servicing', { token: world.tokens.installer, form: multipart(registeredForm(p), [[pdfBytes('jo foto'), 'foto.jpg']]) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.onlyImages);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });
});

describe('a device replays a create', () => {
  it('lands once under one Idempotency-Key, answering the stored answer again', async () => {
    const body = registeredForm(p);
    const headers = { 'Idempotency-Key': newId() };
    const first = await s.request('POST', 'servicing', { token: world.tokens.installer, body, headers });
    const again = await s.request('POST', 'servicing', { token: world.tokens.installer, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('serviceTickets').select('id').where('id', '=', body.id).execute()).toHaveLength(1);
    expect(await s.connection.db.selectFrom('serviceTicketProducts').select('id').where('serviceTicketId', '=', body.id).execute()).toHaveLength(1);
  });

  it('lands a multipart create with photos once under one key', async () => {
    const body = registeredForm(p);
    const headers = { 'Idempotency-Key': newId() };
    const send = () => s.request('POST', 'servicing', { token: world.tokens.installer, form: multipart(body, [[pngBytes(), 'a.png'], [pngBytes(), 'b.png']]), headers });
    const first = await send();
    const again = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('files').select('id').where('ownerId', '=', body.id).execute()).toHaveLength(2);
  });

  it('refuses the same device id under a new key as a taken id, changing nothing', async () => {
    const body = unregisteredForm(world);
    expect((await s.request('POST', 'servicing', { token: world.tokens.installer, body, headers: { 'Idempotency-Key': newId() } })).status).toBe(201);
    const replay = await s.request('POST', 'servicing', { token: world.tokens.installer, body, headers: { 'Idempotency-Key': newId() } });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(MSG.idTaken);
  });
});
