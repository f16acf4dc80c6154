import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/days.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { FLOOR_DATES, floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';

let s: TestServer;
let floor: Floor;
beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
});
afterAll(() => s.close());

type Who = keyof Floor['tokens'];
const post = (who: Who, path: string, body: Record<string, unknown>) => s.request('POST', path, { token: floor.tokens[who], body });
const drag = (who: Who, p: FloorProduct, days: unknown) => post(who, 'admin/products/change-date-on-calendar', { productId: p.productId, days });
const product = (p: FloorProduct) =>
  s.connection.db.selectFrom('products').select(['start', 'end', 'active', 'doneStatus', 'productStatusId', 'calendarComment']).where('id', '=', p.productId).executeTakeFirstOrThrow();
const today = () => new Date().toISOString().slice(0, 10);
const setCapacity = (dailyCapacity: number) => post('admin', 'admin/production-settings', { dailyCapacity });

describe('calendar drag: POST admin/products/change-date-on-calendar (spec 001 §7)', () => {
  it('moves both dates by whole days for admins and the department admin; data true', async () => {
    const p = await floorProduct(s, floor);
    const res = await drag('admin', p, 7);
    expect(res).toMatchObject({ status: 200, body: { data: true, message: M.dateChanged } });
    expect(await product(p)).toMatchObject({ start: addDays(FLOOR_DATES.start, 7), end: addDays(FLOOR_DATES.end, 7) });
    expect((await drag('chief', p, -7)).status).toBe(200);
    expect(await product(p)).toMatchObject(FLOOR_DATES);
  });

  it('refuses workers, observers and other departments, and changes nothing', async () => {
    const p = await floorProduct(s, floor);
    for (const who of ['worker', 'observer', 'office', 'outsider'] as const) expect((await drag(who, p, 3)).status).toBe(403);
    expect(await product(p)).toMatchObject(FLOOR_DATES);
  });

  it("refuses a new start before yesterday: 'Nuk mund ta vendosni ne te kaluaren!'", async () => {
    const p = await floorProduct(s, floor);
    const res = await drag('admin', p, -1);
    expect(res).toMatchObject({ status: 422, body: { message: M.notInPast } });
    expect(await product(p)).toMatchObject(FLOOR_DATES);
    // FLOOR_DATES start yesterday: a day forward and back again is allowed.
    expect((await drag('admin', p, 1)).status).toBe(200);
    expect((await drag('admin', p, -1)).status).toBe(200);
  });

  it('refuses nonsense days and products not in production', async () => {
    const p = await floorProduct(s, floor);
    for (const days of ['x', 1.5, 5000, null]) expect((await drag('admin', p, days)).status).toBe(422);
    expect((await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, active: 0 })).status).toBe(200);
    expect(await drag('admin', p, 2)).toMatchObject({ status: 422, body: { message: M.notInProduction } });
    expect((await post('admin', 'admin/products/change-date-on-calendar', { productId: '01a21222-d352-7002-ae13-74d49b3520f6', days: 1 })).status).toBe(404);
  });
});

describe('dates of the products-with-prices modal: POST admin/products/change-start-end-date', () => {
  const change = (who: Who, p: FloorProduct, body: Record<string, unknown>) => post(who, 'admin/products/change-start-end-date', { productId: p.productId, ...body });

  it('saves with a comment under the date rules', async () => {
    const p = await floorProduct(s, floor);
    const asked = { start: addDays(today(), 2), end: addDays(today(), 9), calendarComment: 'Mungon materiali' };
    expect((await change('worker', p, asked)).status).toBe(403);
    expect(await change('admin', p, { ...asked, calendarComment: '' })).toMatchObject({ status: 422, body: { message: M.dateComment } });
    expect(await change('admin', p, { ...asked, end: addDays(today(), 1) })).toMatchObject({ status: 422, body: { message: M.endBeforeStart } });
    expect(await change('admin', p, { ...asked, start: addDays(today(), -3) })).toMatchObject({ status: 422, body: { message: M.startInPast } });
    expect(await change('admin', p, { ...asked, start: '' })).toMatchObject({ status: 422, body: { message: M.fillDates } });
    expect(await product(p)).toMatchObject(FLOOR_DATES);
    expect(await change('admin', p, asked)).toMatchObject({ status: 200, body: { data: true } });
    expect(await product(p)).toMatchObject(asked);
  });
});

describe("daily capacity: 'Keto data jane te zena!'", () => {
  it('refuses dates that put more products in a department on a day than its capacity; passive products do not count', async () => {
    const own = await setUpFloor(s); // a department of its own: only these products count
    const [a, b, c] = [await floorProduct(s, own), await floorProduct(s, own), await floorProduct(s, own)];
    try {
      expect((await setCapacity(3)).status).toBe(200);
      expect((await drag('admin', c, 31)).status).toBe(200); // out of the others' way
      expect((await setCapacity(2)).status).toBe(200);
      const back = await drag('admin', c, -31);
      expect(back).toMatchObject({ status: 422, body: { message: M.datesTaken } });
      expect(await product(c)).toMatchObject({ start: addDays(FLOOR_DATES.start, 31) });
      // The other forms are held to it too.
      const dates = { start: FLOOR_DATES.end, end: addDays(FLOOR_DATES.end, 2), calendarComment: 'Afati' };
      expect((await post('admin', `products/${c.productId}/dates`, dates)).body.message).toBe(M.datesTaken);
      expect((await post('admin', 'admin/products/change-start-end-date', { productId: c.productId, ...dates })).body.message).toBe(M.datesTaken);
      // A passive product frees its days.
      expect((await post('admin', 'responsibilities/clients/statuses', { productId: a.productId, active: 0 })).status).toBe(200);
      expect((await drag('admin', c, -31)).status).toBe(200);
      // Making it active again on those days is refused; on free days it is not.
      const activate = (body: Record<string, unknown>) => post('admin', 'admin/products/change-start-end-date-and-active', { productId: a.productId, active: 1, ...body });
      expect((await activate({})).body.message).toBe(M.datesTaken);
      expect((await activate({ start: addDays(FLOOR_DATES.end, 1), end: addDays(FLOOR_DATES.end, 3) })).status).toBe(200);
      expect(b.productId).toBeTruthy();
    } finally {
      await setCapacity(0);
    }
  });
});

describe('passive and active again (spec 001 §4, §5, §6)', () => {
  const passive = (who: Who, p: FloorProduct) => post(who, 'responsibilities/clients/statuses', { productId: p.productId, active: 0 });
  const activate = (who: Who, p: FloorProduct, body: Record<string, unknown>) => post(who, 'admin/products/change-start-end-date-and-active', { productId: p.productId, active: 1, ...body });

  it('full privileges make a product passive; nobody else; not twice; not while someone works on it', async () => {
    const p = await floorProduct(s, floor);
    for (const who of ['chief', 'worker', 'observer'] as const) expect((await passive(who, p)).status).toBe(403);
    expect(await passive('admin', p)).toMatchObject({ status: 200, body: { data: true, message: M.madePassive } });
    expect(await product(p)).toMatchObject({ active: 0, doneStatus: 0 });
    expect(await passive('admin', p)).toMatchObject({ status: 422, body: { message: M.notInProduction } });

    const busy = await floorProduct(s, floor);
    expect((await post('worker', 'responsibilities/clients/statuses', { productId: busy.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 4 })).status).toBe(200);
    expect(await passive('admin', busy)).toMatchObject({ status: 422, body: { message: M.finishStarted } });
    expect(await product(busy)).toMatchObject({ active: 1 });
    expect((await post('worker', 'responsibilities/clients/statuses', { productId: busy.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 1 })).status).toBe(200);
  });

  it("returns to active with both dates or none: 'Ju lutem mbusni te dyja datat!'", async () => {
    const p = await floorProduct(s, floor);
    expect(await activate('admin', p, {})).toMatchObject({ status: 422, body: { message: M.notPassive } });
    expect((await passive('admin', p)).status).toBe(200);
    expect((await activate('chief', p, {})).status).toBe(403);
    expect(await activate('admin', p, { start: addDays(today(), 3), end: '' })).toMatchObject({ status: 422, body: { message: M.fillBothDates } });
    expect(await activate('admin', p, { start: addDays(today(), 3), end: addDays(today(), 2) })).toMatchObject({ status: 422, body: { message: M.endBeforeStart } });
    expect(await product(p)).toMatchObject({ active: 0, ...FLOOR_DATES });
    const dates = { start: addDays(today(), 3), end: addDays(today(), 6) };
    expect(await activate('admin', p, dates)).toMatchObject({ status: 200, body: { data: true, message: M.madeActive } });
    expect(await product(p)).toMatchObject({ active: 1, ...dates });

    const own = await floorProduct(s, floor);
    expect((await passive('admin', own)).status).toBe(200);
    expect((await activate('admin', own, {})).status).toBe(200);
    expect(await product(own)).toMatchObject({ active: 1, ...FLOOR_DATES });
  });

  it('active 0 through change-start-end-date-and-active makes passive as well', async () => {
    const p = await floorProduct(s, floor);
    expect((await post('admin', 'admin/products/change-start-end-date-and-active', { productId: p.productId, active: 0 })).status).toBe(200);
    expect(await product(p)).toMatchObject({ active: 0 });
  });
});

describe('an archived process returned to production (spec 001 §4)', () => {
  const save = (who: Who, p: FloorProduct, step: 0 | 1 | 2, body: Record<string, unknown>) =>
    post(who, 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[step], ...body });

  it("needs an admin comment ('Komenti eshte obligativ!'), marks it returned and brings the product back", async () => {
    const p = await floorProduct(s, floor, true);
    const material = { productId: p.productId, responsibilityId: floor.processes[1], materialId: floor.materialId, adminMode: true };
    expect((await save('admin', p, 0, { responsibilityStatusId: 1, adminMode: true })).status).toBe(200);
    expect((await post('admin', 'responsibilities/clients/material/statuses', { ...material, responsibilityStatusId: 1 })).status).toBe(200);
    expect((await save('admin', p, 2, { responsibilityStatusId: 1, adminMode: true })).status).toBe(200);
    expect(await product(p)).toMatchObject({ doneStatus: 1, productStatusId: 3 });

    const bare = await save('admin', p, 2, { responsibilityStatusId: 3, adminMode: true });
    expect(bare).toMatchObject({ status: 422, body: { message: M.commentRequired } });
    expect(await product(p)).toMatchObject({ doneStatus: 1 });

    // The archive returns a material through the same call, named by materialId.
    const back = await post('admin', 'responsibilities/clients/statuses', { ...material, responsibilityStatusId: 3, adminWarning: 'Kantimi duhet perseritur' });
    expect(back).toMatchObject({ status: 200, body: { data: { statusId: 3, adminWarning: 'Kantimi duhet perseritur' } } });
    expect(back.body.data.returnedAt).toEqual(expect.any(String));
    expect(await product(p)).toMatchObject({ doneStatus: 0, productStatusId: 2 });
    const process = await s.connection.db.selectFrom('processStatuses').select(['statusId', 'returnedAt']).where('id', '=', p.statusIds[2]).executeTakeFirstOrThrow();
    expect(process).toEqual({ statusId: 1, returnedAt: null });
    expect((await save('worker', p, 2, { responsibilityStatusId: 3, adminWarning: 'x' })).status).toBe(403);
  });
});

describe('planning reads (spec 001 §2, §7)', () => {
  const get = (who: Who, path: string) => s.request('GET', path, { token: floor.tokens[who] });

  it('the calendar answers the department’s products in production that meet the range, with progress and a colour per process', async () => {
    const p = await floorProduct(s, floor);
    await post('worker', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 4 });
    await post('worker', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 1 });
    const range = `start=${FLOOR_DATES.start}&end=${addDays(FLOOR_DATES.start, 3)}`;
    const res = await get('worker', `products/calendar?departmentId=${floor.departmentId}&${range}`);
    expect(res.status).toBe(200);
    const shown = res.body.data.find((e: { id: string }) => e.id === p.productId);
    expect(shown).toMatchObject({ start: FLOOR_DATES.start, end: FLOOR_DATES.end, progress: 33.33, state: 'late' });
    expect(shown.strips.map((x: { state: string }) => x.state)).toEqual(['completed', 'late', 'late']); // to do, and the start (yesterday) has passed
    expect(shown.strips[0].name).toBe(floor.processNames[0]);
    // Out of range, another department, passive: not on the calendar.
    expect((await get('worker', `products/calendar?departmentId=${floor.departmentId}&start=${addDays(FLOOR_DATES.end, 1)}&end=${addDays(FLOOR_DATES.end, 9)}`)).body.data.some((e: { id: string }) => e.id === p.productId)).toBe(false);
    const other = await setUpFloor(s);
    expect((await get('admin', `products/calendar?departmentId=${other.departmentId}&${range}`)).body.data).toEqual([]);
    expect((await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, active: 0 })).status).toBe(200);
    expect((await get('worker', `products/calendar?departmentId=${floor.departmentId}&${range}`)).body.data.some((e: { id: string }) => e.id === p.productId)).toBe(false);
    // The passive list has it.
    const passive = await get('worker', `products/passive?departmentId=${floor.departmentId}`);
    expect(passive.body.data.find((r: { id: string }) => r.id === p.productId)).toMatchObject({ client: { id: p.clientId }, start: FLOOR_DATES.start, totalPrice: null });
  });

  it('refuses a bad range with the filter message, and answers nothing to users without production', async () => {
    expect(await get('admin', 'products/calendar?start=2026-12-02&end=2026-12-01')).toMatchObject({ status: 422, body: { message: 'Data e fillimit duhet te jete para dates se mbarimit!' } });
    expect((await get('admin', 'products/calendar?start=2026-01-01')).status).toBe(422);
    expect((await get('admin', 'responsibilities/archived?start=2026-12-02&end=2026-12-01')).status).toBe(422);
    for (const path of ['products/calendar?start=2026-12-01&end=2026-12-02', 'products/archived', 'products/passive', 'responsibilities/archived', 'responsibilities/returned']) {
      expect((await get('office', path)).status, path).toBe(403);
    }
  });

  it('archives: completed processes of the last month, products out of production with prices for full privileges, returned ones merged', async () => {
    const p = await floorProduct(s, floor, true);
    const material = { productId: p.productId, responsibilityId: floor.processes[1], materialId: floor.materialId, adminMode: true };
    await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 1, adminMode: true });
    await post('admin', 'responsibilities/clients/material/statuses', { ...material, responsibilityStatusId: 1 });
    await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[2], responsibilityStatusId: 1, adminMode: true });

    const archived = await get('worker', `responsibilities/archived?departmentId=${floor.departmentId}&clientId=${p.clientId}`);
    const mine = archived.body.data.filter((r: { product: { productId: string } }) => r.product.productId === p.productId);
    expect(mine.map((r: { kind: string; responsibilityId: string }) => `${r.kind}:${floor.processes.indexOf(r.responsibilityId)}`).sort()).toEqual(['material:1', 'process:0', 'process:1', 'process:2']);
    expect(mine[0]).toMatchObject({ client: { clientId: p.clientId }, statusId: 1 });
    const byProcess = await get('worker', `responsibilities/archived?responsibilityId=${floor.processes[2]}&departmentId=${floor.departmentId}`);
    expect(byProcess.body.data.every((r: { responsibilityId: string }) => r.responsibilityId === floor.processes[2])).toBe(true);
    expect((await get('worker', `responsibilities/archived?departmentId=${floor.departmentId}&start=2020-01-01&end=2020-01-31`)).body.data).toEqual([]);

    const products = await get('admin', `products/archived?departmentId=${floor.departmentId}`);
    expect(products.body.data.find((r: { id: string }) => r.id === p.productId)).toMatchObject({ finishedAt: expect.any(String), totalPrice: expect.any(Number) });
    expect(products.body.totalPrice).toEqual(expect.any(Number));
    const forWorker = await get('worker', `products/archived?departmentId=${floor.departmentId}`);
    expect(forWorker.body.totalPrice).toBeNull();
    expect(forWorker.body.data.every((r: { totalPrice: null }) => r.totalPrice === null)).toBe(true);

    await post('admin', 'responsibilities/clients/statuses', { ...material, responsibilityStatusId: 3, adminWarning: 'Perseritet' });
    await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 2, adminWarning: 'Nga fillimi', adminMode: true });
    const returned = await get('worker', `responsibilities/returned?departmentId=${floor.departmentId}`);
    const back = returned.body.data.filter((r: { product: { productId: string } }) => r.product.productId === p.productId);
    expect(back.map((r: { kind: string; adminWarning: string }) => [r.kind, r.adminWarning])).toEqual([
      ['process', 'Nga fillimi'],
      ['material', 'Perseritet'],
    ]);
  });

  it('the production table: a row per client in production for full privileges, with progress and Edit’s client; others are refused', async () => {
    const own = await setUpFloor(s); // a department of its own: of the client's products only this one counts there
    const p = await floorProduct(s, own);
    await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, responsibilityId: own.processes[0], responsibilityStatusId: 1, adminMode: true });
    const res = await get('admin', `products/production-table?departmentId=${own.departmentId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.find((r: { client: { id: string } }) => r.client.id === p.clientId)).toMatchObject({ products: 1, start: FLOOR_DATES.start, end: FLOOR_DATES.end, progress: 33.33, late: 1 });
    expect((await post('admin', 'responsibilities/clients/statuses', { productId: p.productId, active: 0 })).status).toBe(200);
    expect((await get('admin', `products/production-table?departmentId=${own.departmentId}`)).body.data.some((r: { client: { id: string } }) => r.client.id === p.clientId)).toBe(false);
    for (const who of ['worker', 'chief', 'office'] as const) expect((await get(who, 'products/production-table')).status, who).toBe(403);
    expect((await get('admin', 'products/production-table?departmentId=nope')).status).toBe(422);
  });
});
