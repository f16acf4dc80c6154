import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import type { PricedProduct } from '../../domain/production/prices.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { FLOOR_DATES, floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let floor: Floor;
let storekeeper: string;
beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  const username = `depoisti${process.pid}`;
  const made = await s.request('POST', 'admin/users', {
    token: floor.tokens.admin,
    body: { firstname: 'Test', lastname: 'Depo', email: `${username}@example.com`, username, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD, permissionsId: [9] },
  });
  expect(made.status).toBe(201);
  storekeeper = await s.login(username);
});
afterAll(() => s.close());

type Who = keyof Floor['tokens'];
const get = (who: Who, path: string) => s.request('GET', path, { token: floor.tokens[who] });
const post = (who: Who, path: string, body: Record<string, unknown>) => s.request('POST', path, { token: floor.tokens[who], body });
const priced = (p: FloorProduct, line: { price: number; quantity: number; totalPrice: number }) => s.connection.db.updateTable('products').set(line).where('id', '=', p.productId).execute();
const viewPrice = async (who: Who, query: string) => {
  const res = await get(who, `products/view-price?departmentId=${floor.departmentId}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: PricedProduct[]; totalPrice: number };
};
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

/** A project of the product's client whose measure is `measureStatusId`; the product moves to it. */
async function measuredProject(p: FloorProduct, measureStatusId: number): Promise<void> {
  const projectId = newId();
  await writeDirect(s.connection, { companyId: floor.companyId, userId: null }, async (w) => {
    await w.insert('projects', { id: projectId, clientId: p.clientId, projectName: `Kuzhina ${measureStatusId}-${projectId.slice(-4)}` });
    await w.insert('measures', { id: newId(), clientId: p.clientId, projectId, measureStatusId });
    await w.update('products', p.productId, { projectId });
  });
}

describe('GET products/view-price (spec 001 §2 "Products in production with prices", §7)', () => {
  let a: FloorProduct;
  let b: FloorProduct;
  let c: FloorProduct;
  beforeAll(async () => {
    floor = await setUpFloor(s); // a department of its own: only these products are in it
    [a, b, c] = [await floorProduct(s, floor), await floorProduct(s, floor), await floorProduct(s, floor)];
    await priced(a, { price: 100, quantity: 2, totalPrice: 1234.5 });
    await priced(b, { price: 1000, quantity: 1.5, totalPrice: 0 }); // never computed: list price × quantity
    await priced(c, { price: 10, quantity: 1, totalPrice: 99999.99 });
    await measuredProject(a, 2);
    await measuredProject(b, 1);
    await measuredProject(c, 3); // on hold: not final
    expect((await post('admin', `products/${c.productId}/dates`, { start: addDays(FLOOR_DATES.start, 5), end: addDays(FLOOR_DATES.end, 5), calendarComment: 'Me vone' })).status).toBe(200);
  });

  it('answers the department’s products in production, each priced by the rule, and their total to the cent', async () => {
    const res = await viewPrice('admin', '');
    expect(ids(res.data).sort()).toEqual([a, b, c].map((p) => p.productId).sort());
    const byId = new Map(res.data.map((r) => [r.id, r]));
    expect(byId.get(a.productId)).toMatchObject({ client: { id: a.clientId }, price: 1234.5, measureStatus: 2, departmentIds: [floor.departmentId], start: FLOOR_DATES.start, end: FLOOR_DATES.end });
    expect(byId.get(b.productId)).toMatchObject({ price: 1500, measureStatus: 1, quantity: 1.5 });
    expect(byId.get(c.productId)).toMatchObject({ price: 99999.99, measureStatus: 1, calendarComment: 'Me vone' });
    expect(res.totalPrice).toBe(102734.49);
  });

  it('filters by initial or final measurement, by the start or the end in a range, by client, and sorts', async () => {
    expect(ids((await viewPrice('admin', '&measureStatusId=2')).data)).toEqual([a.productId]);
    const initial = await viewPrice('admin', '&measureStatusId=1');
    expect(ids(initial.data).sort()).toEqual([b.productId, c.productId].sort());
    expect(initial.totalPrice).toBe(101499.99);

    const late = `&start=${addDays(FLOOR_DATES.start, 1)}&end=${addDays(FLOOR_DATES.start, 9)}`;
    expect(ids((await viewPrice('admin', late)).data)).toEqual([c.productId]);
    expect((await viewPrice('admin', `${late}&filterDatesBy=end`)).data).toEqual([]);
    expect(ids((await viewPrice('admin', `&filterDatesBy=end&start=${addDays(FLOOR_DATES.end, 1)}`)).data)).toEqual([c.productId]);

    const asc = ids((await viewPrice('admin', '&sort=asc')).data);
    expect(asc.at(-1)).toBe(c.productId);
    expect(ids((await viewPrice('admin', '&sort=desc')).data)[0]).toBe(c.productId);

    const client = await s.connection.db.selectFrom('clients').select('firstnameAndLastname').where('id', '=', a.clientId).executeTakeFirstOrThrow();
    expect((await viewPrice('admin', `&name=${encodeURIComponent(client.firstnameAndLastname.slice(1, 4).toUpperCase())}`)).data.length).toBe(3);
    expect((await viewPrice('admin', '&name=zzzqqq')).data).toEqual([]);
  });

  it('leaves out passive products and answers them when asked with active=0', async () => {
    const p = await floorProduct(s, floor);
    expect(ids((await viewPrice('admin', '')).data)).toContain(p.productId);
    expect((await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, active: 0 })).status).toBe(200);
    expect(ids((await viewPrice('admin', '')).data)).not.toContain(p.productId);
    expect(ids((await viewPrice('admin', '&active=0')).data)).toEqual([p.productId]);
  });

  it('is refused to everyone without full privileges: department admin, worker, observer, office, warehouse', async () => {
    for (const who of ['chief', 'worker', 'observer', 'office', 'outsider'] as const) {
      expect((await get(who, `products/view-price?departmentId=${floor.departmentId}`)).status, who).toBe(403);
    }
    expect((await s.request('GET', 'products/view-price', { token: storekeeper })).status).toBe(403);
    expect((await s.request('GET', 'products/view-price')).status).toBe(401);
  });

  it('answers bad filters 422 with the spec’s message, never 500', async () => {
    expect(await get('admin', 'products/view-price?start=2026-12-02&end=2026-12-01')).toMatchObject({ status: 422, body: { message: MSG.dateRangeOrder } });
    for (const query of [
      'measureStatusId=3',
      'measureStatusId=x',
      'measureStatusId=',
      'measureStatusId=1&measureStatusId=2',
      'start=2026-02-30',
      'end=yesterday',
      'sort=sideways',
      'filterDatesBy=finishedAt',
      'departmentId=nope',
      'active=2',
      'moduleId=4',
      'responsibilityStatusId=12',
      'shipmentDestinationId=9',
      `name=${'x'.repeat(300)}`,
      'name=a&name=b',
    ]) {
      expect((await get('admin', `products/view-price?${query}`)).status, query).toBe(422);
    }
  });
});

describe('GET products/warehouse-products (spec 001 §7: the products moved to the warehouse)', () => {
  let done: FloorProduct;
  let running: FloorProduct;
  const query = () => `products/warehouse-products?departmentId=${floor.departmentId}`;
  beforeAll(async () => {
    floor = await setUpFloor(s);
    [done, running] = [await floorProduct(s, floor), await floorProduct(s, floor)];
    await priced(done, { price: 50, quantity: 3, totalPrice: 1999.9 });
    // Completing the last process moves the product to the warehouse (spec 001 §4).
    for (const step of [0, 1, 2] as const) {
      expect((await post('admin', 'responsibilities/clients/statuses', { productId: done.productId, responsibilityId: floor.processes[step], responsibilityStatusId: 1, adminMode: true })).status).toBe(200);
    }
  });

  it('answers what was moved, finished in the range, with prices and their total for full privileges', async () => {
    const res = await get('admin', query());
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([done.productId]);
    expect(res.body.data[0]).toMatchObject({ client: { id: done.clientId }, finishedAt: expect.any(String), totalPrice: 1999.9, quantity: 3 });
    expect(res.body.totalPrice).toBe(1999.9);
    expect(running.productId).not.toBe(done.productId);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids((await get('admin', `${query()}&start=${today}&end=${today}`)).body.data)).toEqual([done.productId]);
    expect((await get('admin', `${query()}&start=2020-01-01&end=2020-01-31`)).body.data).toEqual([]);
    const destination = res.body.data[0].shipmentDestinationId as number;
    expect((await get('admin', `${query()}&shipmentDestinationId=${destination}`)).body.data).toHaveLength(1);
    expect((await get('admin', `${query()}&shipmentDestinationId=${destination === 1 ? 2 : 1}`)).body.data).toEqual([]);
  });

  it('shows the warehouse its products without prices; refuses those who read no warehouse', async () => {
    const res = await s.request('GET', query(), { token: storekeeper });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalPrice: null, data: [{ id: done.productId, totalPrice: null }] });
    expect((await get('observer', query())).body.totalPrice).toBeNull();
    for (const who of ['worker', 'chief', 'office'] as const) expect((await get(who, query())).status, who).toBe(403);
  });

  it('leaves the warehouse when a process is sent back to production', async () => {
    expect((await post('admin', 'responsibilities/clients/statuses', { productId: done.productId, responsibilityId: floor.processes[2], responsibilityStatusId: 3, adminWarning: 'Perseritet', adminMode: true })).status).toBe(200);
    expect((await get('admin', query())).body.data).toEqual([]);
  });

  it('answers bad filters 422, never 500', async () => {
    expect(await get('admin', 'products/warehouse-products?start=2026-12-02&end=2026-12-01')).toMatchObject({ status: 422, body: { message: MSG.dateRangeOrder } });
    for (const q of ['start=2026-13-01', 'departmentId=nope', 'shipmentDestinationId=7', 'end=x', 'start=a&start=b']) {
      expect((await get('admin', `products/warehouse-products?${q}`)).status, q).toBe(422);
    }
  });
});
