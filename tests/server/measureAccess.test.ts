import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MEASURE_ENDPOINTS } from '../../domain/measure/endpoints.js';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { pdfBytes, pdfOfSize, pngBytes, storedFiles } from '../fixtures/files.js';
import { measureForm, measureFormData, setUpMeasures, type MeasuredProject, type MeasureRole, type MeasureWorld } from '../fixtures/measure.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Who may do what (spec 000 §6): the measures module's holders and admins
 * write; observers read and never write; measures are read by their
 * entity's whole readers (domain/measure/module.ts), the rule every read path
 * applies — the floor receives a measure's status in its mirror, not these
 * answers (issue 34). The files of a measure (sketch[], picture[], measure[]) and a
 * device's replays.
 */
let s: TestServer;
let world: MeasureWorld;
let p: MeasuredProject;
let measureId: string;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpMeasures(s);
  p = await world.project();
  const made = measureForm(p);
  expect((await s.request('POST', 'measures', { token: world.tokens.admin, body: made })).status).toBe(201);
  measureId = made.id;
});
afterAll(() => s.close());

const READS = (): string[] => [`measures/${measureId}`, `measures/${p.projectId}/project`, `measures/assets/${measureId}`, 'measure/filter?measureStatusId=1'];

const send = (path: string, form: FormData, headers: Record<string, string> = {}) => s.request('POST', path, { token: world.tokens.measurer, form, headers });

describe('reads', () => {
  it('declares every read the test walks', () => {
    expect(READS()).toHaveLength(Object.values(MEASURE_ENDPOINTS).filter((e) => e.method === 'GET').length);
  });

  it.each(['admin', 'measurer', 'office', 'observer', 'installer'] as MeasureRole[])('answers %s, a reader of measures, every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(200);
  });

  it.each(['driver', 'worker'] as MeasureRole[])('answers the %s, who reads no measure whole, 403 on every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(403);
  });

  it('answers 401 without a token', async () => {
    for (const url of READS()) expect((await s.request('GET', url)).status, url).toBe(401);
  });
});

describe('writes', () => {
  it.each(['observer', 'driver', 'installer', 'worker'] as MeasureRole[])('answers %s, who holds no measures, 403 on every write, changing nothing', async (role) => {
    const fresh = await world.project();
    const before = await writeTotals(s.connection);
    const token = world.tokens[role];
    expect((await s.request('POST', 'measures', { token, body: measureForm(fresh) })).status).toBe(403);
    expect((await s.request('POST', `measures/${measureId}`, { token, body: measureForm(p, { details: 'Jo' }) })).status).toBe(403);
    expect((await s.request('POST', 'measures', { token, form: measureFormData(measureForm(fresh), [['picture[]', pngBytes(), 'a.png']]) })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it.each(['measurer', 'office', 'admin'] as MeasureRole[])('lets %s create and edit', async (role) => {
    const token = world.tokens[role];
    const fresh = await world.project();
    const body = measureForm(fresh);
    expect((await s.request('POST', 'measures', { token, body })).status).toBe(201);
    expect((await s.request('POST', `measures/${body.id}`, { token, body: { ...body, measureStatusId: 3 } })).status).toBe(200);
  });
});

describe('files (sketch[], picture[], measure[])', () => {
  it('stores the files of a multipart create and edit by kind, which the reads list and the readers open', async () => {
    const fresh = await world.project();
    const body = measureForm(fresh, { measureStatusId: '2', productLocation: '42.6629,21.1655' });
    const made = await send('measures', measureFormData(body, [['sketch[]', pdfBytes('skica'), 'skica.pdf'], ['sketch[]', pngBytes(), 'skica-dore.png'], ['picture[]', pngBytes(), 'muri.png'], ['measure[]', pdfBytes('fleta'), 'fleta.pdf']]));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const names = (links: { fileName: string }[]) => links.map((f) => f.fileName);
    expect(names(made.body.data.sketch)).toEqual(['skica.pdf', 'skica-dore.png']);
    expect(names(made.body.data.picture)).toEqual(['muri.png']);
    expect(names(made.body.data.measure)).toEqual(['fleta.pdf']);
    const edited = await send(`measures/${body.id}`, measureFormData(body, [['picture[]', pngBytes(), 'dritarja.png']]));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(names(edited.body.data.picture)).toEqual(['muri.png', 'dritarja.png']);
    const kinds = await s.connection.db.selectFrom('files').select('kind').where('ownerId', '=', body.id).orderBy('createdAt').orderBy('id').execute();
    expect(kinds.map((f) => f.kind).sort()).toEqual(['measure', 'picture', 'picture', 'sketch', 'sketch']);
    const assets = await s.request('GET', `measures/assets/${body.id}`, { token: world.tokens.office });
    expect(names(assets.body.data).sort()).toEqual(['dritarja.png', 'fleta.pdf', 'muri.png', 'skica-dore.png', 'skica.pdf']);
    const url = (made.body.data.measure[0].url as string).replace('/api/v1/', '');
    expect((await s.request('GET', url, { token: world.tokens.installer })).status).toBe(200);
    expect((await s.request('GET', url, { token: world.tokens.driver })).status).toBe(404);
  });

  it.each([
    ['picture[]', pdfBytes('jo foto'), 'foto.jpg', MSG.onlyImages, 'picture'],
    ['measure[]', pngBytes(), 'fleta.pdf', MSG.onlyPdf, 'measure'],
    ['sketch[]', Buffer.from('vetem tekst'), 'skica.pdf', MSG.onlyPdfOrImages, 'sketch'],
  ] as const)('refuses a %s file of the wrong kind, storing nothing', async (field, bytes, name, message, errorField) => {
    const fresh = await world.project();
    const before = await storedFiles(s.connection, s.config.dataDir);
    const totals = await writeTotals(s.connection);
    const res = await send('measures', measureFormData(measureForm(fresh), [['picture[]', pngBytes(), 'mire.png'], [field, bytes, name]]));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toBe(message);
    expect(res.body.errors?.[errorField]).toBe(message);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it("answers a part over 20 MB 413 ('File-i eshte me i madh se 20 MB!') before anything is written", async () => {
    const fresh = await world.project();
    const before = await storedFiles(s.connection, s.config.dataDir);
    const totals = await writeTotals(s.connection);
    const res = await send('measures', measureFormData(measureForm(fresh), [['picture[]', pngBytes(), 'mire.png'], ['measure[]', pdfOfSize(21 * 1024 * 1024), 'e-madhe.pdf']]));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.fileTooLarge);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });
});

describe('a device replays a create', () => {
  it('lands once under one Idempotency-Key, answering the stored answer again; the client is pushed once', async () => {
    const fresh = await world.project();
    const body = measureForm(fresh, { measureStatusId: 2, productLocation: '42.6629,21.1655' });
    const headers = { 'Idempotency-Key': newId() };
    const first = await s.request('POST', 'measures', { token: world.tokens.measurer, body, headers });
    const again = await s.request('POST', 'measures', { token: world.tokens.measurer, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('measures').select('id').where('projectId', '=', fresh.projectId).execute()).toHaveLength(1);
    const pushes = await s.connection.db.selectFrom('auditLog').select('event').where('auditableType', '=', 'clients').where('auditableId', '=', fresh.clientId).where('event', '=', 'updated').execute();
    expect(pushes).toHaveLength(1);
  });

  it('lands a multipart create with files once under one key', async () => {
    const fresh = await world.project();
    const body = measureForm(fresh);
    const headers = { 'Idempotency-Key': newId() };
    const form = () => measureFormData(body, [['picture[]', pngBytes(), 'a.png'], ['sketch[]', pngBytes(), 'b.png']]);
    const first = await send('measures', form(), headers);
    const again = await send('measures', form(), headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('files').select('id').where('ownerId', '=', body.id).execute()).toHaveLength(2);
  });

  it('refuses the same device id under a new key as a taken id, changing nothing', async () => {
    const fresh = await world.project();
    const body = measureForm(fresh);
    expect((await s.request('POST', 'measures', { token: world.tokens.measurer, body, headers: { 'Idempotency-Key': newId() } })).status).toBe(201);
    const totals = await writeTotals(s.connection);
    const replay = await s.request('POST', 'measures', { token: world.tokens.measurer, body, headers: { 'Idempotency-Key': newId() } });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(MSG.idTaken);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });
});
