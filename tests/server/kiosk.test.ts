import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { PIN_MAX_TRIES } from '../../domain/kiosk/lockout.js';
import { pinVerifier } from '../../domain/kiosk/verifier.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let floor: Floor;
let secret: string;
let kioskId: string;
const pins = { worker: '4821', worker2: '907315', chief: '1357' };

beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  const enrolled = await s.request('POST', 'kiosks', { token: floor.tokens.chief, body: { name: 'Kioska e prerjes', departmentIds: [floor.departmentId] } });
  expect(enrolled.status).toBe(201);
  secret = enrolled.body.secret;
  kioskId = enrolled.body.kiosk.id;
  expect((await s.request('POST', 'kiosk/pin', { token: floor.tokens.worker, body: { password: DEMO_PASSWORD, pin: pins.worker } })).status).toBe(200);
  for (const who of ['worker2', 'chief'] as const) {
    expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: idOf(who), pin: pins[who] } })).status).toBe(200);
  }
});
afterAll(() => s.close());

type Worker = 'worker' | 'worker2' | 'chief' | 'outsider';
const idOf = (who: Worker) => floor.users[floor.usernames[who]]!;
const asKiosk = (headers: Record<string, string> = {}, token = secret) => ({ token, headers });
const switchIn = (who: Worker, pin: string, token = secret) => s.request('POST', 'kiosk/switch', { token, body: { userId: idOf(who), pin } });
/** A status change sent from the kiosk as this worker, in this turn. */
const saveAt = (who: Worker, switchId: string, p: FloorProduct, step: 0 | 1 | 2, statusId: number, token = secret) =>
  s.request('POST', 'responsibilities/clients/statuses', {
    ...asKiosk({ 'x-kiosk-worker': idOf(who), 'x-kiosk-switch': switchId }, token),
    body: { productId: p.productId, responsibilityId: floor.processes[step], responsibilityStatusId: statusId },
  });
const auditOf = (auditableId: string) => s.connection.db.selectFrom('auditLog').selectAll().where('auditableId', '=', auditableId).orderBy('createdAt').execute();

describe('enrolling a device', () => {
  it('is for full privileges or the admin of every department the kiosk serves', async () => {
    const body = { name: 'K', departmentIds: [floor.departmentId] };
    expect((await s.request('POST', 'kiosks', { token: floor.tokens.worker, body })).status).toBe(403);
    expect((await s.request('POST', 'kiosks', { token: floor.tokens.admin, body: { ...body, departmentIds: [newId()] } })).body.message).toBe(KIOSK_MSG.departmentsNeeded);
    expect((await s.request('POST', 'kiosks', { token: floor.tokens.admin, body: { ...body, departmentIds: [] } })).status).toBe(422);
    expect(secret.startsWith('kiosk.')).toBe(true);
    const stored = await s.connection.db.selectFrom('kiosks').selectAll().where('id', '=', kioskId).executeTakeFirstOrThrow();
    expect(stored.secretHash).not.toContain(secret.slice(6));
    expect(JSON.stringify(await auditOf(kioskId))).not.toContain(stored.secretHash);
  });

  it('keeps no enrolment answer under an Idempotency-Key: a retry enrols another kiosk with its own secret, never a stored row or hash', async () => {
    const key = { 'idempotency-key': newId() };
    const body = { name: 'K e perseritur', departmentIds: [floor.departmentId] };
    const first = await s.request('POST', 'kiosks', { token: floor.tokens.admin, body, headers: key });
    const again = await s.request('POST', 'kiosks', { token: floor.tokens.admin, body, headers: key });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
      expect(String(answer.body.secret).startsWith('kiosk.')).toBe(true);
      expect(JSON.stringify(answer.body)).not.toMatch(/secretHash|createdBy/);
    }
    expect(again.body.kiosk.id).not.toBe(first.body.kiosk.id);
    expect(await s.connection.db.selectFrom('idempotencyKeys').select('key').where('key', '=', key['idempotency-key']).execute()).toEqual([]);
  });

  it("lists the department's production workers with their verifiers, never a PIN or its hash", async () => {
    // A verifier only once the server has let the worker in here (tests/server/kioskTurns.test.ts).
    expect((await switchIn('worker', pins.worker)).status).toBe(200);
    const res = await s.request('GET', 'kiosk/workers', asKiosk());
    expect(res.status).toBe(200);
    const ids = res.body.workers.map((w: { id: string }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([idOf('worker'), idOf('worker2'), idOf('chief')]));
    expect(ids).not.toContain(idOf('outsider'));
    const worker = res.body.workers.find((w: { id: string }) => w.id === idOf('worker'));
    expect(worker.pin.verifier).toBe(await pinVerifier(pins.worker, worker.pin.salt, worker.pin.cost));
    const hash = (await s.connection.db.selectFrom('userPins').select('pinHash').where('userId', '=', idOf('worker')).executeTakeFirstOrThrow()).pinHash;
    expect(JSON.stringify(res.body)).not.toContain(hash);
    expect(JSON.stringify(res.body)).not.toContain(pins.worker);
  });

  it("refuses a PIN that is not 4–8 digits, and a wrong password for one's own", async () => {
    const before = await s.connection.db.selectFrom('userPins').select('pinHash').where('userId', '=', idOf('worker')).executeTakeFirstOrThrow();
    for (const pin of ['123', '123456789', '12a4', '']) {
      expect((await s.request('POST', 'kiosk/pin', { token: floor.tokens.worker, body: { password: DEMO_PASSWORD, pin } })).body.message).toBe(KIOSK_MSG.pinFormat);
    }
    expect((await s.request('POST', 'kiosk/pin', { token: floor.tokens.worker, body: { password: 'wrong-password', pin: '5555' } })).status).toBe(422);
    expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.worker, body: { userId: idOf('worker2'), pin: '5555' } })).status).toBe(403);
    const after = await s.connection.db.selectFrom('userPins').select('pinHash').where('userId', '=', idOf('worker')).executeTakeFirstOrThrow();
    expect(after.pinHash).toBe(before.pinHash);
  });
});

describe('what a kiosk may call', () => {
  it("reads production and the lookups, nothing of other modules, no admin or account call", async () => {
    expect((await s.request('GET', 'clients/products-statuses', asKiosk())).status).toBe(200);
    expect((await s.request('GET', 'sync/pull', asKiosk())).status).toBe(200);
    for (const path of ['admin/users', 'admin/audits/show', 'clients', 'authenticated', 'kiosks', 'users/permissions-responsibilities']) {
      expect([403, 404], path).toContain((await s.request('GET', path, asKiosk())).status);
    }
    expect((await s.request('POST', 'logout', asKiosk())).status).toBe(403);
  });

  it('writes only with an acting worker of its departments who holds production', async () => {
    const p = await floorProduct(s, floor);
    const body = { productId: p.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 4 };
    expect((await s.request('POST', 'responsibilities/clients/statuses', { ...asKiosk(), body })).body.message).toBe(KIOSK_MSG.workerNeeded);
    expect((await saveAt('outsider', newId(), p, 0, 4)).body.message).toBe(KIOSK_MSG.notKioskWorker);
    expect((await switchIn('outsider', '1234')).body.message).toBe(KIOSK_MSG.notKioskWorker);
    // A person's own session never speaks for another.
    const personal = await s.request('POST', 'responsibilities/clients/statuses', {
      token: floor.tokens.chief,
      headers: { 'x-kiosk-worker': idOf('worker'), 'x-kiosk-switch': newId() },
      body,
    });
    expect(personal.status).toBe(403);
    const rows = await s.connection.db.selectFrom('processStatuses').select('statusId').where('productId', '=', p.productId).execute();
    expect(rows.map((r) => r.statusId)).toEqual([2, 2, 2]);
  });
});

describe('a worker at the kiosk', () => {
  it('switches in with the server checking the PIN, and writes as themselves; the audit names the worker and the kiosk', async () => {
    const wrong = await switchIn('worker', '0000');
    expect(wrong).toMatchObject({ status: 422, body: { message: KIOSK_MSG.wrongPin } });
    const res = await switchIn('worker', pins.worker);
    expect(res.status).toBe(200);
    const { switchId } = res.body;
    expect(res.body.worker.id).toBe(idOf('worker'));
    const p = await floorProduct(s, floor);
    const started = await saveAt('worker', switchId, p, 0, 4);
    expect(started.status).toBe(200);
    expect(started.body.data.userId).toBe(idOf('worker'));
    const audit = (await auditOf(p.statusIds[0])).at(-1)!;
    expect(audit).toMatchObject({ userId: idOf('worker'), kioskId, kioskSwitchId: switchId });
    const shown = await s.request('GET', `admin/audits/show?auditableId=${p.statusIds[0]}`, { token: floor.tokens.admin });
    expect(shown.body.data[0]).toMatchObject({ username: floor.usernames.worker, kiosk: { name: 'Kioska e prerjes', checkedBy: 'server' } });
    expect((await saveAt('worker', switchId, p, 0, 1)).status).toBe(200);
    // Another worker's turn is not this worker's.
    expect((await saveAt('worker2', switchId, p, 1, 4)).body.message).toBe(KIOSK_MSG.workerNeeded);
  });

  it("has no admin rights at the kiosk, whatever they hold with a personal sign-in", async () => {
    const turn = (await switchIn('chief', pins.chief)).body.switchId;
    const p = await floorProduct(s, floor);
    // As a department admin, signed in personally, the chief may complete R2 directly (productionStatuses.test.ts).
    expect((await saveAt('chief', turn, p, 1, 1)).status).toBe(403);
    const adminMode = await s.request('POST', 'responsibilities/clients/statuses', {
      ...asKiosk({ 'x-kiosk-worker': idOf('chief'), 'x-kiosk-switch': turn }),
      body: { productId: p.productId, responsibilityId: floor.processes[2], responsibilityStatusId: 4, adminMode: true },
    });
    expect(adminMode.status).toBe(403);
    // Nor does the kiosk enrol, revoke or set PINs, whoever acts at it.
    const acting = asKiosk({ 'x-kiosk-worker': idOf('chief'), 'x-kiosk-switch': turn });
    expect((await s.request('POST', 'kiosks', { ...acting, body: { name: 'K', departmentIds: [floor.departmentId] } })).status).toBe(403);
    expect((await s.request('POST', `kiosks/${kioskId}/revoke`, acting)).status).toBe(403);
    expect((await s.request('POST', 'kiosk/pin', { ...acting, body: { password: DEMO_PASSWORD, pin: '9999' } })).status).toBe(403);
    const rows = await s.connection.db.selectFrom('processStatuses').select('statusId').where('productId', '=', p.productId).orderBy('position').execute();
    expect(rows.map((r) => r.statusId)).toEqual([2, 2, 2]);
  });

  it(`locks a PIN after ${PIN_MAX_TRIES} wrong ones, even against the right one`, async () => {
    const answers = [];
    for (let i = 0; i < PIN_MAX_TRIES; i += 1) answers.push(await switchIn('worker2', '1111'));
    expect(answers.slice(0, -1).every((a) => a.status === 422 && a.body.message === KIOSK_MSG.wrongPin)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 423, body: { message: KIOSK_MSG.pinLocked } });
    const right = await switchIn('worker2', pins.worker2);
    expect(right.status).toBe(423);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    const listed = (await s.request('GET', 'kiosk/workers', asKiosk())).body.workers.find((w: { id: string }) => w.id === idOf('worker2'));
    expect(Date.parse(listed.lock.lockedUntil)).toBeGreaterThan(Date.now());
    // A new PIN set by an admin unlocks.
    expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: idOf('worker2'), pin: pins.worker2 } })).status).toBe(200);
    expect((await switchIn('worker2', pins.worker2)).status).toBe(200);
  });

  it(`checks no more than ${PIN_MAX_TRIES} PINs of thirty sent at once: the rest, the right one among them, are refused unchecked`, async () => {
    const tries = Array.from({ length: 30 }, (_, i) => (i === 20 ? pins.worker2 : String(100000 + i)));
    const answers = await Promise.all(tries.map((pin) => switchIn('worker2', pin)));
    // Checked: the wrong ones answered 422, a right one 200; the fifth wrong one locks (423) with the twenty-five never checked.
    expect(answers.filter((a) => a.status === 422 || a.status === 200).length).toBeLessThanOrEqual(PIN_MAX_TRIES);
    expect(answers.filter((a) => a.status === 423).length).toBeGreaterThanOrEqual(30 - PIN_MAX_TRIES);
    for (const refused of answers.filter((a) => a.status === 423)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: idOf('worker2'), pin: pins.worker2 } })).status).toBe(200);
  });
  it('a switch and its end sent with an Idempotency-Key, alone and in a sync/push batch, answer as without one (the kiosk is no user a key is stored for)', async () => {
    const key = () => ({ 'idempotency-key': newId() });
    const alone = await s.request('POST', 'kiosk/switch', { token: secret, body: { userId: idOf('worker'), pin: pins.worker }, headers: key() });
    expect(alone.status).toBe(200);
    expect((await s.request('POST', 'kiosk/switch/end', { token: secret, body: { switchId: alone.body.switchId }, headers: key() })).status).toBe(200);
    const pushed = await s.request('POST', 'sync/push', { token: secret, body: { calls: [{ key: newId(), method: 'POST', path: 'kiosk/switch', body: { userId: idOf('worker'), pin: pins.worker } }] } });
    expect(pushed.status).toBe(200);
    expect(pushed.body.results[0].status).toBe(200);
  });
});

describe('the admin list and revocation', () => {
  it('shows last seen and pending count; a revoked credential is signed out on its next contact', async () => {
    const other = await s.request('POST', 'kiosks', { token: floor.tokens.admin, body: { name: 'Kioska e dyte', departmentIds: [floor.departmentId], idleMinutes: 5 } });
    const otherSecret: string = other.body.secret;
    expect((await s.request('GET', 'sync/poke?seq=0', asKiosk({ 'x-kiosk-pending': '3' }, otherSecret))).status).toBeLessThan(300);
    const list = await s.request('GET', 'kiosks', { token: floor.tokens.admin });
    const row = list.body.data.find((k: { id: string }) => k.id === other.body.kiosk.id);
    expect(row).toMatchObject({ name: 'Kioska e dyte', pendingCount: 3, idleMinutes: 5, revokedAt: null, departments: [{ id: floor.departmentId, name: floor.departmentName }] });
    expect(row.lastSeenAt).not.toBeNull();
    // Not theirs to revoke: as if there were no such kiosk.
    expect((await s.request('POST', `kiosks/${other.body.kiosk.id}/revoke`, { token: floor.tokens.worker })).status).toBe(404);
    expect((await s.request('POST', `kiosks/${other.body.kiosk.id}/revoke`, { token: floor.tokens.admin })).status).toBe(200);
    const after = await s.request('GET', 'kiosk/workers', asKiosk({}, otherSecret));
    expect(after).toMatchObject({ status: 401, body: { message: KIOSK_MSG.kioskEnded } });
    const p = await floorProduct(s, floor);
    expect((await saveAt('worker', newId(), p, 0, 4, otherSecret)).status).toBe(401);
    // The first kiosk is untouched.
    expect((await s.request('GET', 'kiosk/workers', asKiosk())).status).toBe(200);
  });
});
