import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_ENDPOINTS } from '../../domain/agreement/endpoints.js';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { agreementForm, inDays, setUpAgreements, today, type AgreementWorld, type OfferedProject } from '../fixtures/agreement.js';
import { pdfBytes, pngBytes } from '../fixtures/files.js';
import { measureFormData, type MeasureRole } from '../fixtures/measure.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Who may do what with agreements (spec 000 §6): the agreements module's
 * holders and admins write; observers read and never write; agreements are
 * read by their entity's readers (domain/agreement/module.ts). The reads'
 * answers, the filter, and the files (finalAgreement[], annexes[],
 * signature[], cancelation[]) with their removal.
 */
let s: TestServer;
let world: AgreementWorld;
let a: OfferedProject & { agreementId: string };
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpAgreements(s);
  const o = await world.offered();
  const body = agreementForm(o);
  expect((await s.request('POST', 'agreements', { token: world.tokens.admin, body })).status).toBe(201);
  a = { ...o, agreementId: body.id };
});
afterAll(() => s.close());

const READS = (): string[] => ['agreements', `agreements/${a.agreementId}`, `agreements/assets/${a.agreementId}`, 'agreement/filter?agreementStatusId=1'];
const send = (form: FormData) => s.request('POST', 'agreements', { token: world.tokens.office, form });

describe('reads', () => {
  it('declares every read the test walks', () => {
    expect(READS()).toHaveLength(Object.values(AGREEMENT_ENDPOINTS).filter((e) => e.method === 'GET').length);
  });

  it.each(['admin', 'office', 'observer', 'installer'] as MeasureRole[])('answers %s, a reader of agreements, every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(200);
  });

  it("gives the agreement's money (prepaid, total, debt) to the office, not to the installer who reads it for its files (issue 34)", async () => {
    const money = ['prepaid', 'total', 'totalDebtLeft'];
    const one = async (role: MeasureRole) => (await s.request('GET', `agreements/${a.agreementId}`, { token: world.tokens[role] })).body.data as Record<string, unknown>;
    expect(Object.keys(await one('office'))).toEqual(expect.arrayContaining(money));
    const installer = await one('installer');
    expect(installer).toMatchObject({ id: a.agreementId, clientName: a.clientName });
    for (const key of money) expect(installer, key).not.toHaveProperty(key);
    const listed = ((await s.request('GET', 'agreements', { token: world.tokens.installer })).body.data as Record<string, unknown>[]).find((r) => r.id === a.agreementId)!;
    for (const key of money) expect(listed, key).not.toHaveProperty(key);
  });

  it.each(['driver', 'measurer', 'worker'] as MeasureRole[])('answers %s, who reads no agreements, 403 on every read', async (role) => {
    for (const url of READS()) expect((await s.request('GET', url, { token: world.tokens[role] })).status, url).toBe(403);
  });

  it('answers 401 without a token, 404 for an agreement of another company or none', async () => {
    for (const url of READS()) expect((await s.request('GET', url)).status, url).toBe(401);
    expect((await s.request('GET', 'agreements/not-an-id', { token: world.tokens.office })).status).toBe(404);
    expect((await s.request('GET', `agreements/${world.acme.projectId}`, { token: world.tokens.office })).status).toBe(404);
  });

  it('answers the list with names, status and the latest end of the lines (dd/mm/yyyy)', async () => {
    const res = await s.request('GET', 'agreements', { token: world.tokens.office });
    const row = (res.body.data as { id: string }[]).find((r) => r.id === a.agreementId);
    const [y, m, d] = inDays(25).split('-');
    expect(row).toMatchObject({ clientName: a.clientName, projectName: a.projectName, agreementStatus: { value: 1 }, productDates: { latestEndDate: `${d}/${m}/${y}` } });
  });

  it("filters by status and start range, and refuses a range out of order ('Data e fillimit duhet te jete para dates se mbarimit!')", async () => {
    const ids = async (q: string) => ((await s.request('GET', `agreement/filter?${q}`, { token: world.tokens.office })).body.data as { id: string }[]).map((r) => r.id);
    expect(await ids(`agreementStatusId=1&startDate=${today()}&endDate=${today()}`)).toContain(a.agreementId);
    expect(await ids(`agreementStatusId=5`)).not.toContain(a.agreementId);
    expect(await ids(`startDate=${inDays(1)}&endDate=`)).not.toContain(a.agreementId);
    const bad = await s.request('GET', `agreement/filter?startDate=${inDays(2)}&endDate=${inDays(1)}`, { token: world.tokens.office });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MSG.dateRangeOrder);
  });
});

describe('writes', () => {
  it.each(['observer', 'driver', 'installer', 'worker', 'measurer'] as MeasureRole[])('answers %s, who holds no agreements, 403 on every write, changing nothing', async (role) => {
    const fresh = await world.offered();
    const before = await writeTotals(s.connection);
    const token = world.tokens[role];
    expect((await s.request('POST', 'agreements', { token, body: agreementForm(fresh) })).status).toBe(403);
    expect((await s.request('POST', 'agreements', { token, body: agreementForm(a, { agreementId: a.agreementId }) })).status).toBe(403);
    expect((await s.request('POST', 'agreements', { token, form: measureFormData(agreementForm(fresh), [['signature[]', pngBytes(), 's.png']]) })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it.each(['office', 'admin'] as MeasureRole[])('lets %s create and edit', async (role) => {
    const token = world.tokens[role];
    const fresh = await world.offered();
    const body = agreementForm(fresh);
    expect((await s.request('POST', 'agreements', { token, body })).status).toBe(201);
    expect((await s.request('POST', 'agreements', { token, body: { ...body, agreementId: body.id, prepaid: 0 } })).status).toBe(200);
  });
});

describe('files (finalAgreement[], annexes[], signature[], cancelation[])', () => {
  it('stores the files of a multipart save by kind, which the reads list and DELETE agreements/assets/{id} removes', async () => {
    const fresh = await world.offered();
    const body = agreementForm(fresh);
    const made = await send(measureFormData(body, [['finalAgreement[]', pdfBytes('marreveshja'), 'marreveshja.pdf'], ['annexes[]', pdfBytes('aneks'), 'aneksi.pdf'], ['signature[]', pngBytes(), 'nenshkrimi.png']]));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const names = (links: { fileName: string }[]) => links.map((f) => f.fileName);
    expect(names(made.body.data.agreementFiles.finalAgreement)).toEqual(['marreveshja.pdf']);
    expect(names(made.body.data.agreementFiles.annexes)).toEqual(['aneksi.pdf']);
    expect(names(made.body.data.agreementFiles.signature)).toEqual(['nenshkrimi.png']);
    const assets = await s.request('GET', `agreements/assets/${body.id}`, { token: world.tokens.observer });
    expect(names(assets.body.data)).toEqual(['marreveshja.pdf', 'aneksi.pdf', 'nenshkrimi.png']);
    const signature = made.body.data.agreementFiles.signature[0].id as string;
    expect((await s.request('DELETE', `agreements/assets/${signature}`, { token: world.tokens.observer })).status).toBe(403);
    expect((await s.request('DELETE', `agreements/assets/${signature}`, { token: world.tokens.office })).status).toBe(200);
    expect(names((await s.request('GET', `agreements/${body.id}`, { token: world.tokens.office })).body.data.agreementFiles.signature)).toEqual([]);
  });

  it('refuses a signature that is no image and an agreement PDF that is no PDF, storing nothing', async () => {
    const fresh = await world.offered();
    for (const [field, bytes, name, message] of [
      ['signature[]', pdfBytes(), 's.pdf', MSG.onlyImages],
      ['finalAgreement[]', pngBytes(), 'm.png', MSG.onlyPdf],
      ['annexes[]', pngBytes(), 'a.png', MSG.onlyPdf],
    ] as const) {
      const before = await writeTotals(s.connection);
      const res = await send(measureFormData(agreementForm(fresh), [[field, bytes, name]]));
      expect(res.status, field).toBe(422);
      expect(res.body.message).toBe(message);
      expect(await writeTotals(s.connection)).toEqual(before);
    }
  });
});
