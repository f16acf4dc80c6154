import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../../domain/entities.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { ROWS_MAX_IDS } from '../../domain/sync.js';
import { shapeOf } from '../../server/entities/registry.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeDirect, type CompanyUsers } from '../fixtures/directWrite.js';
import { pullAll } from '../fixtures/feedReader.js';

let s: TestServer;
let demo: CompanyUsers;
let acme: CompanyUsers;
let adminToken: string;

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  acme = await companyUsers(s.connection, 'acme');
  adminToken = await s.login('admin');
});
afterAll(() => s.close());

let unique = 0;
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++unique}`;

async function insertUnit(company: CompanyUsers, name = uniqueName('unit')): Promise<string> {
  return writeDirect(s.connection, { companyId: company.companyId, userId: company.users.admin! }, async (w) => (await w.insert('units', { name })).id);
}

const rows = (query: string, token = adminToken) => s.request('GET', `sync/rows?${query}`, { token });

describe('GET sync/rows', () => {
  it('answers each asked id as a change in the order asked: existing rows as put in their feed shape', async () => {
    const a = await insertUnit(demo);
    const b = await insertUnit(demo);
    const res = await rows(`entity=units&ids=${b},${a}`);
    expect(res.status).toBe(200);
    const expected = await shapeOf('units').load(s.connection.db, demo.companyId, [a, b]);
    const byId = new Map(expected.map((r) => [r.id, r]));
    expect(res.body).toEqual({
      changes: [
        { entity: 'units', id: b, op: 'put', data: JSON.parse(JSON.stringify(byId.get(b))) },
        { entity: 'units', id: a, op: 'put', data: JSON.parse(JSON.stringify(byId.get(a))) },
      ],
    });
    expect(res.body.changes[0].data).not.toHaveProperty('companyId');
  });

  it('answers the row exactly as the pull delivered it', async () => {
    const id = await insertUnit(demo);
    const mirror = await pullAll(s, adminToken);
    const res = await rows(`entity=units&ids=${id}`);
    expect(res.body.changes[0]).toEqual(mirror.rows.get(`units:${id}`));
  });

  it("answers delete for an id that does not exist and for another company's row, revealing nothing", async () => {
    const missing = newId();
    const foreign = await insertUnit(acme);
    const own = await insertUnit(demo);
    const res = await rows(`entity=units&ids=${missing},${foreign},${own}`);
    expect(res.status).toBe(200);
    const changes = res.body.changes as Change[];
    expect(changes.map((c) => [c.id, c.op])).toEqual([
      [missing, 'delete'],
      [foreign, 'delete'],
      [own, 'put'],
    ]);
    expect(changes[0]!.data).toBeNull();
    expect(changes[1]!.data).toBeNull();
  });

  it('answers delete for a row deleted after the device created it', async () => {
    const id = await insertUnit(demo);
    await writeDirect(s.connection, { companyId: demo.companyId, userId: demo.users.admin! }, (w) => w.delete('units', id));
    const res = await rows(`entity=units&ids=${id}`);
    expect(res.body.changes).toEqual([{ entity: 'units', id, op: 'delete', data: null }]);
  });

  it('answers a repeated id once', async () => {
    const id = await insertUnit(demo);
    const res = await rows(`entity=units&ids=${id},${id},,${id}`);
    expect(res.status).toBe(200);
    expect(res.body.changes).toHaveLength(1);
  });

  it('serves entities with child lists in their feed shape (users with permissions)', async () => {
    const res = await rows(`entity=users&ids=${demo.users.worker}`);
    expect(res.status).toBe(200);
    expect(res.body.changes[0].data).toMatchObject({ id: demo.users.worker, username: 'worker', permissions: [7] });
  });

  it("refuses an entity the caller's modules do not see with 403", async () => {
    const driver = await s.login('driver');
    const res = await rows(`entity=processStatuses&ids=${newId()}`, driver);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.noAccess);
    // and serves what the driver does see
    expect((await rows(`entity=transports&ids=${newId()}`, driver)).status).toBe(200);
  });

  it('refuses an unknown entity, a malformed id, no ids and more than the maximum with 422', async () => {
    const id = newId();
    for (const query of [`entity=nope&ids=${id}`, 'entity=units&ids=not-an-id', 'entity=units&ids=', 'entity=units']) {
      const res = await rows(query);
      expect(res.status, query).toBe(422);
      expect(res.body.message, query).toBe(MSG.invalidValue);
    }
    // 500 ids are ~18.5 KB of query, over Node's default 16 KiB header limit
    // on a real socket (clients send smaller batches); inject checks the rule itself.
    const injected = async (count: number) =>
      s.app.inject({
        method: 'GET',
        url: `/api/v1/sync/rows?entity=units&ids=${Array.from({ length: count }, () => newId()).join(',')}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    const tooMany = await injected(ROWS_MAX_IDS + 1);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(MSG.invalidValue);
    const most = await injected(ROWS_MAX_IDS);
    expect(most.statusCode).toBe(200);
    expect(most.json().changes).toHaveLength(ROWS_MAX_IDS);
  });

  it('needs a valid token', async () => {
    const res = await s.request('GET', `sync/rows?entity=units&ids=${newId()}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.invalidToken);
  });
});
