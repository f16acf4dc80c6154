import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../domain/ids.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { MSG } from '../../domain/messages.js';
import { PUSH_MAX_BYTES, PUSH_MAX_CALLS, SEND_ALONE, type PushCall, type PushResult } from '../../domain/syncPush.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { requestHash } from '../../server/http/idempotency.js';
import { floorProduct, setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { writeTotals } from '../fixtures/directWrite.js';

/**
 * POST sync/push (src/local/SYNC.md, O17): a batch of queued calls, each
 * applied in order exactly as if it had come alone under its own key.
 */
let s: TestServer;
let admin: string;
let office: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  office = await s.login('office');
});
afterAll(() => s.close());

let n = 0;
const uniqueName = () => `push-${process.pid}-${++n}`;
const push = (token: string, calls: unknown[], headers: Record<string, string> = {}) => s.request('POST', 'sync/push', { token, body: { calls }, headers });
const results = (res: ApiResponse): PushResult[] => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { results: PushResult[] }).results;
};
const statuses = (res: ApiResponse) => results(res).map((r) => r.status);
const createUnit = (name: string, id = newId(), key = newId()): PushCall => ({ key, method: 'POST', path: 'admin/units', body: { id, name } });
const unitsNamed = async (name: string) => (await s.connection.db.selectFrom('units').select('id').where('name', '=', name).execute()).length;
const keyRow = (key: string) => s.connection.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
const adminId = async () => (await s.connection.db.selectFrom('users').select(['id', 'companyId']).where('username', '=', 'admin').executeTakeFirstOrThrow());

/** A claim left by a single request for this call: running, taken `agoMs` ago. */
async function runningClaim(call: PushCall, agoMs: number): Promise<void> {
  const { id, companyId } = await adminId();
  const at = new Date(Date.now() - agoMs).toISOString();
  const hash = requestHash({ method: call.method, url: `/api/v1/${call.path}`, body: call.body } as FastifyRequest);
  await s.connection.db
    .insertInto('idempotencyKeys')
    .values({ userId: id, companyId, key: call.key, requestHash: hash, state: 'running', statusCode: null, body: null, createdAt: at, updatedAt: at })
    .execute();
}

describe('O17 — a batch is applied in order, each call as if it had come alone', () => {
  it('a create and then a call naming it, in one batch: both apply, answered in order', async () => {
    const id = newId();
    const [before, after] = [uniqueName(), uniqueName()];
    const calls: PushCall[] = [
      createUnit(before, id),
      { key: newId(), method: 'POST', path: `/admin/units/${id}`, body: { name: after } },
      { key: newId(), method: 'DELETE', path: `admin/units/${id}` },
      createUnit(before),
    ];
    const res = await push(admin, calls);
    expect(results(res).map((r) => r.key)).toEqual(calls.map((c) => c.key));
    expect(statuses(res)).toEqual([201, 200, 200, 201]);
    expect(results(res)[0]!.body).toMatchObject({ data: { id, name: before } });
    // The delete saw the rename, and the last create saw the first one gone: strictly in order.
    expect(await unitsNamed(after)).toBe(0);
    expect(await unitsNamed(before)).toBe(1);
  });

  it('fires the change waiters once for each committed call (the kiosks\' pokes)', async () => {
    const changed = vi.spyOn(s.app.deps.changeWaiters, 'changed');
    try {
      const res = await push(admin, [createUnit(uniqueName()), createUnit(''), createUnit(uniqueName())]);
      expect(statuses(res)).toEqual([201, 422, 201]);
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      changed.mockRestore();
    }
  });
});

describe('O17 — one commit per call', () => {
  it('an applied call commits once: its write transaction, with its answer and no claim written before it', async () => {
    const { db } = s.app.deps;
    const keyWrites = () => {
      const spies = [vi.spyOn(db, 'insertInto'), vi.spyOn(db, 'updateTable'), vi.spyOn(db, 'deleteFrom')];
      const transactions = vi.spyOn(db, 'transaction');
      return {
        count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.filter(([table]) => (table as unknown) === 'idempotencyKeys').length, 0),
        transactions: () => transactions.mock.calls.length,
        restore: () => [...spies, transactions].forEach((spy) => spy.mockRestore()),
      };
    };
    const batch = keyWrites();
    try {
      const calls = [createUnit(uniqueName()), createUnit(uniqueName()), createUnit(uniqueName())];
      expect(statuses(await push(admin, calls))).toEqual([201, 201, 201]);
      expect({ keyWrites: batch.count(), transactions: batch.transactions() }).toEqual({ keyWrites: 0, transactions: 3 });
      for (const call of calls) expect(await keyRow(call.key)).toMatchObject({ state: 'done', statusCode: 201 });
    } finally {
      batch.restore();
    }
    // The single path claims its key first (a commit of its own), so a copy arriving meanwhile finds it running.
    const single = keyWrites();
    try {
      const call = createUnit(uniqueName());
      expect((await s.request('POST', call.path, { token: admin, body: call.body, headers: { 'idempotency-key': call.key } })).status).toBe(201);
      expect({ keyWrites: single.count(), transactions: single.transactions() }).toEqual({ keyWrites: 1, transactions: 1 });
    } finally {
      single.restore();
    }
  });
});

describe('O17 — a replayed batch applies nothing twice and answers the same', () => {
  it('the whole batch sent again replays every stored answer, refusals too, and changes nothing', async () => {
    const name = uniqueName();
    const calls = [createUnit(name), createUnit(name), createUnit(uniqueName()), createUnit('')];
    const first = await push(admin, calls);
    expect(statuses(first)).toEqual([201, 422, 201, 422]);
    const totals = await writeTotals(s.connection);
    const again = await push(admin, calls);
    expect(results(again)).toEqual(results(first));
    expect(await writeTotals(s.connection)).toEqual(totals);
    expect(await unitsNamed(name)).toBe(1);
  });

  it('a key sent in a batch replays alone, and a key sent alone replays in a batch', async () => {
    const inBatch = createUnit(uniqueName());
    const batched = results(await push(admin, [inBatch]))[0]!;
    const alone = await s.request('POST', inBatch.path, { token: admin, body: inBatch.body, headers: { 'idempotency-key': inBatch.key } });
    expect(alone.status).toBe(201);
    expect(alone.headers.get('idempotent-replayed')).toBe('true');
    expect(alone.body).toEqual(batched.body);

    const first = createUnit(uniqueName());
    const single = await s.request('POST', first.path, { token: admin, body: first.body, headers: { 'idempotency-key': first.key } });
    expect(single.status).toBe(201);
    const totals = await writeTotals(s.connection);
    expect(results(await push(admin, [first]))).toEqual([{ key: first.key, status: 201, body: single.body }]);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('a key reused in a batch for another call is refused (422) and the batch goes on', async () => {
    const taken = createUnit(uniqueName());
    expect(statuses(await push(admin, [taken]))).toEqual([201]);
    const reused = { ...createUnit(uniqueName()), key: taken.key };
    const next = createUnit(uniqueName());
    const res = await push(admin, [reused, next]);
    expect(results(res)[0]).toEqual({ key: taken.key, status: 422, body: { message: MSG.idempotencyMismatch } });
    expect(results(res)[1]!.status).toBe(201);
  });
});

describe('O17 — refusals are recorded and the batch goes on', () => {
  it('validation, business, unknown-path and not-batchable refusals each answer for their call alone', async () => {
    const name = uniqueName();
    const calls: PushCall[] = [
      createUnit(name),
      createUnit(name), // a duplicate name
      createUnit(''), // validation
      { key: newId(), method: 'POST', path: 'no/such/call', body: {} },
      { key: newId(), method: 'POST', path: 'admin/users', body: { username: 'x' } }, // files optional: JSON travels, refused as alone (O21)
      { key: newId(), method: 'POST', path: 'sync/push', body: { calls: [createUnit(uniqueName())] } },
      { key: newId(), method: 'POST', path: '../login', body: {} },
      { key: newId(), method: 'POST', path: 'admin/%2e%2e/%2E%2E/login', body: {} },
      { key: newId(), method: 'POST', path: '//evil.example/x', body: {} },
      createUnit(uniqueName()),
    ];
    const res = await push(admin, calls);
    expect(statuses(res)).toEqual([201, 422, 422, 404, 422, 422, 400, 400, 400, 201]);
    expect(results(res)[4]!.body).toMatchObject({ errors: expect.any(Object) });
    for (const r of results(res).slice(5, 9)) expect(r.body).toEqual({ message: MSG.pushCallNotBatchable });
    // A call refused as not batchable is not stored: the same key may still go alone, as its route takes it.
    for (const call of calls.slice(5, 9)) expect(await keyRow(call.key)).toBeUndefined();
    for (const call of [calls[1]!, calls[4]!]) expect(await keyRow(call.key)).toMatchObject({ state: 'done', statusCode: 422 });
  });

  it('O21 — an upload in a batch ends it there, unstored, so the device sends it alone; the calls before it stand', async () => {
    const project = await s.connection.db.selectFrom('projects').select('id').limit(1).executeTakeFirstOrThrow();
    const calls: PushCall[] = [
      createUnit(uniqueName()),
      { key: newId(), method: 'POST', path: 'project-blueprint', body: { id: newId(), projectId: project.id } },
      createUnit(uniqueName()),
    ];
    const res = await push(admin, calls);
    expect(statuses(res)).toEqual([201, SEND_ALONE]);
    expect(results(res)[1]!.body).toEqual({ message: MSG.pushCallNotBatchable });
    expect(await keyRow(calls[0]!.key)).toMatchObject({ state: 'done', statusCode: 201 });
    for (const call of calls.slice(1)) expect(await keyRow(call.key)).toBeUndefined();
  });

  it('a batch by a user without the rights answers each call 403 and applies none; an observer is refused whole', async () => {
    const calls = [createUnit(uniqueName()), createUnit(uniqueName()), createUnit(uniqueName())];
    const totals = await writeTotals(s.connection);
    const res = await push(office, calls);
    expect(statuses(res)).toEqual([403, 403, 403]);
    for (const r of results(res)) expect(r.body).toEqual({ message: MSG.noAccess });
    const observer = await s.login('observer');
    expect((await push(observer, calls)).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('without a credential the push answers 401; an Idempotency-Key on the push itself stores nothing', async () => {
    expect((await push('not-a-token', [createUnit(uniqueName())])).status).toBe(401);
    const outer = newId();
    expect(statuses(await push(admin, [createUnit(uniqueName())], { 'idempotency-key': outer }))).toEqual([201]);
    expect(await keyRow(outer)).toBeUndefined();
  });
});

describe('O17 — a temporary failure stops the batch there', () => {
  it('a key still running elsewhere answers 409 for its call; the calls after it are not reached, and apply on the next send', async () => {
    const calls = [createUnit(uniqueName()), createUnit(uniqueName()), createUnit(uniqueName())];
    await runningClaim(calls[1]!, 1000);
    const res = await push(admin, calls);
    expect(results(res)).toHaveLength(2);
    expect(results(res)[1]).toEqual({ key: calls[1]!.key, status: 409, body: { message: MSG.idempotencyRunning } });
    expect(await unitsNamed((calls[2]!.body as { name: string }).name)).toBe(0);

    // The running request died: its claim grows stale and the batch's call retakes it, in the write's own commit.
    await s.connection.db.updateTable('idempotencyKeys').set({ updatedAt: new Date(Date.now() - 6 * 60_000).toISOString() }).where('key', '=', calls[1]!.key).execute();
    const next = await push(admin, calls);
    expect(statuses(next)).toEqual([201, 201, 201]);
    expect(results(next)[0]).toEqual(results(res)[0]);
    for (const call of calls) expect(await unitsNamed((call.body as { name: string }).name)).toBe(1);
  });
});

describe('O17 — caps', () => {
  it(`more than ${PUSH_MAX_CALLS} calls is refused whole (422), nothing applied; ${PUSH_MAX_CALLS} is taken`, async () => {
    const calls = Array.from({ length: PUSH_MAX_CALLS + 1 }, () => createUnit(uniqueName()));
    const totals = await writeTotals(s.connection);
    const res = await push(admin, calls);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.pushTooManyCalls);
    expect(await writeTotals(s.connection)).toEqual(totals);
    expect(statuses(await push(admin, calls.slice(1)))).toEqual(calls.slice(1).map(() => 201));
  });

  it(`a body over ${PUSH_MAX_BYTES} bytes is refused whole (413), nothing applied`, async () => {
    const calls = [createUnit(uniqueName()), { ...createUnit(uniqueName()), body: { name: 'x', padding: 'x'.repeat(PUSH_MAX_BYTES) } }];
    const totals = await writeTotals(s.connection);
    expect((await push(admin, calls)).status).toBe(413);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('a malformed batch is refused whole (422): no calls, a method the outbox never queues, no key', async () => {
    for (const calls of [[], [{ ...createUnit(uniqueName()), method: 'GET' }], [{ ...createUnit(uniqueName()), key: '' }]]) {
      expect((await push(admin, calls)).status).toBe(422);
    }
  });
});

describe('O17 — concurrent batches with overlapping keys', () => {
  it('every key applies exactly once, and every answer is the stored one or a 409 that stops its batch', async () => {
    const seen = new Map<number, number>();
    for (let round = 0; round < 6; round++) {
      // A rename too, of a unit made before: an update applied twice would show as a second audit row.
      const renamed = createUnit(uniqueName());
      expect(statuses(await push(admin, [renamed]))).toEqual([201]);
      const renamedId = (renamed.body as { id: string }).id;
      const calls = Array.from({ length: 8 }, () => createUnit(uniqueName()));
      calls.push({ key: newId(), method: 'POST', path: `admin/units/${renamedId}`, body: { name: uniqueName() } });
      const batches = [calls, calls.slice(3), [...calls.slice(5), ...calls.slice(0, 5)]];
      const answers = await Promise.all(batches.map((b) => push(admin, b)));
      const stored = results(await push(admin, calls));
      expect(stored.map((r) => r.status)).toEqual(calls.map(() => 201).fill(200, 8));
      const storedByKey = new Map(stored.map((r) => [r.key, r]));
      for (const [i, answer] of answers.entries()) {
        const got = results(answer);
        expect(got.map((r) => r.key)).toEqual(batches[i]!.slice(0, got.length).map((c) => c.key));
        for (const [j, r] of got.entries()) {
          seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
          if (r.status === 409) expect(j).toBe(got.length - 1);
          else expect(r).toEqual(storedByKey.get(r.key));
        }
      }
      for (const call of calls.slice(0, 8)) expect(await unitsNamed((call.body as { name: string }).name)).toBe(1);
      const renames = await s.connection.db.selectFrom('auditLog').select('id').where('auditableId', '=', renamedId).where('event', '=', 'updated').execute();
      expect(renames).toHaveLength(1);
    }
    console.log(`overlapping batches, 6 rounds: ${JSON.stringify(Object.fromEntries(seen))}`);
  });
});

describe('O17 — a kiosk batch', () => {
  let floor: Floor;
  let secret: string;
  let kioskId: string;
  beforeAll(async () => {
    floor = await setUpFloor(s);
    const enrolled = await s.request('POST', 'kiosks', { token: floor.tokens.chief, body: { name: 'Kioska e batch', departmentIds: [floor.departmentId] } });
    expect(enrolled.status).toBe(201);
    secret = enrolled.body.secret;
    kioskId = enrolled.body.kiosk.id;
    expect((await s.request('POST', 'kiosk/pin', { token: floor.tokens.worker, body: { password: DEMO_PASSWORD, pin: '4821' } })).status).toBe(200);
  });

  it('is applied as its acting worker, each call audited with the worker, the kiosk and the turn', async () => {
    const workerId = floor.users[floor.usernames.worker]!;
    const turn = await s.request('POST', 'kiosk/switch', { token: secret, body: { userId: workerId, pin: '4821' } });
    expect(turn.status).toBe(200);
    const switchId: string = turn.body.switchId;
    const p = await floorProduct(s, floor);
    const status = (step: 0 | 1, statusId: number): PushCall => ({
      key: newId(),
      method: 'POST',
      path: 'responsibilities/clients/statuses',
      body: { productId: p.productId, responsibilityId: floor.processes[step], responsibilityStatusId: statusId },
    });
    const calls = [status(0, 4), status(0, 1), createUnit(uniqueName())];

    // No acting worker: every production write is refused as the kiosk alone would be.
    const alone = await push(secret, calls.slice(0, 2));
    expect(results(alone).map((r) => r.body)).toEqual([{ message: KIOSK_MSG.workerNeeded }, { message: KIOSK_MSG.workerNeeded }]);

    const res = await push(secret, calls, { 'x-kiosk-worker': workerId, 'x-kiosk-switch': switchId });
    // Production as the worker; nothing of another module, whoever acts.
    expect(statuses(res)).toEqual([200, 200, 403]);
    // A worker who may not act here is refused call by call, as each entry alone would be (O16).
    const outsider = await push(secret, [status(1, 4)], { 'x-kiosk-worker': floor.users[floor.usernames.outsider]!, 'x-kiosk-switch': switchId });
    expect(results(outsider).map((r) => [r.status, r.body])).toEqual([[403, { message: KIOSK_MSG.notKioskWorker }]]);
    const audit = await s.connection.db.selectFrom('auditLog').selectAll().where('auditableId', '=', p.statusIds[0]).where('event', '=', 'updated').execute();
    expect(audit).toHaveLength(2);
    for (const a of audit) expect(a).toMatchObject({ userId: workerId, kioskId, kioskSwitchId: switchId });
  });
});
