import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MSG } from '../../domain/messages.js';
import { newId } from '../../domain/ids.js';
import { HttpError } from '../../server/http/errors.js';
import { KEEP_DAYS, purgeOldIdempotencyKeys } from '../../server/http/idempotency.js';
import { parse } from '../../server/http/validate.js';
import { runWrite } from '../../server/write/runWrite.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { startProbeApp, gate, type ProbeApp } from '../fixtures/probeApp.js';
import { sleep, writeTotals } from '../fixtures/directWrite.js';

let s: TestServer;
let probe: ProbeApp;
let admin: string;
let office: string;

/** How often the probe's create handler ran, by unit name: a replay must not run it. */
const handlerRuns = new Map<string, number>();
/** Requests that wait inside the handler until the test opens their gate. */
const holds = new Map<string, Promise<void>>();
/** Names whose next run fails with a 500 after inserting (inside the transaction). */
const crashOnce = new Set<string>();

const probeBody = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  hold: v.optional(v.string()),
  delayMs: v.optional(v.number()),
  refuse: v.optional(v.boolean()),
  /** Name each run's row `name#run`, so a second application shows as a second row. */
  numberRuns: v.optional(v.boolean()),
});

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  office = await s.login('office');
  probe = await startProbeApp(s, (app) => {
    // A create exactly like a real route's: validate, then runWrite with a 201.
    app.post('/api/v1/probe/units', { config: { access: 'signedIn' } }, async (req, reply) => {
      const body = parse(probeBody, req.body);
      const run = (handlerRuns.get(body.name) ?? 0) + 1;
      handlerRuns.set(body.name, run);
      if (body.hold) await holds.get(body.hold);
      if (body.delayMs) await sleep(body.delayMs);
      if (body.refuse) {
        // A refusal with a large body (> the 2 KB compression threshold), so a
        // replay that lost the stored answer to compression would show.
        const errors = Object.fromEntries([...Array(60).keys()].map((i) => [`field${i}`, `${MSG.fillField} (${i})`]));
        throw new HttpError(422, MSG.fillField, errors);
      }
      return runWrite(
        req,
        reply,
        async (w) => {
          const unit = await w.insert('units', { name: body.numberRuns ? `${body.name}#${run}` : body.name });
          if (crashOnce.delete(body.name)) throw new Error('probe: crash after the insert');
          return unit;
        },
        201,
      );
    });
  });
});
afterAll(async () => {
  await probe.close();
  await s.close();
});

let n = 0;
const uniqueName = () => `idem-${process.pid}-${++n}`;
const create = (token: string, key: string, body: v.InferInput<typeof probeBody>, headers: Record<string, string> = {}) =>
  probe.request('POST', 'api/v1/probe/units', { token, body, headers: { 'idempotency-key': key, ...headers } });

async function unitsNamed(name: string): Promise<number> {
  const rows = await s.connection.db.selectFrom('units').select('id').where('name', '=', name).execute();
  return rows.length;
}

describe('Idempotency-Key on a real route (POST admin/units)', () => {
  const post = (key: string, name: string) => s.request('POST', 'admin/units', { token: admin, body: { name }, headers: { 'idempotency-key': key } });

  it('the same create sent three times at once with one key makes exactly one unit, and a replay changes nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const key = newId();
      const name = uniqueName();
      const answers = await Promise.all([0, 1, 2].map(() => post(key, name)));
      for (const a of answers) expect([201, 409]).toContain(a.status);
      const created = answers.filter((a) => a.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const a of created) expect(a.body).toEqual(created[0]!.body);
      expect(await unitsNamed(name)).toBe(1);

      const totals = await writeTotals(s.connection);
      const replay = await post(key, name);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(created[0]!.body);
      expect(await writeTotals(s.connection)).toEqual(totals);
      expect(await unitsNamed(name)).toBe(1);
    }
  });

  it("a business refusal (a duplicate name) is replayed as the same 4xx, even after the duplicate is gone", async () => {
    const name = uniqueName();
    const original = await post(newId(), name);
    expect(original.status).toBe(201);
    const key = newId();
    const refused = await post(key, name);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // The outbox retries the same entry: it must see the same refusal, not a
    // different outcome because the world changed since.
    expect((await s.request('DELETE', `admin/units/${original.body.data.id}`, { token: admin })).status).toBe(200);
    const again = await post(key, name);
    expect(again.status).toBe(refused.status);
    expect(again.body).toEqual(refused.body);
    expect(await unitsNamed(name)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('the same create sent three times at once with one key makes exactly one row; the others replay it or answer 409', async () => {
    // Several rounds, the handler taking 0–75 ms, so the copies overlap at different points.
    const seen = new Map<number, number>();
    for (let round = 0; round < 12; round++) {
      const key = newId();
      const name = uniqueName();
      // Most rounds hold the first copy long enough that the others surely find it running, even on a loaded machine.
      const delayMs = round % 4 === 0 ? 0 : 20 + round * 5;
      const answers = await Promise.all([0, 1, 2].map(() => create(admin, key, { name, delayMs })));
      const statuses = answers.map((a) => a.status);
      for (const status of statuses) seen.set(status, (seen.get(status) ?? 0) + 1);
      expect(await unitsNamed(name)).toBe(1);
      for (const status of statuses) expect([201, 409]).toContain(status);
      const created = answers.filter((a) => a.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const a of created) expect(a.body).toEqual(created[0]!.body);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(MSG.idempotencyRunning);
      // Whatever the race did, the key now replays the one answer.
      const again = await create(admin, key, { name, delayMs });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(created[0]!.body);
    }
    console.log(`three copies at once, 12 rounds: ${JSON.stringify(Object.fromEntries(seen))}`);
    // The copies really overlapped: some found the first still running.
    expect(seen.get(409) ?? 0).toBeGreaterThan(0);
  });

  it('a repeated key returns the stored status and body and applies nothing a second time', async () => {
    const key = newId();
    const name = uniqueName();
    const first = await create(admin, key, { name });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe(name);
    const totals = await writeTotals(s.connection);

    const second = await create(admin, key, { name });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await writeTotals(s.connection)).toEqual(totals);
    expect(await unitsNamed(name)).toBe(1);
    expect(handlerRuns.get(name)).toBe(1);
  });

  it('the same key with a different body answers 422 and applies nothing', async () => {
    const key = newId();
    const name = uniqueName();
    expect((await create(admin, key, { name })).status).toBe(201);
    const totals = await writeTotals(s.connection);
    const other = uniqueName();
    const res = await create(admin, key, { name: other });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.idempotencyMismatch);
    expect(await unitsNamed(other)).toBe(0);
    expect(handlerRuns.get(other)).toBeUndefined();
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it("the same key and body on another call is refused (422), never answered with the first call's answer", async () => {
    const key = newId();
    const name = uniqueName();
    expect((await create(admin, key, { name })).status).toBe(201);
    const elsewhere = await s.request('POST', 'admin/units', { token: admin, body: { name }, headers: { 'idempotency-key': key } });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
    expect(elsewhere.body).toEqual({ message: MSG.idempotencyMismatch });
    expect(await unitsNamed(name)).toBe(1);
  });

  it('a key whose first request is still running answers 409, then replays the answer once it is done', async () => {
    const key = newId();
    const name = uniqueName();
    const hold = gate();
    holds.set(name, hold.opened);
    const first = create(admin, key, { name, hold: name });
    // The first request is inside its handler (claim taken) once it has counted its run.
    for (let waited = 0; !handlerRuns.get(name); waited += 2) {
      if (waited > 5000) throw new Error('the first request never reached its handler');
      await sleep(2);
    }

    const whileRunning = await create(admin, key, { name, hold: name });
    expect(whileRunning.status).toBe(409);
    expect(whileRunning.body.message).toBe(MSG.idempotencyRunning);
    // Another body under the running key is still a different request.
    expect((await create(admin, key, { name: uniqueName() })).status).toBe(422);
    expect(await unitsNamed(name)).toBe(0);

    hold.open();
    const done = await first;
    expect(done.status).toBe(201);
    const after = await create(admin, key, { name, hold: name });
    expect(after.status).toBe(201);
    expect(after.body).toEqual(done.body);
    expect(handlerRuns.get(name)).toBe(1);
    expect(await unitsNamed(name)).toBe(1);
  });

  it('a first request presumed dead (its claim retaken after 5 minutes) rolls back when it finally finishes: the key still applies once', async () => {
    const key = newId();
    const name = uniqueName();
    const hold = gate();
    holds.set(name, hold.opened);
    const body = { name, hold: `${name}-first`, numberRuns: true };
    holds.set(`${name}-first`, hold.opened);
    const first = create(admin, key, body);
    for (let waited = 0; !handlerRuns.get(name); waited += 2) {
      if (waited > 5000) throw new Error('the first request never reached its handler');
      await sleep(2);
    }
    // The first request now looks like one whose server died mid-flight.
    const longAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    await s.connection.db.updateTable('idempotencyKeys').set({ updatedAt: longAgo }).where('key', '=', key).execute();
    holds.set(`${name}-first`, Promise.resolve()); // the retry does not wait
    const retry = await create(admin, key, body);
    expect(retry.status).toBe(201);

    hold.open();
    const late = await first;
    const rows = await s.connection.db.selectFrom('units').select('name').where('name', 'like', `${name}#%`).execute();
    expect(rows.map((r) => r.name)).toEqual([`${name}#2`]);
    expect(late.status).toBe(409);
    // The key keeps the answer of the attempt that applied.
    const replay = await create(admin, key, body);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(retry.body);
  });

  it('a 4xx refusal is stored and replayed as the same 4xx with the same body, even a compressed one', async () => {
    const key = newId();
    const name = uniqueName();
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await create(admin, key, { name, refuse: true }, gzip);
    expect(first.status).toBe(422);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(Object.keys(first.body.errors)).toHaveLength(60);
    const totals = await writeTotals(s.connection);

    const again = await create(admin, key, { name, refuse: true }, gzip);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(handlerRuns.get(name)).toBe(1);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('a validation refusal (422 from the domain schema) is replayed as the same 422', async () => {
    const key = newId();
    const first = await probe.request('POST', 'api/v1/probe/units', { token: admin, body: { name: '' }, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(422);
    const again = await probe.request('POST', 'api/v1/probe/units', { token: admin, body: { name: '' }, headers: { 'idempotency-key': key } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a 5xx is not stored: nothing of it commits and a retry with the same key runs again', async () => {
    const key = newId();
    const name = uniqueName();
    crashOnce.add(name);
    const totals = await writeTotals(s.connection);
    const failed = await create(admin, key, { name });
    expect(failed.status).toBe(500);
    expect(await unitsNamed(name)).toBe(0);
    expect(await writeTotals(s.connection)).toEqual(totals);
    const claim = await s.connection.db.selectFrom('idempotencyKeys').select('state').where('key', '=', key).executeTakeFirst();
    expect(claim).toBeUndefined();

    const retried = await create(admin, key, { name });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(handlerRuns.get(name)).toBe(2);
    expect(await unitsNamed(name)).toBe(1);
  });

  it('keys are per user: the same key from two users applies for each', async () => {
    const key = newId();
    const a = uniqueName();
    const b = uniqueName();
    expect((await create(admin, key, { name: a })).status).toBe(201);
    const fromOffice = await create(office, key, { name: b });
    expect(fromOffice.status).toBe(201);
    expect(fromOffice.headers.get('idempotent-replayed')).toBeNull();
    expect(await unitsNamed(a)).toBe(1);
    expect(await unitsNamed(b)).toBe(1);
  });

  it('a request refused by access control claims no key', async () => {
    const key = newId();
    // The probe is signedIn; an unknown token is refused before any claim.
    const res = await create('not-a-token', key, { name: uniqueName() });
    expect(res.status).toBe(401);
    const claim = await s.connection.db.selectFrom('idempotencyKeys').select('key').where('key', '=', key).executeTakeFirst();
    expect(claim).toBeUndefined();
  });

  it('an empty or over-long key answers 400 and applies nothing', async () => {
    for (const key of ['', 'k'.repeat(201)]) {
      const name = uniqueName();
      const res = await create(admin, key, { name });
      expect(res.status).toBe(400);
      expect(await unitsNamed(name)).toBe(0);
    }
  });

  it(`keys older than ${KEEP_DAYS} days are purged by purgeOldIdempotencyKeys, younger ones kept`, async () => {
    const { db } = s.connection;
    const user = await db.selectFrom('users').select(['id', 'companyId']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const day = 24 * 3600_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const row = (key: string, daysAgo: number) => ({
      userId: user.id,
      companyId: user.companyId,
      key,
      requestHash: 'x',
      state: 'done' as const,
      statusCode: 201,
      body: '{}',
      createdAt: at(daysAgo),
      updatedAt: at(daysAgo),
    });
    const old = newId();
    const young = newId();
    await db.insertInto('idempotencyKeys').values([row(old, KEEP_DAYS + 1), row(young, KEEP_DAYS - 1)]).execute();
    await purgeOldIdempotencyKeys(db);
    const left = await db.selectFrom('idempotencyKeys').select('key').where('key', 'in', [old, young]).execute();
    expect(left.map((r) => r.key)).toEqual([young]);

    // A purged key is simply new again: the request applies.
    const name = uniqueName();
    expect((await create(admin, old, { name })).status).toBe(201);
    expect(await unitsNamed(name)).toBe(1);
  });
});
