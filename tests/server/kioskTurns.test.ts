import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { PIN_LOCK_MS } from '../../domain/kiosk/lockout.js';
import { TURN_MAX_MS } from '../../domain/kiosk/turns.js';
import { CURRENT_VERIFIER_COST, pinVerifier } from '../../domain/kiosk/verifier.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Issue 35, item 1: a turn the kiosk says it opened offline is taken only as
 * what it claims to be. Each test enrols its own kiosk, so each starts with
 * the kiosk's own contact history.
 */
let s: TestServer;
let floor: Floor;
const PIN = '482193';
const MIN = 60_000;

beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  for (const who of ['worker', 'worker2'] as const) {
    expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: idOf(who), pin: PIN } })).status).toBe(200);
  }
});
afterAll(() => s.close());
// A worker has one process under way at a time: what a test started is finished, for the next to start another.
afterEach(async () => {
  await s.connection.db.updateTable('processStatuses').set({ statusId: 1 }).where('statusId', '=', 4).where('userId', 'in', [idOf('worker'), idOf('worker2')]).execute();
});

type Worker = 'worker' | 'worker2';
const idOf = (who: Worker) => floor.users[floor.usernames[who]]!;

interface Kiosk {
  id: string;
  secret: string;
}

async function enrol(): Promise<Kiosk> {
  const res = await s.request('POST', 'kiosks', { token: floor.tokens.admin, body: { name: `K ${newId().slice(-6)}`, departmentIds: [floor.departmentId] } });
  expect(res.status).toBe(201);
  return { id: res.body.kiosk.id, secret: res.body.secret };
}

const switchIn = (k: Kiosk, who: Worker) => s.request('POST', 'kiosk/switch', { token: k.secret, body: { userId: idOf(who), pin: PIN } });

/** The kiosk as if it had gone without the server from `minutes` ago until now: its last contact moved back. */
async function goneFor(k: Kiosk, minutes: number): Promise<void> {
  const lastSeenAt = new Date(Date.now() - minutes * MIN).toISOString();
  const contactSince = new Date(Date.now() - (minutes + 30) * MIN).toISOString();
  // The kiosk's turns the server checked before must still lie before its contact ended.
  await s.connection.db.updateTable('kioskSwitches').set({ switchedAt: contactSince }).where('kioskId', '=', k.id).execute();
  await s.connection.db.updateTable('kiosks').set({ lastSeenAt, contactSince, createdAt: contactSince }).where('id', '=', k.id).execute();
}

/** The end of a turn, sent in it as the kiosk sends it. */
const endTurn = (k: Kiosk, who: Worker, turn: string) =>
  s.request('POST', 'kiosk/switch/end', { token: k.secret, headers: { 'x-kiosk-worker': idOf(who), 'x-kiosk-switch': turn }, body: { switchId: turn } });

/** A status change sent from the kiosk as this worker, in this turn, made when `key` was made. */
const saveAt = (k: Kiosk, who: Worker, switchId: string, p: FloorProduct, statusId: number, key = newId()) =>
  s.request('POST', 'responsibilities/clients/statuses', {
    token: k.secret,
    headers: { 'x-kiosk-worker': idOf(who), 'x-kiosk-switch': switchId, 'idempotency-key': key },
    body: { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: statusId },
  });

const statusOf = async (p: FloorProduct) => (await s.connection.db.selectFrom('processStatuses').select('statusId').where('id', '=', p.statusIds[0]).executeTakeFirstOrThrow()).statusId;
/** A UUIDv7 made at `ms`, without moving newId's clock (it never goes back: one id in the future would date every later one). */
const idAt = (ms: number) => {
  const random = newId().replace(/-/g, '').slice(12);
  const hex = ms.toString(16).padStart(12, '0') + random;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const refusedAs = (res: { status: number; body: { message?: string; turnRefused?: string } }, reason: string) => {
  expect(res.status).toBe(403);
  expect(res.body.message).toBe(KIOSK_MSG.turnRefused);
  expect(res.body.turnRefused).toBe(reason);
};

describe('a turn the kiosk opened offline', () => {
  it('is taken when it began while the kiosk was out of contact, for a worker the server has let in there before', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    await goneFor(k, 10);
    const turn = idAt(Date.now() - 5 * MIN);
    const p = await floorProduct(s, floor);
    expect((await saveAt(k, 'worker', turn, p, 4)).status).toBe(200);
    const stored = await s.connection.db.selectFrom('kioskSwitches').selectAll().where('id', '=', turn).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ checkedBy: 'device', userId: idOf('worker'), kioskId: k.id });
    expect(Date.parse(stored.switchedAt)).toBeLessThan(Date.now() - 4 * MIN);
    // The stretch before the outage is kept: the server knows when the kiosk was in contact.
    const stretches = await s.connection.db.selectFrom('kioskContacts').select(['fromAt', 'toAt']).where('kioskId', '=', k.id).execute();
    expect(stretches).toHaveLength(1);
    expect(await statusOf(p)).toBe(4);
    const audit = await s.connection.db.selectFrom('auditLog').select(['userId', 'kioskId', 'kioskSwitchId']).where('auditableId', '=', p.statusIds[0]).where('event', '=', 'updated').execute();
    expect(audit).toEqual([{ userId: idOf('worker'), kioskId: k.id, kioskSwitchId: turn }]);
  });

  it('is refused when the kiosk was in contact at its start: it asks the server first when it can', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    const p = await floorProduct(s, floor);
    refusedAs(await saveAt(k, 'worker', idAt(Date.now() - 1_000), p, 4), 'inContact');
    // A stretch that has ended is contact too: a turn dated inside it is refused after the kiosk went away and came back.
    await goneFor(k, 10);
    refusedAs(await saveAt(k, 'worker', idAt(Date.now() - 15 * MIN), p, 4), 'inContact');
    expect(await statusOf(p)).toBe(2);
  });

  it('is refused dated in the future, or before the kiosk was enrolled (a UUIDv7 of 2001)', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    await goneFor(k, 10);
    const p = await floorProduct(s, floor);
    refusedAs(await saveAt(k, 'worker', idAt(Date.now() + 10 * MIN), p, 4), 'future');
    refusedAs(await saveAt(k, 'worker', idAt(Date.parse('2001-06-01T08:00:00Z')), p, 4), 'inContact');
    expect(await statusOf(p)).toBe(2);
  });

  it('is refused for a worker whose PIN the server never checked at this kiosk', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    await goneFor(k, 10);
    const p = await floorProduct(s, floor);
    refusedAs(await saveAt(k, 'worker2', idAt(Date.now() - 5 * MIN), p, 4), 'notUsedHere');
    expect(await statusOf(p)).toBe(2);
  });

  it('is refused for a worker whose PIN was locked at that moment', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker2')).status).toBe(200);
    await goneFor(k, 10);
    const lockedUntil = new Date(Date.now() - 5 * MIN + PIN_LOCK_MS - MIN).toISOString();
    await s.connection.db.updateTable('userPins').set({ lockedUntil }).where('userId', '=', idOf('worker2')).execute();
    try {
      const p = await floorProduct(s, floor);
      refusedAs(await saveAt(k, 'worker2', idAt(Date.now() - 5 * MIN), p, 4), 'locked');
      expect(await statusOf(p)).toBe(2);
    } finally {
      await s.connection.db.updateTable('userPins').set({ lockedUntil: null, failures: 0 }).where('userId', '=', idOf('worker2')).execute();
    }
  });
});

describe('the bounds of a turn', () => {
  it('refuses a change made after the turn ended, and takes one made before it that arrives later', async () => {
    const k = await enrol();
    const turn = (await switchIn(k, 'worker')).body.switchId as string;
    const madeBefore = idAt(Date.now());
    const p = await floorProduct(s, floor);
    const end = await endTurn(k, 'worker', turn);
    expect(end.status).toBe(200);
    // Ending it again is no refusal.
    expect((await endTurn(k, 'worker', turn)).status).toBe(200);
    refusedAs(await saveAt(k, 'worker', turn, p, 4, idAt(Date.now() + 2 * MIN)), 'ended');
    expect((await saveAt(k, 'worker', turn, p, 4, madeBefore)).status).toBe(200);
    expect(await statusOf(p)).toBe(4);
  });

  it(`refuses a change made more than ${TURN_MAX_MS / 3_600_000} hours into a turn`, async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    await goneFor(k, 4 * 60);
    const start = Date.now() - 3 * 60 * MIN;
    const turn = idAt(start);
    const p = await floorProduct(s, floor);
    refusedAs(await saveAt(k, 'worker', turn, p, 4, idAt(start + TURN_MAX_MS + 5 * MIN)), 'expired');
    expect((await saveAt(k, 'worker', turn, p, 4, idAt(start + 10 * MIN))).status).toBe(200);
    expect(await statusOf(p)).toBe(4);
  });

  it('an end of an offline turn the server has not seen records it, ended', async () => {
    const k = await enrol();
    expect((await switchIn(k, 'worker')).status).toBe(200);
    await goneFor(k, 10);
    const turn = idAt(Date.now() - 5 * MIN);
    const end = await endTurn(k, 'worker', turn);
    expect(end.status).toBe(200);
    const stored = await s.connection.db.selectFrom('kioskSwitches').select(['checkedBy', 'endedAt']).where('id', '=', turn).executeTakeFirstOrThrow();
    expect(stored.checkedBy).toBe('device');
    expect(stored.endedAt).not.toBeNull();
    const p = await floorProduct(s, floor);
    refusedAs(await saveAt(k, 'worker', turn, p, 4, idAt(Date.now() + 2 * MIN)), 'ended');
  });
});

describe('what a kiosk holds of the PINs', () => {
  it('gives a verifier only for workers the server has let in at that kiosk, and the switch answer carries it', async () => {
    const k = await enrol();
    const list = async () => (await s.request('GET', 'kiosk/workers', { token: k.secret })).body.workers as { id: string; pin: unknown }[];
    const before = await list();
    expect(before.find((w) => w.id === idOf('worker2'))?.pin).toBeNull();
    const switched = await switchIn(k, 'worker2');
    expect(switched.body.worker.pin).toMatchObject({ cost: CURRENT_VERIFIER_COST });
    const after = (await list()).find((w) => w.id === idOf('worker2'))!.pin as { salt: string; verifier: string; cost: number };
    expect(after.verifier).toBe(await pinVerifier(PIN, after.salt, CURRENT_VERIFIER_COST));
    expect((await list()).find((w) => w.id === idOf('worker'))?.pin).toBeNull();
  });

  it('brings a verifier of the older cost to the current one when the server next checks the PIN', async () => {
    const k = await enrol();
    const salt = Buffer.from('an-old-salt-16b!').toString('base64');
    await s.connection.db.updateTable('userPins').set({ salt, verifier: await pinVerifier(PIN, salt, 1), verifierCost: 1 }).where('userId', '=', idOf('worker')).execute();
    const switched = await switchIn(k, 'worker');
    expect(switched.status).toBe(200);
    const row = await s.connection.db.selectFrom('userPins').select(['salt', 'verifier', 'verifierCost']).where('userId', '=', idOf('worker')).executeTakeFirstOrThrow();
    expect(Number(row.verifierCost)).toBe(CURRENT_VERIFIER_COST);
    expect(row.salt).not.toBe(salt);
    expect(row.verifier).toBe(await pinVerifier(PIN, row.salt, CURRENT_VERIFIER_COST));
    expect(switched.body.worker.pin).toEqual({ salt: row.salt, verifier: row.verifier, cost: CURRENT_VERIFIER_COST });
  });
});
