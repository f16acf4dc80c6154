import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { connectPostgres, connectSqlite, type Connection } from '../../server/db/connect.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { openTestDatabase } from '../fixtures/testServer.js';
import { serverEnv, spawnServer, waitUntilServing, type ServerProcess } from '../fixtures/serverProcess.js';

/**
 * "An acknowledged write survives kill -9 of the server" (ARCHITECTURE.md,
 * Durability): the real server as a child process, writes in flight, SIGKILL
 * as soon as some are acknowledged, restart on the same data.
 */
const started: ServerProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await dropDatabase?.();
});

async function call(api: string, method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}/${url}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('durability', () => {
  it('every acknowledged write survives kill -9 of the server, with its audit row, feed entry and stored idempotency answer', async () => {
    const db = await openTestDatabase();
    dropDatabase = db.drop;
    const env = await serverEnv(db.connection, db.dataDir);
    // The child owns the database from here (SQLite: one process at a time).
    await db.connection.close();

    const first = await spawnServer(env);
    started.push(first);
    await waitUntilServing(first);
    const login = await call(first.api, 'POST', 'login', undefined, { username: 'admin', password: DEMO_PASSWORD, companyCode: 'demo' });
    expect(login.status).toBe(200);
    const token = String(login.body?.token);

    // Four streams of creates, one after another; the server is killed the
    // moment 15 are acknowledged, so up to four are mid-flight: each of those
    // must be all there (row, audit, feed, stored answer) or not there at all.
    // Two more streams push batches of creates (SYNC.md O22): an acknowledged
    // batch is there whole, and one cut by the kill is there whole or not at all.
    const tag = newId().slice(-8);
    const sent: { name: string; key: string }[] = [];
    const acknowledged: { name: string; key: string; body: unknown }[] = [];
    const batches: { names: string[]; acknowledged: boolean }[] = [];
    let killed = false;
    const pushStream = async (n: number) => {
      for (let i = 0; !killed; i++) {
        const batch = { names: Array.from({ length: 20 }, (_, j) => `durable-${tag}-push${n}-${i}-${j}`), acknowledged: false };
        batches.push(batch);
        const calls = batch.names.map((name) => ({ key: newId(), method: 'POST', path: 'admin/units', body: { id: newId(), name } }));
        const res = await call(first.api, 'POST', 'sync/push', token, { calls }).catch(() => null);
        if (res?.status === 200 && !killed) batch.acknowledged = true;
        if (!res) return;
      }
    };
    const enough = new Promise<void>((resolve) => {
      for (let n = 0; n < 2; n++) void pushStream(n);
      const stream = async (n: number) => {
        for (let i = 0; !killed; i++) {
          const w = { name: `durable-${tag}-${n}-${i}`, key: newId() };
          sent.push(w);
          const res = await call(first.api, 'POST', 'admin/units', token, { name: w.name }, { 'idempotency-key': w.key }).catch(() => null);
          if (res?.status === 201 && !killed) acknowledged.push({ ...w, body: res.body });
          if (acknowledged.length >= 15) resolve();
          if (!res) return; // connection reset by the kill
        }
      };
      for (let n = 0; n < 4; n++) void stream(n);
    });
    await enough;
    first.child.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const acked = [...acknowledged];
    const ackedBatches = batches.filter((b) => b.acknowledged);
    expect(acked.length).toBeGreaterThanOrEqual(15);
    expect(ackedBatches.length).toBeGreaterThan(0);

    const second = await spawnServer(env);
    started.push(second);
    await waitUntilServing(second);
    // The sign-in was a write too: its session is still valid.
    expect((await call(second.api, 'GET', 'authenticated', token)).status).toBe(200);
    const list = await call(second.api, 'GET', 'admin/units', token);
    expect(list.status).toBe(200);
    const names = new Set((list.body?.data as { name: string }[]).map((u) => u.name));
    for (const w of acked) expect(names.has(w.name), `${w.name} was acknowledged`).toBe(true);
    // The stored answer survived with the row: a retry replays it and creates nothing.
    for (const w of acked.slice(0, 3)) {
      const replay = await fetch(`${second.api}/admin/units`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': w.key },
        body: JSON.stringify({ name: w.name }),
      });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(w.body);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    // Atomicity across the crash: every unit that exists has its audit row and feed entry.
    const check: Connection = db.connection.kind === 'sqlite' ? connectSqlite(path.join(db.dataDir, 'zanati.sqlite')) : openSameSchema(env);
    try {
      const units = await check.db.selectFrom('units').select(['id', 'name']).where('name', 'like', `durable-${tag}-%`).execute();
      const present = new Set(units.map((u) => u.name));
      for (const b of batches) {
        const there = b.names.filter((name) => present.has(name)).length;
        expect(there, `a batch ${b.acknowledged ? 'acknowledged' : 'cut by the kill'}`).toBe(b.acknowledged ? b.names.length : there === 0 ? 0 : b.names.length);
      }
      expect(units.length).toBeGreaterThanOrEqual(acked.length + ackedBatches.length * 20);
      expect(units.length).toBeLessThanOrEqual(sent.length + batches.length * 20);
      for (const u of units) {
        const audit = await check.db.selectFrom('auditLog').select('id').where('auditableId', '=', u.id).execute();
        const change = await check.db.selectFrom('changes').select('op').where('entityId', '=', u.id).executeTakeFirst();
        expect({ name: u.name, audits: audit.length, change: change?.op }).toEqual({ name: u.name, audits: 1, change: 'put' });
      }
      console.log(
        `durability (${check.kind}): ${acked.length} single writes and ${ackedBatches.length} batches of 20 acknowledged before kill -9, ${sent.length} singles and ${batches.length} batches sent, ${units.length} units present after restart`,
      );
    } finally {
      await check.close();
    }
  }, 180_000);
});

/** On PostgreSQL the check reads the same schema the child used. */
function openSameSchema(env: NodeJS.ProcessEnv): Connection {
  const url = new URL(env.DATABASE_URL!);
  const schema = /search_path=(\S+)/.exec(url.searchParams.get('options') ?? '')![1]!;
  url.searchParams.delete('options');
  return connectPostgres(url.toString(), schema);
}
