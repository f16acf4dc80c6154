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

  it("refuses another company's id without touching its row", async () => {
    const acme = await s.login('admin', 'acme');
    const id = newId();
    await s.request('POST', 'admin/units', { token: acme, body: { id, name: 'Njesi e Acme' } });
    const res = await s.request('POST', 'admin/units', { token: admin, body: { id, name: 'Njesi e huaj' } });
    expect(res.status).toBe(422);
    const acmeRow = await s.request('GET', `admin/units/${id}`, { token: acme });
    expect(acmeRow.body.data.name).toBe('Njesi e Acme');
  });

  it('refuses an id that is not a UUID', async () => {
    const res = await s.request('POST', 'admin/units', { token: admin, body: { id: '../../etc', name: 'Njesi' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('id');
  });
});
