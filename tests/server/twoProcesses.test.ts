import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PG_URL, usePostgres } from '../fixtures/testServer.js';
import { freePort, login, startServer, type RunningServer } from '../../bench/lib/serverProcess.js';
import { POKE_WAIT_MS } from '../../domain/sync.js';
import { LOGIN_MAX_FAILURES } from '../../domain/auth.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';

/**
 * O18 — several server processes on one PostgreSQL database (issue 17): two
 * real server processes (server/main.ts) on one schema, A and B, and a device
 * that talks to either. PostgreSQL only: on SQLite one process owns the
 * database file, so there is nothing to share.
 */
const schema = `test_two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let a: RunningServer;
let b: RunningServer;
let admin: string;
let db: pg.Client;

beforeAll(async () => {
  if (!usePostgres) return;
  db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema };
  // One after the other: the first migrates and seeds the schema, the second finds it ready.
  a = await startServer(await freePort(), env, { fromSource: true });
  b = await startServer(await freePort(), env, { fromSource: true });
  admin = await login(a.base, 'admin');
});

afterAll(async () => {
  if (!usePostgres) return;
  await Promise.all([a?.stop(), b?.stop()]);
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.end();
});

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  headers: Headers;
}

async function call(server: RunningServer, method: string, url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}/${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const tag = Math.random().toString(36).slice(2, 8);
let seq = 0;
const addUnit = (server: RunningServer, name = `Njesi ${tag} ${seq++}`, headers: Record<string, string> = {}) =>
  call(server, 'POST', 'admin/units', { token: admin, body: { name }, headers });
const head = async (server: RunningServer): Promise<bigint> => BigInt((await call(server, 'GET', 'sync/poke', { token: admin })).body.cursor);

/**
 * A poke waiting on `server` after `after`, answered with its cursor — or
 * 'unanswered' if it is still waiting 5 s before the server's own 25 s wait
 * would answer it anyway (with the head then, moved or not).
 */
function waitingPoke(server: RunningServer, after: bigint): Promise<bigint | 'unanswered'> {
  const deadline = new Promise<'unanswered'>((resolve) => setTimeout(() => resolve('unanswered'), POKE_WAIT_MS - 5_000).unref());
  const answer = call(server, 'GET', `sync/poke?after=${after}`, { token: admin }).then((res) => BigInt(res.body.cursor));
  return Promise.race([answer, deadline]);
}
/** Long enough for a poke to be waiting on the other process (if it is not yet, the write only answers it sooner). */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe.skipIf(!usePostgres)('O18 several server processes on one PostgreSQL (PostgreSQL only; ZANATI_TEST_DB=pg)', () => {
  it('a write made through A is pulled through B', async () => {
    const before = await head(b);
    const unit = await addUnit(a);
    expect(unit.status).toBe(201);
    const pull = await call(b, 'GET', `sync/pull?cursor=${before}`, { token: admin });
    expect(pull.status).toBe(200);
    expect(pull.body.changes).toContainEqual(expect.objectContaining({ entity: 'units', id: unit.body.data.id, op: 'put' }));
  });

  it("a poke waiting on B is answered with the new head as soon as a write through A commits, not at the end of B's wait", async () => {
    const before = await head(b);
    const waiting = waitingPoke(b, before);
    await settle();
    expect((await addUnit(a)).status).toBe(201);
    const answered = await waiting;
    expect(answered).not.toBe('unanswered');
    expect(answered).toBe(await head(a));
  });

  it("B's listener, cut by PostgreSQL, connects again: a poke waiting across the cut and the next one are answered", async () => {
    const before = await head(b);
    const waiting = waitingPoke(b, before);
    await settle();
    const cut = await db.query('select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1', [`zanati ${schema} ${b.child.pid}`]);
    expect(cut.rows).toEqual([{ cut: true }]);
    expect((await addUnit(a)).status).toBe(201);
    const written = await head(a);
    // Reconnected, B wakes every poke (a notice may have been missed): one answered early asks again, as the device does.
    let seen = await waiting;
    if (seen !== 'unanswered' && seen < written) seen = await waitingPoke(b, seen);
    expect(seen).toBe(written);

    const next = waitingPoke(b, written);
    await settle();
    expect((await addUnit(a)).status).toBe(201);
    expect(await next).toBe(await head(a));
  });

  it('a logout through A ends the session on B at once', async () => {
    const token = await login(b.base, 'office');
    expect((await call(b, 'GET', 'authenticated', { token })).status).toBe(200);
    expect((await call(a, 'POST', 'logout', { token })).status).toBe(200);
    expect((await call(b, 'GET', 'authenticated', { token })).status).toBe(401);
  });

  it("rights taken away through A are felt on B at once, and so is the user's deletion", async () => {
    const password = 'Sekret-2026';
    const form = {
      firstname: 'Arta',
      lastname: 'Krasniqi',
      email: `arta${tag}@example.com`,
      username: `arta${tag}`,
      password,
      passwordConfirmation: password,
      permissionsId: [1],
      departmentId: [],
      isAdmin: [],
      responsibilityId: [],
    };
    const created = await call(a, 'POST', 'admin/users', { token: admin, body: form });
    expect(created.status).toBe(201);
    const userId = created.body.data.id as string;
    const signedIn = await call(b, 'POST', 'login', { body: { username: form.username, password, companyCode: 'demo' } });
    const token = signedIn.body.token as string;
    expect((await call(b, 'GET', 'admin/users', { token })).status).toBe(200);

    // Full privileges (1) down to contact (4): no longer an admin.
    const edited = await call(a, 'POST', `admin/users/${userId}`, { token: admin, body: { ...form, password: '', passwordConfirmation: '', permissionsId: [4] } });
    expect(edited.status).toBe(200);
    expect((await call(b, 'GET', 'admin/users', { token })).status).toBe(403);
    expect((await call(b, 'GET', 'authenticated', { token })).status).toBe(200);

    expect((await call(a, 'DELETE', `admin/users/${userId}`, { token: admin })).status).toBe(200);
    expect((await call(b, 'GET', 'authenticated', { token })).status).toBe(401);
  });

  it('a login lockout made through A holds on B', async () => {
    const attempt = (server: RunningServer, password: string) => call(server, 'POST', 'login', { body: { username: 'observer', password, companyCode: 'demo' } });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await attempt(a, 'wrong-password')).status).toBe(401);
    expect((await attempt(b, DEMO_PASSWORD)).status).toBe(429);
  });

  it('an Idempotency-Key answered on A is replayed on B, and the write is made once', async () => {
    const key = { 'idempotency-key': `two-processes-${tag}` };
    const name = `Njesi ${tag} once`;
    const before = await head(b);
    const first = await addUnit(a, name, key);
    expect(first.status).toBe(201);
    const again = await addUnit(b, name, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const pull = await call(b, 'GET', `sync/pull?cursor=${before}`, { token: admin });
    expect(pull.body.changes.filter((c: { entity: string }) => c.entity === 'units')).toHaveLength(1);
  });
});
