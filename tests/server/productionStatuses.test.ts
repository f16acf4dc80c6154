import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
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
const save = (who: Who, p: FloorProduct, step: 0 | 1 | 2, body: Record<string, unknown>) =>
  s.request('POST', 'responsibilities/clients/statuses', { token: floor.tokens[who], body: { productId: p.productId, responsibilityId: floor.processes[step], ...body } });
const saveMaterial = (who: Who, p: FloorProduct, body: Record<string, unknown>) =>
  s.request('POST', 'responsibilities/clients/material/statuses', {
    token: floor.tokens[who],
    body: { productId: p.productId, responsibilityId: floor.processes[1], materialId: floor.materialId, ...body },
  });
const statuses = async (p: FloorProduct) =>
  (await s.connection.db.selectFrom('processStatuses').select(['statusId', 'userId']).where('productId', '=', p.productId).orderBy('position').execute()).map((r) => r.statusId);
const trackersOf = (statusRefId: string) => s.connection.db.selectFrom('trackers').selectAll().where('statusRefId', '=', statusRefId).orderBy('start').execute();

/** Completes whatever a user holds in process, so each test starts with free hands. */
async function freeHands(who: Who, p: FloorProduct, step: 0 | 1 | 2) {
  expect((await save(who, p, step, { responsibilityStatusId: 1 })).status).toBe(200);
}

describe('a worker on the chain (spec 001 §4)', () => {
  it('starts the first process, pauses with a reason, resumes, completes; the timer follows', async () => {
    const p = await floorProduct(s, floor);
    const start = await save('worker', p, 0, { responsibilityStatusId: 4 });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ message: M.statusChanged, data: { id: p.statusIds[0], statusId: 4, userId: floor.users[floor.usernames.worker] } });
    expect((await save('worker', p, 0, { responsibilityStatusId: 5 })).status).toBe(200);
    expect((await save('worker', p, 0, { responsibilityStatusId: 4 })).status).toBe(200);
    expect((await save('worker', p, 0, { responsibilityStatusId: 1 })).status).toBe(200);
    expect(await statuses(p)).toEqual([1, 2, 2]);
    const segments = await trackersOf(p.statusIds[0]);
    expect(segments.map((t) => t.pauseStatusId)).toEqual([null, 5, null]);
    expect(segments.every((t) => t.end !== null)).toBe(true);
    const info = await s.request('GET', `products/responsibility-and-status?productId=${p.productId}&responsibilityId=${floor.processes[0]}`, { token: floor.tokens.worker });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ hasMaterialStatuses: false, trackersStart: segments[0]!.start, trackersEnd: segments[2]!.end });
    expect(info.body.data.trackers).toHaveLength(3);
  });

  it.each([
    { rule: 'to do exits only by starting', body: { responsibilityStatusId: 1 }, message: M.startFirst },
    { rule: 'a status must be chosen', body: {}, message: M.chooseStatus },
    { rule: '8 needs a described reason', body: { responsibilityStatusId: 8 }, message: M.describeReason },
  ])('refuses: $rule, and changes nothing', async ({ body, message }) => {
    const p = await floorProduct(s, floor);
    const res = await save('worker', p, 0, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await statuses(p)).toEqual([2, 2, 2]);
    expect(await trackersOf(p.statusIds[0])).toEqual([]);
  });

  it("refuses starting out of order: 'Procesi paraprak nuk ka perfunduar!'", async () => {
    const p = await floorProduct(s, floor);
    const res = await save('worker', p, 1, { responsibilityStatusId: 4 });
    expect(res).toMatchObject({ status: 422, body: { message: M.previousProcess } });
  });

  it('lets the next process start while the previous is in process, but not complete before it', async () => {
    const p = await floorProduct(s, floor);
    expect((await save('worker', p, 0, { responsibilityStatusId: 4 })).status).toBe(200);
    expect((await save('worker2', p, 1, { responsibilityStatusId: 4 })).status).toBe(200);
    expect((await save('worker2', p, 1, { responsibilityStatusId: 1 })).body.message).toBe(M.previousPhase);
    await freeHands('worker', p, 0);
    await freeHands('worker2', p, 1);
  });

  it("refuses a second started process: 'Perfundoni procesin e nisur!'", async () => {
    const a = await floorProduct(s, floor);
    const b = await floorProduct(s, floor);
    expect((await save('worker', a, 0, { responsibilityStatusId: 4 })).status).toBe(200);
    expect((await save('worker', b, 0, { responsibilityStatusId: 4 })).body.message).toBe(M.finishStarted);
    await freeHands('worker', a, 0);
  });

  it("refuses a process another worker took: 'Ky proces eshte marrur nga dikush tjeter!'", async () => {
    const p = await floorProduct(s, floor);
    expect((await save('worker', p, 0, { responsibilityStatusId: 4 })).status).toBe(200);
    expect((await save('worker', p, 0, { responsibilityStatusId: 5 })).status).toBe(200);
    const res = await save('worker2', p, 0, { responsibilityStatusId: 4 });
    expect(res).toMatchObject({ status: 422, body: { message: M.takenByOther } });
  });

  it('refuses a completed process for workers, and a save that changes nothing', async () => {
    const p = await floorProduct(s, floor);
    await save('worker', p, 0, { responsibilityStatusId: 4 });
    await freeHands('worker', p, 0);
    expect((await save('worker', p, 0, { responsibilityStatusId: 3, warning: 'x' })).body.message).toBe(M.processCompleted);
    expect((await save('worker', p, 0, { responsibilityStatusId: 1 })).body.message).toBe(M.processCompleted);
    const q = await floorProduct(s, floor);
    await save('worker', q, 0, { responsibilityStatusId: 4 });
    expect((await save('worker', q, 0, { responsibilityStatusId: 4 })).body.message).toBe(M.cannotEditHere);
    await freeHands('worker', q, 0);
  });

  it('answers 403 for a process that is not the user’s and for users without production', async () => {
    const p = await floorProduct(s, floor);
    expect((await save('outsider', p, 0, { responsibilityStatusId: 4 })).status).toBe(403);
    expect((await save('office', p, 0, { responsibilityStatusId: 4 })).status).toBe(403);
    expect((await save('observer', p, 0, { responsibilityStatusId: 4 })).status).toBe(403);
    expect(await statuses(p)).toEqual([2, 2, 2]);
  });

  it('keeps the time a change was made offline, within the server clock', async () => {
    const p = await floorProduct(s, floor);
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const res = await save('worker', p, 0, { responsibilityStatusId: 4, at });
    expect(res.body.data.startedAt).toBe(at);
    const future = await save('worker', p, 0, { responsibilityStatusId: 1, at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(Date.parse(future.body.data.finishedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('admin mode (spec 001 §4, §6)', () => {
  it('a fullPrivileges user bypasses the sequence only with the switch on', async () => {
    const p = await floorProduct(s, floor);
    expect((await save('admin', p, 2, { responsibilityStatusId: 4 })).status).toBe(403);
    const res = await save('admin', p, 2, { responsibilityStatusId: 4, adminMode: true });
    expect(res.status).toBe(200);
    expect(await statuses(p)).toEqual([2, 2, 4]);
  });

  it("a department admin is in admin mode on their department's processes", async () => {
    const p = await floorProduct(s, floor);
    expect((await save('chief', p, 1, { responsibilityStatusId: 1 })).status).toBe(200);
    expect(await statuses(p)).toEqual([2, 1, 2]);
  });

  it('returns a completed process only as late or to do, with an admin comment', async () => {
    const p = await floorProduct(s, floor);
    await save('chief', p, 0, { responsibilityStatusId: 1 });
    expect((await save('chief', p, 0, { responsibilityStatusId: 2 })).body.message).toBe(M.commentRequired);
    expect((await save('chief', p, 0, { responsibilityStatusId: 4, adminWarning: 'x' })).body.message).toBe(M.returnLateOrToDo);
    expect((await save('chief', p, 0, { responsibilityStatusId: 3, adminWarning: 'Kthehet: kantet' })).status).toBe(200);
    expect(await statuses(p)).toEqual([3, 2, 2]);
  });

  it('a worker may not write an admin comment', async () => {
    const p = await floorProduct(s, floor);
    const res = await save('worker', p, 0, { responsibilityStatusId: 4, adminWarning: 'jo' });
    expect(res).toMatchObject({ status: 403, body: { message: MSG.noAccess } });
  });
});

describe('materials and the move to the warehouse', () => {
  it('works a process with materials through them; the last one completes the process', async () => {
    const p = await floorProduct(s, floor, true);
    await save('chief', p, 0, { responsibilityStatusId: 1 });
    expect((await save('worker', p, 1, { responsibilityStatusId: 4 })).body.message).toBe(M.workWithMaterials);
    const availability = await s.request('POST', 'update-status/user-availability', { token: floor.tokens.worker, body: { productId: p.productId, responsibilityId: floor.processes[1] } });
    expect(availability.body.data).toEqual({ userAvailability: true, hasMaterial: true });
    expect((await saveMaterial('worker', p, { responsibilityStatusId: 4 })).status).toBe(200);
    expect(await statuses(p)).toEqual([1, 9, 2]);
    expect((await saveMaterial('worker', p, { responsibilityStatusId: 1 })).status).toBe(200);
    expect(await statuses(p)).toEqual([1, 1, 2]);
    expect((await saveMaterial('worker', p, { responsibilityStatusId: 3, warning: 'x' })).body.message).toBe(M.materialCompleted);
  });

  it("refuses a material before its previous process is completed: 'Procesi paraprak i ketij material nuk eshte perfunduar!'", async () => {
    const p = await floorProduct(s, floor, true);
    const res = await saveMaterial('worker', p, { responsibilityStatusId: 4 });
    expect(res).toMatchObject({ status: 422, body: { message: M.materialPrevious } });
  });

  it('moves the product to the warehouse when its last process completes', async () => {
    const p = await floorProduct(s, floor);
    for (const step of [0, 1, 2] as const) expect((await save('chief', p, step, { responsibilityStatusId: 1 })).status).toBe(200);
    const product = await s.connection.db.selectFrom('products').select(['productStatusId', 'doneStatus', 'finishedAt']).where('id', '=', p.productId).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ productStatusId: 3, doneStatus: 1 });
    expect(product.finishedAt).not.toBeNull();
  });

  it("refuses moving an unfinished product: 'Ky produkt nuk eshte perfunduar!'", async () => {
    const p = await floorProduct(s, floor);
    const res = await s.request('POST', 'clients/move-product-to-warehouse', { token: floor.tokens.admin, body: { productId: p.productId, clientId: p.clientId, moduleId: 5 } });
    expect(res).toMatchObject({ status: 422, body: { message: M.productNotCompleted } });
  });
});

describe('temporary materials (spec 001 §2, §7)', () => {
  it('creates, renames and deletes one; a worker may not delete', async () => {
    const p = await floorProduct(s, floor);
    const made = await s.request('POST', 'material-status', { token: floor.tokens.worker, body: { productId: p.productId, responsibilityId: floor.processes[2], materialName: 'Xham 4mm' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ message: M.temporaryCreated, data: { materialName: 'Xham 4mm', responsibilityStatusId: 2 } });
    const id = made.body.data.materialStatusId as string;
    const blank = await s.request('POST', `material-status/${id}`, { token: floor.tokens.worker, body: { materialName: '  ' } });
    expect(blank).toMatchObject({ status: 422, body: { message: M.temporaryMaterialName } });
    const renamed = await s.request('POST', `material-status/${id}`, { token: floor.tokens.worker, body: { materialName: 'Xham 6mm', responsibilityStatusId: 2 } });
    expect(renamed.body).toMatchObject({ message: M.temporaryEdited, data: { materialName: 'Xham 6mm' } });
    // A temporary material needs no previous process.
    expect((await s.request('POST', 'responsibilities/clients/material/statuses', { token: floor.tokens.worker, body: { productId: p.productId, responsibilityId: floor.processes[2], temporaryMaterialId: id, responsibilityStatusId: 4 } })).status).toBe(200);
    expect((await s.request('DELETE', `material-status/${id}`, { token: floor.tokens.worker })).status).toBe(403);
    expect((await s.request('DELETE', `material-status/${id}`, { token: floor.tokens.chief })).status).toBe(200);
    expect(await s.connection.db.selectFrom('materialStatuses').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await trackersOf(id)).toEqual([]);
  });
});

describe('the board read (GET clients/products-statuses)', () => {
  it("answers the department's products with their statuses in chain order", async () => {
    const p = await floorProduct(s, floor, true);
    const res = await s.request('GET', `clients/products-statuses?moduleId=5&departmentId=${floor.departmentId}`, { token: floor.tokens.worker });
    expect(res.status).toBe(200);
    const product = (res.body.data as { id: string }[]).find((x) => x.id === p.productId) as Record<string, unknown>;
    expect(product).toMatchObject({
      client: { id: p.clientId },
      project: { id: p.projectId },
      hasMaterials: true,
      statuses: floor.processes.map((id) => ({ responsibility: { id }, responsibilityStatusId: 2 })),
      materialStatuses: [{ materialId: floor.materialId, responsibilityId: floor.processes[1], responsibilityStatusId: 2 }],
    });
  });

  it('refuses a date range that ends before it starts, and answers nothing to users without production', async () => {
    const bad = await s.request('GET', 'clients/products-statuses?start=2026-12-01&end=2026-11-01', { token: floor.tokens.worker });
    expect(bad).toMatchObject({ status: 422, body: { message: MSG.dateRangeOrder } });
    expect((await s.request('GET', 'clients/products-statuses', { token: floor.tokens.office })).status).toBe(403);
  });
});

describe('product dates (spec 001 §2 product status row modal, §5)', () => {
  const dates = (who: Who, p: FloorProduct, body: Record<string, unknown>) => s.request('POST', `products/${p.productId}/dates`, { token: floor.tokens[who], body });
  const later = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

  it('lets admins and the chain’s department admins change them with a comment, and refuses workers', async () => {
    const p = await floorProduct(s, floor);
    const asked = { start: later(1), end: later(10), calendarComment: 'Pritet materiali' };
    expect((await dates('worker', p, asked)).status).toBe(403);
    const res = await dates('chief', p, asked);
    expect(res).toMatchObject({ status: 200, body: { message: M.dateEdited } });
    const stored = await s.connection.db.selectFrom('products').select(['start', 'end', 'calendarComment']).where('id', '=', p.productId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ start: asked.start, end: asked.end, calendarComment: asked.calendarComment });
  });

  it('refuses with the date messages and changes nothing', async () => {
    const p = await floorProduct(s, floor);
    expect((await dates('admin', p, { start: later(5), end: later(2), calendarComment: 'x' })).body.message).toBe(M.endBeforeStart);
    expect((await dates('admin', p, { start: later(-5), end: later(2), calendarComment: 'x' })).body.message).toBe(M.startInPast);
    expect((await dates('admin', p, { start: later(1), end: later(2) })).body.message).toBe(M.dateComment);
    expect((await dates('admin', p, { start: '', end: later(2), calendarComment: 'x' })).body.message).toBe(M.fillDates);
    const stored = await s.connection.db.selectFrom('products').select(['start', 'end']).where('id', '=', p.productId).executeTakeFirstOrThrow();
    expect(stored).toEqual(FLOOR_DATES);
  });
});
