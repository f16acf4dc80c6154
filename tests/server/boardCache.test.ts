import { gunzipSync } from 'node:zlib';
import type { PermissionMap } from '../../domain/permissions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBoard } from '../../domain/production/board.js';
import { boardQuery } from '../../domain/production/boardQuery.js';
import { BoardCache } from '../../server/routes/production/boardCache.js';
import { loadBoardSources } from '../../server/routes/production/boardSources.js';
import { parse } from '../../server/http/validate.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';

let s: TestServer;
let floor: Floor;
beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
});
afterAll(() => s.close());

type Who = 'worker' | 'worker2' | 'chief';
/** A worker holds one process in process at a time: the tests share them out. */
const save = (p: FloorProduct, step: 0 | 1 | 2, responsibilityStatusId: number, who: Who = 'worker') =>
  s.request('POST', 'responsibilities/clients/statuses', { token: floor.tokens[who], body: { productId: p.productId, responsibilityId: floor.processes[step], responsibilityStatusId } });
const saveMaterial = (p: FloorProduct, responsibilityStatusId: number) =>
  s.request('POST', 'responsibilities/clients/material/statuses', {
    token: floor.tokens.worker2,
    body: { productId: p.productId, responsibilityId: floor.processes[1], materialId: floor.materialId, responsibilityStatusId },
  });

/** Full privileges: the board with its prices. */
const ADMIN: PermissionMap = { fullPrivileges: true };

describe('the kept board answer (GET clients/products-statuses, issue 17)', () => {
  it('is what a fresh assembly answers, at any moment and after every write', async () => {
    const filters = parse(boardQuery, { moduleId: '5', departmentId: floor.departmentId });
    const fresh = async (nowMs: number) => ({ data: assembleBoard(await loadBoardSources(s.connection.db, floor.companyId, filters), filters, nowMs) });
    const cache = new BoardCache(s.connection.db);
    const running = await floorProduct(s, floor);
    const idle = await floorProduct(s, floor);
    // A material worked on: its own segment runs too.
    const material = await floorProduct(s, floor, true);
    expect((await save(running, 0, 4)).status).toBe(200);
    expect((await save(material, 0, 1, 'chief')).status).toBe(200);
    expect((await saveMaterial(material, 4)).status).toBe(200);

    // Timers are taken at the whole second (the answers within one second are one): the next one, after the segments began.
    const wall = Date.now();
    const now = wall - (wall % 1000) + 1000;
    const first = JSON.parse((await cache.answer(floor.companyId, filters, now, ADMIN)).toString());
    expect(first).toEqual(await fresh(now));
    expect(JSON.parse((await cache.answer(floor.companyId, filters, now + 999, ADMIN)).toString())).toEqual(first);
    // A minute later, from the kept entry: the running timer moved, the idle product did not.
    const later = JSON.parse((await cache.answer(floor.companyId, filters, now + 60_000, ADMIN)).toString());
    expect(later).toEqual(await fresh(now + 60_000));
    const durationOf = (answer: { data: { id: string; totalDuration: number }[] }, p: FloorProduct) => answer.data.find((b) => b.id === p.productId)!.totalDuration;
    expect(durationOf(later, running) - durationOf(first, running)).toBe(60);
    expect(durationOf(later, idle)).toBe(durationOf(first, idle));
    const materialSegment = (answer: { data: { id: string; materialStatuses: { trackers: { detailedTracker: { duration: number }[] } }[] }[] }) =>
      answer.data.find((b) => b.id === material.productId)!.materialStatuses[0]!.trackers.detailedTracker.at(-1)!.duration;
    expect(materialSegment(later) - materialSegment(first)).toBe(60);
    // The gzip a kiosk gets is stitched from pieces compressed once, with the running timers' digits between them: the same answer, a valid gzip (gunzip checks its CRC and length).
    for (const at of [now + 60_000, now + 61_000]) {
      const zipped = await cache.answer(floor.companyId, filters, at, ADMIN, true);
      expect(JSON.parse(gunzipSync(zipped).toString())).toEqual(await fresh(at));
    }

    // Asked for now, the next second's answer is made just before that second begins: it is the same as a fresh one then.
    const asked = Date.now();
    await cache.answer(floor.companyId, filters, asked, ADMIN, true);
    const nextSecond = asked - (asked % 1000) + 1000;
    await new Promise((resolve) => setTimeout(resolve, nextSecond + 50 - Date.now()));
    const ahead = await cache.answer(floor.companyId, filters, Date.now(), ADMIN, true);
    expect(JSON.parse(gunzipSync(ahead).toString())).toEqual(await fresh(nextSecond));

    // A write after the answer was kept is in the next one.
    expect((await save(idle, 0, 1, 'chief')).status).toBe(200);
    const afterWrite = JSON.parse((await cache.answer(floor.companyId, filters, now + 60_000, ADMIN)).toString());
    expect(afterWrite.data.find((b: { id: string }) => b.id === idle.productId).statuses[0].responsibilityStatusId).toBe(1);
    expect(afterWrite).toEqual(await fresh(now + 60_000));
    // A worker's answer is the same board without the lines' money (the products' column rule, issue 34).
    const worker = JSON.parse((await cache.answer(floor.companyId, filters, now + 60_000, { production: true })).toString()) as { data: { totalPrice: number | null; discountPrice: number | null }[] };
    expect(worker.data.length).toBe(afterWrite.data.length);
    expect(worker.data.every((b) => b.totalPrice === null && b.discountPrice === null)).toBe(true);
    expect(afterWrite.data.some((b: { totalPrice: number | null }) => typeof b.totalPrice === 'number')).toBe(true);
    expect((await save(running, 0, 1)).status).toBe(200);
    expect((await saveMaterial(material, 1)).status).toBe(200);
  });

  it('is sent as JSON by the route and follows the floor’s writes', async () => {
    const p = await floorProduct(s, floor);
    const read = () => s.request('GET', `clients/products-statuses?moduleId=5&departmentId=${floor.departmentId}`, { token: floor.tokens.worker });
    const before = await read();
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^application\/json/);
    expect(before.body.data.find((b: { id: string }) => b.id === p.productId).statuses[0].responsibilityStatusId).toBe(2);
    expect((await save(p, 0, 4)).status).toBe(200);
    expect((await read()).body.data.find((b: { id: string }) => b.id === p.productId).statuses[0].responsibilityStatusId).toBe(4);
    // Gzip (a kiosk's browser asks for it) and identity carry the same answer (no timer runs now: no second apart).
    expect((await save(p, 0, 1)).status).toBe(200);
    const url = `${s.api}/clients/products-statuses?moduleId=5&departmentId=${floor.departmentId}`;
    const as = (encoding: string) => fetch(url, { headers: { authorization: `Bearer ${floor.tokens.worker}`, 'accept-encoding': encoding } });
    const [zipped, plain] = await Promise.all([as('gzip'), as('identity')]);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.json()).toEqual(await plain.json());
  });
});
