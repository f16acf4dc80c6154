import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { enqueue, retryEntry } from '../../../src/local/outbox.js';
import { saveSession, type Session } from '../../../src/local/session.js';
import { BACKOFF_MAX_MS } from '../../../src/local/reconcile.js';
import { CLAIM_SIZE } from '../../../src/local/drain.js';
import { companyUsers, type CompanyUsers } from '../../fixtures/directWrite.js';
import { createdId } from '../../fixtures/testServer.js';
import { newDevice, signIn, startLocalServer, uniqueName, type Device, type LocalServer } from './harness.js';
import { createUnit, deleteUnit, renameUnit } from './unitCommands.js';
import { feedColumns } from '../../../server/entities/feedShape.js';

/** Sending the outbox to the real server: what each kind of answer does to an entry. */

let ls: LocalServer;
let session: Session;
let demo: CompanyUsers;
const devices: Device[] = [];

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  demo = await companyUsers(ls.s.connection, 'demo');
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  Object.assign(ls.net, { offline: false, intercept: null, loseAnswers: 0, push: 'server' });
  saveSession(session);
});
afterAll(() => ls.close());

async function device(): Promise<Device> {
  const d = await newDevice(ls.s, session);
  devices.push(d);
  await d.engine.syncNow();
  return d;
}

/** The server's units with this name (case as stored). */
async function serverUnits(name: string) {
  return ls.s.connection.db.selectFrom('units').selectAll().where('companyId', '=', demo.companyId).where('name', '=', name).execute();
}

const writesWith = (key: string) => ls.net.writes.filter((w) => w.key === key);

/** enqueue wakes the drainer at once; this waits for that run (a wake that does not skip backoff). */
const settle = (d: Device) => d.engine.wake({ pull: false, force: false });

describe('O2 an entry is sent with its own Idempotency-Key and applied at most once', () => {
  it('O2 an answer lost after the server applied the write is resent with the same key and replayed, not applied again', async () => {
    const d = await device();
    const name = uniqueName('o2');
    ls.net.loseAnswers = 1;
    const id = newId();
    const entry = await enqueue(d.db, createUnit(id, name));
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    const sends = writesWith(entry.id);
    // The resent create is replayed by its key, not refused because its id is now taken (O13).
    expect(sends.map((w) => [w.status, w.replayed])).toEqual([
      [201, false],
      [201, true],
    ]);
    expect((await serverUnits(name)).map((u) => u.id)).toEqual([id]);
  });

  it('O2 every entry carries its own key', async () => {
    const d = await device();
    const a = await enqueue(d.db, createUnit(newId(), uniqueName('o2a')));
    const b = await enqueue(d.db, createUnit(newId(), uniqueName('o2b')));
    await d.engine.syncNow();
    expect(writesWith(a.id)).toHaveLength(1);
    expect(writesWith(b.id)).toHaveLength(1);
    expect(a.id).not.toBe(b.id);
  });
});

describe('O3 FIFO', () => {
  it('O3 entries reach the server in the order they were made', async () => {
    const d = await device();
    ls.net.offline = true;
    const entries = [];
    for (let i = 0; i < 4; i++) entries.push(await enqueue(d.db, createUnit(newId(), uniqueName(`o3-${i}`))));
    ls.net.offline = false;
    const before = ls.net.writes.length;
    await d.engine.syncNow();
    expect(ls.net.writes.slice(before).map((w) => w.key)).toEqual(entries.map((e) => e.id));
  });

  it('O3 a queue longer than one claim goes out once each, in order, and leaves nothing claimed', async () => {
    const d = await device();
    ls.net.offline = true;
    const entries = [];
    for (let i = 0; i < CLAIM_SIZE * 2 + 3; i++) entries.push(await enqueue(d.db, createUnit(newId(), uniqueName(`o3-long-${i}`))));
    ls.net.offline = false;
    const before = ls.net.writes.length;
    await d.engine.syncNow();
    expect(ls.net.writes.slice(before).map((w) => [w.key, w.status])).toEqual(entries.map((e) => [e.id, 201]));
    expect(await d.db.outbox.count()).toBe(0);
    expect((await d.db.rereads.toArray()).length).toBe(0);
  });
});

describe('O4 network errors, 5xx and 409 keep the entry and back off', () => {
  it('O4 without network the entry stays pending, waits 1–2 s, and later entries wait behind it', async () => {
    const d = await device();
    ls.net.offline = true;
    const first = await enqueue(d.db, createUnit(newId(), uniqueName('o4a')));
    const before = Date.now();
    const second = await enqueue(d.db, createUnit(newId(), uniqueName('o4b')));
    await settle(d);
    const stored = await d.db.outbox.get(first.id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 1, error: null });
    expect(stored!.nextAttemptAt - before).toBeGreaterThanOrEqual(1_000);
    expect(stored!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(2_000);
    expect(await d.db.outbox.get(second.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(d.engine.getState().online).toBe(false);
    // A wake that is not forced respects the wait: nothing goes out.
    ls.net.offline = false;
    const sent = ls.net.writes.length;
    await d.engine.wake({ pull: false, force: false });
    expect(ls.net.writes.length).toBe(sent);
    // The network coming back skips the wait.
    window.dispatchEvent(new Event('online'));
    await d.engine.wake({ pull: false, force: false });
    expect(await d.db.outbox.count()).toBe(0);
    expect(d.engine.getState().online).toBe(true);
  });

  it('O4 a 5xx from a gateway keeps the entry and doubles the wait', async () => {
    const d = await device();
    ls.net.intercept = (req) => (req.method === 'POST' ? new Response('{"message":"Bad gateway"}', { status: 502 }) : null);
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o4-5xx')));
    await settle(d);
    await d.engine.syncNow();
    const stored = await d.db.outbox.get(entry.id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 2, error: null });
    expect(stored!.nextAttemptAt - Date.now()).toBeGreaterThan(1_000);
    expect(stored!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(4_000);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('O4 a 5xx in the middle of a long queue: the answered entries are done, the rest wait unclaimed, none goes twice', async () => {
    // The batch endpoint played call by call, so that one call of a batch can fail (O17).
    ls.net.push = 'gateway';
    const d = await device();
    ls.net.offline = true;
    const entries = [];
    for (let i = 0; i < CLAIM_SIZE + 8; i++) entries.push(await enqueue(d.db, createUnit(newId(), uniqueName(`o4-mid-${i}`))));
    ls.net.offline = false;
    const failing = entries[CLAIM_SIZE + 2]!;
    let failed = false;
    ls.net.intercept = (req) => {
      if (failed || req.headers.get('idempotency-key') !== failing.id) return null;
      failed = true;
      return new Response('{"message":"Service unavailable"}', { status: 503 });
    };
    const before = ls.net.writes.length;
    await d.engine.syncNow();
    const left = await d.db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => e.id)).toEqual(entries.slice(CLAIM_SIZE + 2).map((e) => e.id));
    expect(left.map((e) => [e.state, e.attempts])).toEqual(left.map((e) => (e.id === failing.id ? ['pending', 1] : ['pending', 0])));
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    const sent = ls.net.writes.slice(before).filter((w) => w.status === 201);
    expect(sent.map((w) => w.key)).toEqual(entries.map((e) => e.id));
  });

  it('O4 a 409 (the key is still running on the server) keeps the entry for later', async () => {
    const d = await device();
    ls.net.offline = true;
    const id = newId();
    const name = uniqueName('o4-409');
    const entry = await enqueue(d.db, createUnit(id, name));
    await settle(d);
    // The server holds the key as running, as if its first request were still in flight.
    const hash = createHash('sha256').update('POST /api/v1/admin/units\n').update(JSON.stringify({ id, name })).digest('hex');
    const now = new Date().toISOString();
    await ls.s.connection.db
      .insertInto('idempotencyKeys')
      .values({ userId: session.userId, key: entry.id, companyId: demo.companyId, requestHash: hash, state: 'running', statusCode: null, body: null, createdAt: now, updatedAt: now })
      .execute();
    ls.net.offline = false;
    await d.engine.syncNow();
    expect(writesWith(entry.id).map((w) => w.status)).toEqual([409]);
    expect(await d.db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 2, error: null });
    expect(await serverUnits(name)).toHaveLength(0);
  });

  it('O4 the wait never exceeds 60 s however often it failed', async () => {
    const d = await device();
    ls.net.offline = true;
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o4-cap')));
    await settle(d);
    await d.db.outbox.update(entry.id, { attempts: 30 });
    await d.engine.syncNow();
    const stored = await d.db.outbox.get(entry.id);
    expect(stored!.attempts).toBe(31);
    expect(stored!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(stored!.nextAttemptAt - Date.now()).toBeGreaterThan(BACKOFF_MAX_MS - 5_000);
  });
});

describe('O5 401 keeps the entries', () => {
  it('O5 a refused token keeps every entry, asks for sign-in, and the entries go after signing in again', async () => {
    const d = await device();
    saveSession({ ...session, token: 'expired-token' });
    const entries = [await enqueue(d.db, createUnit(newId(), uniqueName('o5a'))), await enqueue(d.db, createUnit(newId(), uniqueName('o5b')))];
    await d.engine.syncNow();
    expect(d.engine.getState().authRequired).toBe(true);
    expect((await d.db.outbox.toArray()).map((e) => [e.id, e.state, e.error])).toEqual(entries.map((e) => [e.id, 'pending', null]));
    // While sign-in is required, background wakes send nothing.
    const sent = ls.net.writes.length;
    await d.engine.wake({ pull: true, force: false });
    expect(ls.net.writes.length).toBe(sent);

    const renewed = await signIn(ls.s, 'admin');
    d.engine.sessionRenewed();
    await d.engine.syncNow();
    expect(d.engine.getState().authRequired).toBe(false);
    expect(await d.db.outbox.count()).toBe(0);
    session = renewed;
  });
});

describe('O6 other 4xx: rejected, rows re-read, input kept', () => {
  it('O6 a refused create is kept with the server message, its optimistic row goes, and later entries still go', async () => {
    const d = await device();
    const taken = uniqueName('o6');
    await ls.s.request('POST', 'admin/units', { token: session.token, body: { name: taken } });
    const id = newId();
    const refused = await enqueue(d.db, createUnit(id, taken.toUpperCase()));
    expect(await d.db.units.get(id)).toBeDefined();
    const later = uniqueName('o6-later');
    await enqueue(d.db, createUnit(newId(), later));
    await d.engine.syncNow();

    const stored = await d.db.outbox.get(refused.id);
    expect(stored).toMatchObject({
      state: 'rejected',
      error: { status: 422, message: ADMIN_MSG.unitExists, errors: { name: ADMIN_MSG.unitExists } },
      body: { id, name: taken.toUpperCase() },
      form: { to: '/admin/units', data: { name: taken.toUpperCase() } },
    });
    expect(await d.db.units.get(id)).toBeUndefined();
    expect(await serverUnits(later)).toHaveLength(1);
    expect(await d.db.outbox.count()).toBe(1);
  });

  it('O6 an edit of a row the server no longer has is rejected with 404 and the row is re-read away', async () => {
    const d = await device();
    const res = await ls.s.request('POST', 'admin/units', { token: session.token, body: { name: uniqueName('o6-404') } });
    const id = createdId(res);
    await d.engine.syncNow();
    expect(await d.db.units.get(id)).toBeDefined();
    ls.net.offline = true;
    const rename = await enqueue(d.db, renameUnit(id, uniqueName('o6-mine')));
    await ls.s.request('DELETE', `admin/units/${id}`, { token: session.token });
    ls.net.offline = false;
    await d.engine.syncNow();
    expect(await d.db.outbox.get(rename.id)).toMatchObject({ state: 'rejected', error: { status: 404, message: MSG.notFound } });
    expect(await d.db.units.get(id)).toBeUndefined();
  });

  it('O6 retrying a rejected entry after the cause is gone sends it with a new key and it is applied', async () => {
    const d = await device();
    const name = uniqueName('o6-retry');
    const other = await ls.s.request('POST', 'admin/units', { token: session.token, body: { name } });
    const entry = await enqueue(d.db, createUnit(newId(), name));
    await d.engine.syncNow();
    expect((await d.db.outbox.get(entry.id))?.state).toBe('rejected');
    await ls.s.request('DELETE', `admin/units/${createdId(other)}`, { token: session.token });
    await retryEntry(d.db, entry.id);
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverUnits(name)).toHaveLength(1);
  });
});

describe('O13 ids are made on the device and kept by the server', () => {
  it('O13 a create is stored on the server under the device id, and the edits queued behind it apply to that row', async () => {
    const d = await device();
    ls.net.offline = true;
    const id = newId();
    const first = uniqueName('o13');
    const second = uniqueName('o13-renamed');
    const create = await enqueue(d.db, createUnit(id, first));
    const rename = await enqueue(d.db, renameUnit(id, second));
    ls.net.offline = false;
    await d.engine.syncNow();

    expect(await d.db.outbox.count()).toBe(0);
    expect(writesWith(create.id).map((w) => [w.path, w.status])).toEqual([['admin/units', 201]]);
    expect(writesWith(rename.id).map((w) => [w.path, w.status])).toEqual([[`admin/units/${id}`, 200]]);
    const [onServer, ...others] = await serverUnits(second);
    expect(others).toEqual([]);
    expect(onServer?.id).toBe(id);
    // The same row in the mirror, re-read after the answers: server-assigned fields (times) arrive.
    expect(await d.db.units.get(id)).toEqual(feedColumns('units', onServer!));
    expect(await d.db.units.where('name').anyOf(first, second).count()).toBe(1);
  });

  it('O13 an edit saved after the create was answered goes to the same id', async () => {
    const d = await device();
    const id = newId();
    const name = uniqueName('o13-late');
    await enqueue(d.db, createUnit(id, name));
    await d.engine.syncNow();
    expect((await serverUnits(name)).map((u) => u.id)).toEqual([id]);
    // A form opened on the new row before the answer saves under the id it was opened with.
    const renamed = uniqueName('o13-late-renamed');
    const late = await enqueue(d.db, renameUnit(id, renamed));
    expect(late).toMatchObject({ url: `admin/units/${id}`, entityId: id, rowKeys: [`units:${id}`] });
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect((await serverUnits(renamed)).map((u) => u.id)).toEqual([id]);
    expect(await serverUnits(name)).toEqual([]);
    expect((await d.db.units.get(id))?.name).toBe(renamed);
  });

  it('O13 a create with a taken id is rejected with the server message, what was typed is kept, and the row there is left alone', async () => {
    const d = await device();
    const id = newId();
    const theirs = uniqueName('o13-theirs');
    ls.net.offline = true;
    const mine = uniqueName('o13-mine');
    const refused = await enqueue(d.db, createUnit(id, mine));
    // The id is taken on the server before the queued create arrives.
    await ls.s.request('POST', 'admin/units', { token: session.token, body: { id, name: theirs } });
    ls.net.offline = false;
    await d.engine.syncNow();

    expect(await d.db.outbox.get(refused.id)).toMatchObject({
      state: 'rejected',
      error: { status: 422, message: MSG.idTaken, errors: { id: MSG.idTaken } },
      body: { id, name: mine },
      form: { to: '/admin/units', data: { name: mine } },
    });
    // The server kept its row under that id and made no other.
    expect((await serverUnits(theirs)).map((u) => u.id)).toEqual([id]);
    expect(await serverUnits(mine)).toEqual([]);
    // The re-read replaced the optimistic row with the server's.
    expect((await d.db.units.get(id))?.name).toBe(theirs);
  });

  it('O13 a delete queued behind the create of the same row removes it on the server too', async () => {
    const d = await device();
    ls.net.offline = true;
    const deviceId = newId();
    const name = uniqueName('o13-del');
    await enqueue(d.db, createUnit(deviceId, name));
    await enqueue(d.db, deleteUnit(deviceId));
    ls.net.offline = false;
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverUnits(name)).toHaveLength(0);
    expect(await d.db.units.where('name').equals(name).count()).toBe(0);
  });
});
