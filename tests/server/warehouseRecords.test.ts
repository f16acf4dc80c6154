import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { PRODUCTION_MSG } from '../../domain/production/messages.js';
import { WAREHOUSE_MSG } from '../../domain/warehouse/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { formOf, pdfBytes, storedFiles } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { depositForm, depositProject, setUpWarehouse, type WarehouseWorld } from '../fixtures/warehouse.js';

let s: TestServer;
let world: WarehouseWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpWarehouse(s);
});
afterAll(() => s.close());

const post = (token: string, url: string, body: unknown) => s.request('POST', url, { token, body });

describe('deposit records (spec 001 §7 "Warehouse")', () => {
  it('creates a record with the device id, the default label, the lines, the users, and answers its feed row', async () => {
    const p = await depositProject(s, world);
    const id = newId();
    const res = await post(
      world.tokens.keeper,
      'warehouse-records',
      depositForm(p, [[p.done[1], '2'], ['', 3], [p.done[0], 1]], { id, comment: 'Ne raftin B', transportUsers: [world.driverId], installationUsers: [world.installerId] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.recordCreated);
    expect(res.body.data).toEqual({
      id,
      clientId: p.clientId,
      projectId: p.projectId,
      label: `${p.projectName} #1`,
      comment: 'Ne raftin B',
      withoutTransport: 0,
      withoutInstallation: 0,
      products: [
        { productId: p.done[0], quantity: 1 },
        { productId: p.done[1], quantity: 2 },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
      transportUserIds: [world.driverId],
      installationUserIds: [world.installerId],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await post(world.tokens.admin, 'warehouse-records', depositForm(p, [[p.done[0], 1]]));
    expect(second.body.data.label).toBe(`${p.projectName} #2`);
  });

  it('leaves out the users of a record without transport or without installation', async () => {
    const p = await depositProject(s, world);
    const res = await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[0], 1]], { withoutTransport: '1', withoutInstallation: true, transportUsers: [world.driverId], installationUsers: [world.installerId] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ withoutTransport: 1, withoutInstallation: 1, transportUserIds: [], installationUserIds: [] });
  });

  it('refuses each rule with its message and changes nothing', async () => {
    const p = await depositProject(s, world);
    const other = await depositProject(s, world);
    const before = await writeTotals(s.connection);
    const refused = async (body: unknown, message: string, field?: string) => {
      const res = await post(world.tokens.keeper, 'warehouse-records', body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toBe(message);
      if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field);
    };
    await refused(depositForm(p, []), WAREHOUSE_MSG.fillQuantities, 'quantity');
    await refused(depositForm(p, [[p.done[0], ''], ['', 4]]), WAREHOUSE_MSG.fillQuantities);
    await refused(depositForm(p, [[p.inProduction, 1]]), PRODUCTION_MSG.productNotCompleted, 'quantity.0');
    await refused(depositForm(p, [[p.done[0], 6]]), WAREHOUSE_MSG.quantityAboveLeft, 'quantity.0');
    await refused(depositForm(p, [[p.done[0], 3], [p.done[0], 3]]), WAREHOUSE_MSG.quantityAboveLeft);
    await refused(depositForm(p, [[p.done[0], 0.5]]), WAREHOUSE_MSG.quantityAtLeastOne, 'quantity.0');
    await refused(depositForm(p, [[p.done[0], -2]]), WAREHOUSE_MSG.quantityAtLeastOne);
    await refused(depositForm(p, [[p.done[0], 'tre']]), MSG.invalidValue);
    await refused(depositForm(p, [[p.done[0], 1]], { transportUsers: [world.installerId] }), WAREHOUSE_MSG.notAssignable, 'transportUsers');
    await refused(depositForm(p, [[p.done[0], 1]], { installationUsers: [world.driverId] }), WAREHOUSE_MSG.notAssignable, 'installationUsers');
    await refused(depositForm(p, [[other.done[0], 1]]), MSG.invalidValue, 'productIds.0');
    await refused({ ...depositForm(p, [[p.done[0], 1]]), clientId: other.clientId }, MSG.invalidValue, 'clientId');
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('counts the other records in what is left, and an edit leaves its own record out', async () => {
    const p = await depositProject(s, world);
    const first = (await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[0], 3]]))).body.data.id as string;
    expect((await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[0], 3]]))).body.message).toBe(WAREHOUSE_MSG.quantityAboveLeft);
    const second = await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[0], 2]]));
    expect(second.status).toBe(201);
    // The first record may take its own 3 and no more: 5 less the second's 2.
    expect((await post(world.tokens.keeper, `warehouse-records/${first}`, depositForm(p, [[p.done[0], 4]]))).body.message).toBe(WAREHOUSE_MSG.quantityAboveLeft);
    const edited = await post(world.tokens.keeper, `warehouse-records/${first}`, depositForm(p, [[p.done[0], 3], [p.done[1], 5]], { label: 'Dergesa e pare', transportUsers: [world.driverId] }));
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MSG.edited);
    expect(edited.body.data).toMatchObject({ label: 'Dergesa e pare', transportUserIds: [world.driverId] });
    expect(edited.body.data.products).toHaveLength(2);
    const left = await post(world.tokens.keeper, 'warehouse-records/quantity', { projectId: p.projectId, warehouseRecordId: first });
    expect(left.status).toBe(200);
    expect(left.body.data.find((x: { id: string }) => x.id === p.done[0])).toMatchObject({ quantityLeft: 3, valid: true, unit: 5 });
    expect(left.body.data.find((x: { id: string }) => x.id === p.inProduction)).toMatchObject({ valid: false });
  });

  it('keeps lines, label and installers on an edit that sends none, and drops them when marked without installation', async () => {
    const p = await depositProject(s, world);
    const made = (await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[0], 2]], { installationUsers: [world.installerId], transportUsers: [world.driverId] }))).body.data;
    const kept = await post(world.tokens.keeper, `warehouse-records/${made.id}`, { comment: 'vetem komenti', installationUsers: [], transportUsers: [world.driverId] });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ label: made.label, comment: 'vetem komenti', products: made.products, installationUserIds: [world.installerId] });
    const dropped = await post(world.tokens.keeper, `warehouse-records/${made.id}`, { withoutInstallation: 1, withoutTransport: 1 });
    expect(dropped.body.data).toMatchObject({ installationUserIds: [], transportUserIds: [] });
    expect((await post(world.tokens.keeper, `warehouse-records/${made.id}`, { projectId: (await depositProject(s, world)).projectId })).status).toBe(422);
  });

  it('deletes a record with its lines, users and invoice, and refuses one a transport carries', async () => {
    const p = await depositProject(s, world);
    const form = formOf({ clientId: p.clientId, projectId: p.projectId, 'productIds[]': p.done[0], 'quantity[]': '1', 'transportUsers[]': world.driverId }, [['invoice[]', pdfBytes('fature'), 'Fatura.pdf']]);
    const made = await s.request('POST', 'warehouse-records', { token: world.tokens.keeper, form });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const carried = (await post(world.tokens.keeper, 'warehouse-records', depositForm(p, [[p.done[1], 1]]))).body.data.id as string;
    await s.connection.db.insertInto('transports').values({ id: newId(), companyId: world.companyId, code: '999', projectId: p.projectId, warehouseRecordId: carried, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }).execute();
    const refused = await s.request('DELETE', `warehouse-records/${carried}`, { token: world.tokens.keeper });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(WAREHOUSE_MSG.onTransport);
    const files = await storedFiles(s.connection, s.config.dataDir);
    const deleted = await s.request('DELETE', `warehouse-records/${id}`, { token: world.tokens.keeper });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ data: true, message: WAREHOUSE_MSG.depositDeleted });
    expect((await storedFiles(s.connection, s.config.dataDir)).rows).toBe(files.rows - 1);
    for (const table of ['warehouseRecordProducts', 'warehouseRecordUsers'] as const) {
      expect(await s.connection.db.selectFrom(table).select('id').where('warehouseRecordId', '=', id).execute()).toEqual([]);
    }
    expect((await s.request('GET', `warehouse-records/${id}`, { token: world.tokens.keeper })).status).toBe(404);
  });

  it('stores the invoice of a multipart deposit, which a driver on the record reads, and refuses a file that is no PDF or image', async () => {
    const p = await depositProject(s, world);
    const fields = { id: newId(), clientId: p.clientId, projectId: p.projectId, 'productIds[]': p.done[0], 'quantity[]': '2', 'transportUsers[]': world.driverId };
    const made = await s.request('POST', 'warehouse-records', { token: world.tokens.keeper, form: formOf(fields, [['invoice[]', pdfBytes('fature'), 'Fatura 12.pdf']]) });
    expect(made.status).toBe(201);
    const read = await s.request('GET', `warehouse-records/${fields.id}`, { token: world.tokens.driver });
    expect(read.status).toBe(200);
    expect(read.body.data.invoiceWithUrl).toEqual([expect.objectContaining({ fileName: 'Fatura 12.pdf' })]);
    expect(read.body.data.filePath).toBe(read.body.data.invoiceWithUrl[0].url);
    const file = await s.request('GET', read.body.data.filePath.replace('/api/v1/', ''), { token: world.tokens.driver });
    expect(file.status).toBe(200);
    expect((await s.request('GET', read.body.data.filePath.replace('/api/v1/', ''), { token: world.tokens.worker })).status).toBe(404);
    const bad = await s.request('POST', 'warehouse-records', { token: world.tokens.keeper, form: formOf({ ...fields, id: newId() }, [['invoice[]', Buffer.from('MZ no invoice'), 'fatura.pdf']]) });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MSG.onlyPdfOrImages);
  });
});

describe('who may deposit', () => {
  it('lets the warehouse and admins write; drivers and installers read; office, workers and observers write nothing', async () => {
    const p = await depositProject(s, world);
    const made = (await post(world.tokens.admin, 'warehouse-records', depositForm(p, [[p.done[0], 1]]))).body.data.id as string;
    for (const role of ['driver', 'installer', 'observer'] as const) {
      expect((await s.request('GET', `warehouse-records/${made}`, { token: world.tokens[role] })).status, role).toBe(200);
      expect((await post(world.tokens[role], 'warehouse-records', depositForm(p, [[p.done[0], 1]]))).status, role).toBe(403);
      expect((await post(world.tokens[role], `warehouse-records/${made}`, { comment: 'x' })).status, role).toBe(403);
      expect((await s.request('DELETE', `warehouse-records/${made}`, { token: world.tokens[role] })).status, role).toBe(403);
    }
    for (const role of ['office', 'worker'] as const) {
      expect((await s.request('GET', `warehouse-records/${made}`, { token: world.tokens[role] })).status, role).toBe(403);
      expect((await s.request('GET', 'warehouse-records', { token: world.tokens[role] })).status, role).toBe(403);
      expect((await post(world.tokens[role], 'warehouse-records', depositForm(p, [[p.done[0], 1]]))).status, role).toBe(403);
    }
  });
});
