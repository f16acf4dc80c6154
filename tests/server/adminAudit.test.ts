import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let admin: string;
const tag = Math.random().toString(36).slice(2, 8);
let unitId: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  unitId = (await s.request('POST', 'admin/units', { token: admin, body: { name: `cope ${tag}` } })).body.data.id;
  await s.request('POST', `admin/units/${unitId}`, { token: admin, body: { name: `m ${tag}` } });
  await s.request('DELETE', `admin/units/${unitId}`, { token: admin });
});
afterAll(() => s.close());

const show = (query: string, token = admin) => s.request('GET', `admin/audits/show?${query}`, { token });
const today = () => new Date().toISOString().slice(0, 10);

describe('audit log', () => {
  it('shows a row’s history newest first, with old and new values and who did it', async () => {
    const res = await show(`auditableType=units&auditableId=${unitId}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data).toEqual([
      expect.objectContaining({ event: 'deleted', oldValues: expect.objectContaining({ name: `m ${tag}` }), newValues: null, username: 'admin' }),
      expect.objectContaining({ event: 'updated', oldValues: { name: `cope ${tag}` }, newValues: expect.objectContaining({ name: `m ${tag}` }) }),
      expect.objectContaining({ event: 'created', oldValues: null, newValues: expect.objectContaining({ name: `cope ${tag}` }) }),
    ]);
    expect(res.body.data[0]).toMatchObject({ id: expect.any(String), auditableType: 'units', auditableId: unitId, userId: expect.any(String), createdAt: expect.any(String) });
  });

  it('pages through newest first', async () => {
    const first = await show('perPage=2&page=1');
    const second = await show('perPage=2&page=2');
    expect(first.body).toMatchObject({ page: 1, perPage: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const times = [...first.body.data, ...second.body.data].map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(second.body.data[0].id).not.toBe(first.body.data[1].id);
  });

  it('filters by day range, the end day included', async () => {
    const day = today();
    const within = await show(`auditableType=units&auditableId=${unitId}&startDate=${day}&endDate=${day}`);
    expect(within.body.total).toBe(3);
    const before = await show(`auditableType=units&auditableId=${unitId}&endDate=2020-01-01`);
    expect(before.body.total).toBe(0);
    const blank = await show(`auditableType=units&auditableId=${unitId}&startDate=&endDate=`);
    expect(blank.body.total).toBe(3);
  });

  it('refuses a page larger than 100, a bad date and a range that ends before it starts', async () => {
    expect((await show('perPage=101')).status).toBe(422);
    expect((await show('startDate=2026-02-30')).body.errors.startDate).toBe('Data nuk eshte e vlefshme!');
    const reversed = await show('startDate=2026-05-02&endDate=2026-05-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('Data e fillimit duhet te jete para dates se mbarimit!');
  });

  it("shows only the caller's company", async () => {
    const acme = await s.login('admin', 'acme');
    const res = await show(`auditableId=${unitId}`, acme);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});
