import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(() => s.close());

describe('ids made on the device', () => {
  it('creates the row under the id the device sent', async () => {
    const id = newId();
    const res = await s.request('POST', 'admin/units', { token: admin, body: { id, name: 'Njesi me id te pajisjes' } });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBe(id);
    expect((await s.request('GET', `admin/units/${id}`, { token: admin })).status).toBe(200);
  });

  it('refuses an id that is already taken, and changes nothing', async () => {
    const id = newId();
    await s.request('POST', 'admin/units', { token: admin, body: { id, name: 'Njesi e pare' } });
    const again = await s.request('POST', 'admin/units', { token: admin, body: { id, name: 'Njesi e dyte' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.id).toBe('Ky rekord ekziston tashme!');
    const list = await s.request('GET', 'admin/units', { token: admin });
    expect(list.body.data.some((u: { name: string }) => u.name === 'Njesi e dyte')).toBe(false);
  });

  it("refuses another company's id exactly as an id that is no id, without touching its row", async () => {
    const acme = await s.login('admin', 'acme');
    const id = newId();
    await s.request('POST', 'admin/units', { token: acme, body: { id, name: 'Njesi e Acme' } });
    const res = await s.request('POST', 'admin/units', { token: admin, body: { id, name: 'Njesi e huaj' } });
    const malformed = await s.request('POST', 'admin/units', { token: admin, body: { id: 'not-an-id', name: 'Njesi e huaj' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(malformed.body);
    expect(JSON.stringify(res.body)).not.toContain('ekziston');
    const acmeRow = await s.request('GET', `admin/units/${id}`, { token: acme });
    expect(acmeRow.body.data.name).toBe('Njesi e Acme');
  });

  it.each([
    ['the same name', 'Njesi gara', 'Njesi gara'],
    ['different names', 'Njesi gara A', 'Njesi gara B'],
  ])('two creates racing with one id under different keys (%s): one lands, the other is refused as a taken id', async (_case, nameA, nameB) => {
    const id = newId();
    const create = (name: string) =>
      s.request('POST', 'admin/units', { token: admin, body: { id, name: `${name} ${id.slice(-6)}` }, headers: { 'idempotency-key': newId() } });
    const answers = await Promise.all([create(nameA), create(nameB), create(nameA), create(nameB)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) expect(refused.body).toEqual({ message: 'Ky rekord ekziston tashme!', errors: { id: 'Ky rekord ekziston tashme!' } });
  });

  it('refuses an id that is not a UUID', async () => {
    const res = await s.request('POST', 'admin/units', { token: admin, body: { id: '../../etc', name: 'Njesi' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('id');
  });
});
