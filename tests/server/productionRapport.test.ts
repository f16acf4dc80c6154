import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfMs } from '../../domain/days.js';
import { lastMonth } from '../../domain/production/dates.js';
import { productionRapport, type ProductionRapport, type RapportLine } from '../../domain/production/rapport.js';
import { rapportSourcesOfRows } from '../../domain/production/rapportRows.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let floor: Floor;
const today = dayOfMs(Date.now());
const at = (days: number, time: string) => `${addDays(today, days)}T${time}:00.000Z`;

beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  await workOnTheFloor();
});
afterAll(() => s.close());

type Who = keyof Floor['tokens'];
const rapport = (who: Who, query = '') => s.request('GET', `products/production-rapport${query}`, { token: floor.tokens[who] });
const lineOf = (lines: RapportLine[], id: string | undefined) => lines.find((l) => l.id === id);

/**
 * Two products on the floor's own department, two days ago:
 * p1: R1 completed by the worker (on time; 1:30 of work, 0:30 paused), R2 worked
 *     through its material by worker2 (2:00),
 *     R3 late now (status 3) and held by the worker;
 * p2: planned to end five days ago, R1 completed by the worker (late), R2 sent back.
 * And an hour of work two months ago, and one across midnight into the day
 * 90 days ago, both outside the default range.
 */
async function workOnTheFloor(): Promise<void> {
  const p1 = await floorProduct(s, floor, true);
  const p2 = await floorProduct(s, floor);
  const worker = floor.users[floor.usernames.worker]!;
  const worker2 = floor.users[floor.usernames.worker2]!;
  const [r1, r2, r3] = floor.processes;
  const track = (p: FloorProduct, responsibilityId: string, statusRefId: string, userId: string, start: string, end: string | null, extra: { pauseStatusId?: number; statusType?: string } = {}) => ({
    statusType: extra.statusType ?? 'responsibilityStatus',
    statusRefId,
    productId: p.productId,
    responsibilityId,
    userId,
    start,
    end,
    pauseStatusId: extra.pauseStatusId ?? null,
  });
  await writeDirect(s.connection, { companyId: floor.companyId, userId: null }, async (w) => {
    const done = (userId: string | null, finishedAt: string) => ({ statusId: 1, userId, startedAt: at(-2, '08:00'), finishedAt });
    await w.update('processStatuses', p1.statusIds[0], done(worker, at(-2, '10:00')));
    await w.update('materialStatuses', p1.materialStatusId!, done(worker2, at(-2, '12:00')));
    await w.update('processStatuses', p1.statusIds[1], done(null, at(-2, '12:00')));
    await w.update('processStatuses', p1.statusIds[2], { statusId: 3, userId: worker, warning: 'Mungon materiali' });
    await w.update('products', p2.productId, { end: addDays(today, -5) });
    await w.update('processStatuses', p2.statusIds[0], done(worker, at(-2, '11:00')));
    await w.update('processStatuses', p2.statusIds[1], { statusId: 2, userId: null, returnedAt: at(-1, '09:00') });
    await w.insert('trackers', track(p1, r1, p1.statusIds[0], worker, at(-2, '08:00'), at(-2, '09:30')));
    await w.insert('trackers', track(p1, r1, p1.statusIds[0], worker, at(-2, '09:30'), at(-2, '10:00'), { pauseStatusId: 5 }));
    await w.insert('trackers', track(p1, r2, p1.materialStatusId!, worker2, at(-2, '10:00'), at(-2, '12:00'), { statusType: 'materialStatus' }));
    await w.insert('trackers', track(p2, r3, p2.statusIds[2], worker, at(-60, '08:00'), at(-60, '09:00')));
    await w.insert('trackers', track(p2, r3, p2.statusIds[2], worker, at(-91, '23:00'), at(-90, '01:00')));
  });
}

describe('GET products/production-rapport (production-rapport, issue 11)', () => {
  it('answers per process and per worker: completed, late, returned, productive and waiting time, on time', async () => {
    const res = await rapport('admin', `?departmentId=${floor.departmentId}`);
    expect(res.status).toBe(200);
    const body = res.body as ProductionRapport;
    const [r1, r2, r3] = floor.processes;
    expect(body.byProcess.map((l) => l.id).sort()).toEqual([...floor.processes].sort());
    expect(lineOf(body.byProcess, r1)).toEqual({ id: r1, name: floor.processNames[0], completed: 2, late: 1, returned: 0, productiveSeconds: 5400, waitingSeconds: 1800, onTimePercent: 50 });
    expect(lineOf(body.byProcess, r2)).toMatchObject({ completed: 1, late: 0, returned: 1, productiveSeconds: 7200, waitingSeconds: 0, onTimePercent: 100 });
    expect(lineOf(body.byProcess, r3)).toMatchObject({ completed: 0, late: 1, returned: 0, productiveSeconds: 0, onTimePercent: null });
    expect(body.totals.byProcess).toEqual({ completed: 3, late: 2, returned: 1, productiveSeconds: 12600, waitingSeconds: 1800, onTimePercent: 66.67 });

    const worker = floor.users[floor.usernames.worker];
    const worker2 = floor.users[floor.usernames.worker2];
    expect(body.byWorker.map((l) => l.id).sort()).toEqual([worker, worker2].sort());
    expect(lineOf(body.byWorker, worker)).toMatchObject({ name: `Test ${floor.usernames.worker}`, completed: 2, late: 2, productiveSeconds: 5400, waitingSeconds: 1800, onTimePercent: 50 });
    expect(lineOf(body.byWorker, worker2)).toMatchObject({ completed: 1, late: 0, productiveSeconds: 7200, onTimePercent: 100 });
    expect(body).toMatchObject({ departmentId: floor.departmentId, ...lastMonth(Date.now()) });
  });

  it('defaults to the last month up to today; an asked range replaces it, a bound may stay open', async () => {
    const older = await rapport('admin', `?departmentId=${floor.departmentId}&start=${addDays(today, -90)}&end=${addDays(today, -30)}`);
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ start: addDays(today, -90), end: addDays(today, -30) });
    // The hour two months ago, and the hour of the night segment after midnight.
    expect(lineOf(older.body.byProcess, floor.processes[2])).toMatchObject({ productiveSeconds: 7200, completed: 0 });
    expect(older.body.totals.byProcess).toMatchObject({ completed: 0, late: 0, returned: 0, productiveSeconds: 7200 });
    const open = await rapport('admin', `?departmentId=${floor.departmentId}&start=${addDays(today, -90)}`);
    expect(open.body).toMatchObject({ start: addDays(today, -90), end: null });
    expect(open.body.totals.byProcess).toMatchObject({ completed: 3, productiveSeconds: 19800 });
    const blank = await rapport('admin', `?departmentId=${floor.departmentId}&start=&end=`);
    expect(blank.body).toMatchObject(lastMonth(Date.now()));
  });

  it('lets a department admin read their departments, and nobody else but full privileges', async () => {
    const chief = await rapport('chief');
    expect(chief.status).toBe(200);
    expect(chief.body.byProcess.map((l: RapportLine) => l.id).sort()).toEqual([...floor.processes].sort());
    expect((await rapport('chief', `?departmentId=${floor.departmentId}`)).status).toBe(200);
    const other = await setUpFloor(s);
    expect(await rapport('chief', `?departmentId=${other.departmentId}`)).toMatchObject({ status: 403, body: { message: 'Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!' } });
    for (const who of ['worker', 'worker2', 'observer', 'office', 'outsider'] as const) expect((await rapport(who)).status, who).toBe(403);
    // Full privileges without a department: every process of the company.
    const all = await rapport('admin');
    expect(all.status).toBe(200);
    expect(all.body.byProcess.length).toBeGreaterThan(floor.processes.length);
  });

  it('answers what the domain makes of the stored rows: the SQL groups them as rapportRows.ts does (the whole demo company)', async () => {
    // A range that ended yesterday: segments still running are cut at its end, so both sides agree to the second.
    const range = { start: addDays(today, -60), end: addDays(today, -1) };
    const res = await rapport('admin', `?start=${range.start}&end=${range.end}`);
    expect(res.status).toBe(200);
    const db = s.connection.db;
    const stored = (table: 'processStatuses' | 'materialStatuses') =>
      db
        .selectFrom(`${table} as s` as 'processStatuses as s')
        .innerJoin('products as p', 'p.id', 's.productId')
        .select(['s.productId', 's.responsibilityId', 's.userId', 's.statusId', 's.finishedAt', 's.returnedAt', 's.updatedAt', 'p.end as productEnd'])
        .where('s.companyId', '=', floor.companyId)
        .where('p.canceled', '=', 0)
        .execute();
    const rows = {
      processes: await stored('processStatuses'),
      materials: await stored('materialStatuses'),
      trackers: await db.selectFrom('trackers').select(['responsibilityId', 'userId', 'start', 'end', 'pauseStatusId']).where('companyId', '=', floor.companyId).execute(),
      responsibilities: new Map((await db.selectFrom('responsibilities').select(['id', 'name', 'departmentId']).where('companyId', '=', floor.companyId).execute()).map((r) => [r.id, r])),
      users: new Map((await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('companyId', '=', floor.companyId).execute()).map((u) => [u.id, u])),
    };
    const expected = productionRapport(rapportSourcesOfRows(rows, range), { range, departmentIds: null }, Date.now());
    expect(expected.totals.byProcess.completed).toBeGreaterThan(100);
    expect(expected.totals.byProcess.productiveSeconds).toBeGreaterThan(0);
    expect(expected.byWorker.length).toBeGreaterThan(0);
    expect(res.body).toEqual({ ...expected, departmentId: null });
  });

  it("refuses a start after the end with 'Data e fillimit duhet te jete para dates se mbarimit!', and nonsense filters", async () => {
    expect(await rapport('admin', '?start=2026-12-02&end=2026-12-01')).toMatchObject({ status: 422, body: { message: 'Data e fillimit duhet te jete para dates se mbarimit!' } });
    for (const query of ['?start=yesterday', '?end=2026-13-01', '?departmentId=nope']) expect((await rapport('admin', query)).status, query).toBe(422);
  });
});
