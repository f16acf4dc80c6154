import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { WAREHOUSE_MSG } from '../../domain/warehouse/messages.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { pullAll } from '../fixtures/feedReader.js';
import { formOf, pdfBytes } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { depositForm, depositProject, setUpWarehouse, type DepositProject, type WarehouseWorld } from '../fixtures/warehouse.js';

let s: TestServer;
let world: WarehouseWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpWarehouse(s);
});
afterAll(() => s.close());

const get = async (token: string, url: string) => {
  const res = await s.request('GET', url, { token });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const deposit = async (p: DepositProject, lines: [string, number][], extra: Record<string, unknown> = {}) => {
  const res = await s.request('POST', 'warehouse-records', { token: world.tokens.keeper, body: depositForm(p, lines, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);
async function transport(p: DepositProject, recordId: string, times: { acceptanceDate: string | null; arrivalDate: string | null }) {
  const at = new Date().toISOString();
  await s.connection.db.insertInto('transports').values({ id: newId(), companyId: world.companyId, code: '77', projectId: p.projectId, warehouseRecordId: recordId, ...times, createdAt: at, updatedAt: at }).execute();
}

describe('the deposit page (spec 001 §2 /dashboard/warehouse/create/{clientId}/{projectId})', () => {
  it("answers a client's project cards: records, products with what is left and whether completed, and the next default label", async () => {
    const p = await depositProject(s, world);
    const id = await deposit(p, [[p.done[0], 2]], { transportUsers: [world.driverId], installationUsers: [world.installerId] });
    const page = (await get(world.tokens.keeper, `warehouse-records/${p.clientId}/clients`)).data;
    expect(page.client).toEqual({ id: p.clientId, name: expect.stringContaining('Klienti') });
    expect(page.projects).toHaveLength(1);
    const card = page.projects[0];
    expect(card).toMatchObject({ projectId: p.projectId, projectName: p.projectName, defaultLabel: `${p.projectName} #2` });
    expect(card.products.map((x: { id: string; quantityLeft: number; valid: boolean }) => [x.id, x.quantityLeft, x.valid])).toEqual([
      [p.done[0], 3, true],
      [p.done[1], 5, true],
      [p.inProduction, 5, false],
    ]);
    expect(card.products[0]).toMatchObject({ designation: { name: expect.any(String), unit: { name: expect.any(String) } }, type: 'Dollap', unit: 5 });
    expect(card.warehouseRecords).toEqual([
      expect.objectContaining({
        id,
        warehouseRecordId: id,
        label: `${p.projectName} #1`,
        project: { id: p.projectId, name: p.projectName, projectName: p.projectName },
        transportUser: [expect.objectContaining({ id: world.driverId, username: 'driver' })],
        installationUsers: [expect.objectContaining({ id: world.installerId, username: 'installer' })],
        productWarehouseRecord: [expect.objectContaining({ productId: p.done[0], quantityForTransport: 2, price: null })],
        totalPrice: null,
        invoiceWithUrl: [],
        filePath: null,
      }),
    ]);
    expect((await get(world.tokens.keeper, `warehouse-records/${p.projectId}/project`)).data).toEqual(card);
  });

  it('prices the lines for full privileges: the share deposited of the line price (discounted total, else price × quantity)', async () => {
    const p = await depositProject(s, world);
    await deposit(p, [[p.done[0], 1], [p.done[1], 5]]);
    const card = (await get(world.tokens.admin, `warehouse-records/${p.projectId}/project`)).data;
    const lines = card.warehouseRecords[0].productWarehouseRecord;
    expect(lines.find((l: { productId: string }) => l.productId === p.done[0]).price).toBe(8);
    expect(lines.find((l: { productId: string }) => l.productId === p.done[1]).price).toBe(50);
    expect(card.warehouseRecords[0].totalPrice).toBe(58);
  });

  it('answers 404 for an unknown client or project and 403 for users who read no records', async () => {
    expect((await s.request('GET', `warehouse-records/${newId()}/clients`, { token: world.tokens.keeper })).status).toBe(404);
    expect((await s.request('GET', `warehouse-records/${newId()}/project`, { token: world.tokens.keeper })).status).toBe(404);
    expect((await s.request('POST', 'warehouse-records/quantity', { token: world.tokens.keeper, body: { projectId: newId() } })).status).toBe(404);
    const p = await depositProject(s, world);
    for (const role of ['office', 'worker'] as const) expect((await s.request('GET', `warehouse-records/${p.projectId}/project`, { token: world.tokens[role] })).status).toBe(403);
    // What is left to deposit is the deposit form's: those who may deposit ask it.
    for (const role of ['office', 'worker', 'driver', 'observer'] as const) {
      expect((await s.request('POST', 'warehouse-records/quantity', { token: world.tokens[role], body: { projectId: p.projectId } })).status, role).toBe(403);
    }
    expect((await s.request('POST', 'warehouse-records/quantity', { token: world.tokens.admin, body: { projectId: p.projectId } })).status).toBe(200);
  });
});

describe('the warehouse tables (spec 001 §2)', () => {
  it('lists clients in the warehouse until their transport is complete, all clients always, with the filters', async () => {
    const p = await depositProject(s, world);
    const plain = await deposit(p, [[p.done[0], 1]]);
    const pickup = await deposit(p, [[p.done[0], 1]], { withoutTransport: 1 });
    const fitted = await deposit(p, [[p.done[0], 1]], { withoutInstallation: 1 });
    await transport(p, plain, { acceptanceDate: now(), arrivalDate: now() });
    await transport(p, fitted, { acceptanceDate: now(), arrivalDate: null });
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).filter((id) => [plain, pickup, fitted].includes(id)).sort();
    expect(ids((await get(world.tokens.keeper, 'warehouse-records-clients')).data)).toEqual([pickup, fitted].sort());
    expect(ids((await get(world.tokens.keeper, 'warehouse-records-view-all')).data)).toEqual([plain, pickup, fitted].sort());
    expect(ids((await get(world.tokens.keeper, 'warehouse-records-view-all?withoutTransportFilter=1')).data)).toEqual([pickup]);
    expect(ids((await get(world.tokens.keeper, 'warehouse-records-view-all?withoutInstallationFilter=1')).data)).toEqual([fitted]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids((await get(world.tokens.keeper, `warehouse-records-view-all?start=${today}&end=${today}`)).data)).toHaveLength(3);
    expect(ids((await get(world.tokens.keeper, 'warehouse-records-view-all?end=2020-01-01')).data)).toEqual([]);
    const row = (await get(world.tokens.driver, 'warehouse-records-view-all')).data.find((r: { id: string }) => r.id === plain);
    expect(row).toMatchObject({ client: { id: p.clientId }, project: { id: p.projectId, name: p.projectName }, transported: true });
    const bad = await s.request('GET', 'warehouse-records-view-all?start=2026-02-02&end=2026-01-01', { token: world.tokens.keeper });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MSG.dateRangeOrder);
  });

  it('archives records whose transport is complete; transportMap=1 adds the transports with their state and place', async () => {
    const p = await depositProject(s, world);
    const done = await deposit(p, [[p.done[0], 1]]);
    const onRoad = await deposit(p, [[p.done[0], 1]]);
    await transport(p, done, { acceptanceDate: now(), arrivalDate: now() });
    await transport(p, onRoad, { acceptanceDate: now(), arrivalDate: null });
    const plain = (await get(world.tokens.keeper, 'archive/warehouse')).data.filter((r: { project: { id: string } }) => r.project.id === p.projectId);
    expect(plain.map((r: { id: string }) => r.id)).toEqual([done]);
    expect(plain[0]).not.toHaveProperty('transports');
    const mapped = (await get(world.tokens.keeper, 'archive/warehouse?transportMap=1')).data.find((r: { id: string }) => r.id === done);
    expect(mapped.transports).toEqual([expect.objectContaining({ code: '77', state: 3, location: '42.6629,21.1655' })]);
    // Once measured, the measured place comes first (spec 001 §3 "measureLocation or projectLocation").
    await writeDirect(s.connection, { companyId: world.companyId, userId: world.adminId }, (w) =>
      w.insert('measures', { clientId: p.clientId, projectId: p.projectId, productLocation: '42.6511,21.1702', measureStatusId: 2 }),
    );
    const measured = (await get(world.tokens.keeper, 'archive/warehouse?transportMap=1')).data.find((r: { id: string }) => r.id === done);
    expect(measured.transports).toEqual([expect.objectContaining({ code: '77', location: '42.6511,21.1702' })]);
  });

  it('shows the stock condition: completed products less what left on complete transports, prices and total for full privileges only', async () => {
    const p = await depositProject(s, world);
    const gone = await deposit(p, [[p.done[1], 5]]);
    await deposit(p, [[p.done[0], 2]]);
    await transport(p, gone, { acceptanceDate: now(), arrivalDate: now() });
    const mine = (rows: { project: { id: string } | null }[]) => rows.filter((r) => r.project?.id === p.projectId);
    const admin = await get(world.tokens.admin, 'warehouse/show');
    expect(mine(admin.data)).toEqual([
      expect.objectContaining({ id: p.done[0], clientID: p.clientId, unit: 5, inStock: 5, price: 10, discountPrice: 40, finishedProduct: { updatedAt: expect.any(String) } }),
    ]);
    expect(typeof admin.totalPrice).toBe('number');
    const keeper = await get(world.tokens.keeper, 'warehouse/show');
    expect(mine(keeper.data)).toEqual([expect.objectContaining({ id: p.done[0], price: null, discountPrice: null })]);
    expect(keeper.totalPrice).toBeNull();
    expect(mine((await get(world.tokens.admin, 'warehouse/show?shipmentDestinationId=2')).data)).toEqual([]);
    expect(mine((await get(world.tokens.admin, `warehouse/show?shipmentDestinationId=1&departmentId=${world.departmentId}`)).data)).toHaveLength(1);
    expect(mine((await get(world.tokens.admin, `warehouse/show?departmentId=${newId()}`)).data)).toEqual([]);
    expect(mine((await get(world.tokens.admin, 'warehouse/show?start=2020-01-01&end=2020-01-31')).data)).toEqual([]);
    for (const role of ['driver', 'office'] as const) expect((await s.request('GET', 'warehouse/show', { token: world.tokens[role] })).status).toBe(403);
  });

  it('adds article quantities to the inner stock with the device id, one row per article', async () => {
    const article = await s.connection.db.selectFrom('articles').select(['id', 'name']).where('companyId', '=', world.companyId).where('id', 'not in', s.connection.db.selectFrom('warehouseStock').select('articleId')).executeTakeFirstOrThrow();
    const id = newId();
    const first = await s.request('POST', 'warehouse/store', { token: world.tokens.keeper, body: { id, articleId: article.id, quantity: '3' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { id, articleId: article.id, quantity: 3, createdAt: expect.any(String), updatedAt: expect.any(String) }, message: WAREHOUSE_MSG.stockAdded });
    const again = await s.request('POST', 'warehouse/store', { token: world.tokens.keeper, body: { id: newId(), articleId: article.id, quantity: 2.5 } });
    expect(again.body.data).toMatchObject({ id, quantity: 5.5 });
    const stock = (await get(world.tokens.keeper, 'warehouse-records/inner/stock')).data;
    expect(stock.find((r: { articleId: string }) => r.articleId === article.id)).toMatchObject({ id, quantity: 5.5, article: { name: article.name } });
    expect((await s.request('POST', 'warehouse/store', { token: world.tokens.keeper, body: { articleId: article.id, quantity: 0 } })).body.message).toBe(WAREHOUSE_MSG.quantityAtLeastOne);
    expect((await s.request('POST', 'warehouse/store', { token: world.tokens.keeper, body: { articleId: newId(), quantity: 1 } })).status).toBe(404);
    for (const role of ['observer', 'driver', 'office'] as const) expect((await s.request('POST', 'warehouse/store', { token: world.tokens[role], body: { articleId: article.id, quantity: 1 } })).status).toBe(403);
    expect((await s.request('GET', 'warehouse-records/inner/stock', { token: world.tokens.driver })).status).toBe(403);
  });
});

describe('the permission-users query (spec 001 §6)', () => {
  it('answers the active holders of a module permission, for any signed-in user', async () => {
    const transport = (await get(world.tokens.keeper, 'users/permission-users?module=transport')).data;
    expect(transport.map((u: { username: string }) => u.username)).toContain('driver');
    expect(transport.map((u: { username: string }) => u.username)).not.toContain('installer');
    expect(transport[0]).toEqual({ id: expect.any(String), username: expect.any(String), firstname: expect.any(String), lastname: expect.any(String) });
    const installation = (await get(world.tokens.driver, 'users/permission-users?module=installation')).data;
    expect(installation.map((u: { id: string }) => u.id)).toContain(world.installerId);
    for (const module of ['nothing', 'production']) expect((await s.request('GET', `users/permission-users?module=${module}`, { token: world.tokens.keeper })).status).toBe(422);
  });
});

describe('the feed', () => {
  it('sends records with their lines and users to the warehouse, drivers and installers, with the invoice file, and not to others', async () => {
    const p = await depositProject(s, world);
    const id = newId();
    const form = formOf({ id, clientId: p.clientId, projectId: p.projectId, 'productIds[]': p.done[0], 'quantity[]': '2', 'transportUsers[]': world.driverId }, [['invoice', pdfBytes('f'), 'Fatura.pdf']]);
    expect((await s.request('POST', 'warehouse-records', { token: world.tokens.keeper, form })).status).toBe(201);
    for (const role of ['keeper', 'driver', 'installer'] as const) {
      const mirror = await pullAll(s, world.tokens[role]);
      const row = mirror.rows.get(`warehouseRecords:${id}`);
      expect(row?.data, role).toMatchObject({ products: [{ productId: p.done[0], quantity: 2 }], transportUserIds: [world.driverId], installationUserIds: [] });
      expect([...mirror.rows.values()].some((c) => c.entity === 'files' && c.data?.ownerId === id), role).toBe(true);
      const rows = await s.request('GET', `sync/rows?entity=warehouseRecords&ids=${id}`, { token: world.tokens[role] });
      expect(rows.body.changes[0]).toEqual(row);
    }
    const worker = await pullAll(s, world.tokens.worker);
    expect(worker.rows.has(`warehouseRecords:${id}`)).toBe(false);
    expect([...worker.rows.values()].some((c) => c.entity === 'files' && c.data?.ownerId === id)).toBe(false);
    const users = [...(await pullAll(s, world.tokens.keeper)).rows.values()].filter((c) => c.entity === 'users');
    expect(users.find((u) => u.id === world.driverId)?.data).toMatchObject({ assignable: ['transport'] });
    expect(users.find((u) => u.id === world.driverId)?.data).not.toHaveProperty('permissions');
  });

  it('sends an edit and a delete of a record to the feed', async () => {
    const p = await depositProject(s, world);
    const id = await deposit(p, [[p.done[0], 2]]);
    const mirror = await pullAll(s, world.tokens.driver);
    await s.request('POST', `warehouse-records/${id}`, { token: world.tokens.keeper, body: depositForm(p, [[p.done[0], 4]]) });
    await pullAll(s, world.tokens.driver, mirror);
    expect(mirror.rows.get(`warehouseRecords:${id}`)?.data).toMatchObject({ products: [{ productId: p.done[0], quantity: 4 }] });
    await s.request('DELETE', `warehouse-records/${id}`, { token: world.tokens.keeper });
    await pullAll(s, world.tokens.driver, mirror);
    expect(mirror.rows.get(`warehouseRecords:${id}`)).toMatchObject({ op: 'delete' });
  });
});
