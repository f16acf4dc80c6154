// npx tsx bench/pushBatch.ts — figures for BENCHMARKS.md (issue 17, batched push):
// 1,000 small writes sent as 1,000 single requests and as 10 batches of 100
// (POST sync/push), one after another as the outbox drains, to the same server
// in the same run, on SQLite and on PostgreSQL. Plus the dispatch alone: 100
// calls that reach no write (unknown path, 404), what each call costs the push
// besides its own work (app.inject, access control, the idempotency read).
// The server runs from source (tsx) so no build is needed; both ways pay that alike.
import pg from 'pg';
import { newId } from '../domain/ids.js';
import { PUSH_MAX_CALLS, type PushCall } from '../domain/syncPush.js';
import { freePort, login, startServer, type ServerEnv } from './lib/serverProcess.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WRITES = 1000;
const runId = `bench_push_${process.pid}`;

const unitCall = (tag: string, i: number): PushCall => ({ key: newId(), method: 'POST', path: 'admin/units', body: { id: newId(), name: `${tag}-${i}` } });

async function send(base: string, token: string, call: PushCall): Promise<number> {
  const res = await fetch(`${base}/${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': call.key },
    body: JSON.stringify(call.body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function pushBatch(base: string, token: string, calls: PushCall[]): Promise<number[]> {
  const res = await fetch(`${base}/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ calls }),
  });
  if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { results: { status: number }[] }).results.map((r) => r.status);
}

async function timed(what: () => Promise<number[]>): Promise<{ ms: number; statuses: number[] }> {
  const started = performance.now();
  const statuses = await what();
  return { ms: performance.now() - started, statuses };
}

function check(label: string, statuses: number[], expected: number, status: number): void {
  const wrong = statuses.filter((s) => s !== status).length;
  if (statuses.length !== expected || wrong > 0) throw new Error(`${label}: ${statuses.length} answers, ${wrong} not ${status}`);
}

async function run(label: string, env: ServerEnv): Promise<string[]> {
  const server = await startServer(await freePort(), env, { fromSource: true });
  try {
    const token = await login(server.base, 'admin');
    // Warm-up: the routes, the statement caches, the JIT.
    await pushBatch(server.base, token, Array.from({ length: 50 }, (_, i) => unitCall(`warm-b-${runId}`, i)));
    for (let i = 0; i < 50; i++) await send(server.base, token, unitCall(`warm-s-${runId}`, i));

    const single = await timed(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < WRITES; i++) statuses.push(await send(server.base, token, unitCall(`single-${runId}`, i)));
      return statuses;
    });
    check('single', single.statuses, WRITES, 201);
    const batched = await timed(async () => {
      const statuses: number[] = [];
      for (let b = 0; b < WRITES / PUSH_MAX_CALLS; b++) {
        statuses.push(...(await pushBatch(server.base, token, Array.from({ length: PUSH_MAX_CALLS }, (_, i) => unitCall(`batch-${runId}`, b * PUSH_MAX_CALLS + i)))));
      }
      return statuses;
    });
    check('batched', batched.statuses, WRITES, 201);
    const dispatch = await timed(() => pushBatch(server.base, token, Array.from({ length: PUSH_MAX_CALLS }, () => ({ key: newId(), method: 'POST', path: 'no/such/call', body: {} }))));
    check('dispatch', dispatch.statuses, PUSH_MAX_CALLS, 404);

    const rate = (ms: number) => Math.round((WRITES * 1000) / ms).toLocaleString('en');
    return [
      `| ${label} | ${WRITES.toLocaleString('en')} single requests (POST admin/units, each with its Idempotency-Key) | ${(single.ms / 1000).toFixed(2)} s | ${rate(single.ms)} writes/s | ${(single.ms / WRITES).toFixed(2)} ms a write |`,
      `| ${label} | ${WRITES / PUSH_MAX_CALLS} batches of ${PUSH_MAX_CALLS} (POST sync/push) | ${(batched.ms / 1000).toFixed(2)} s | ${rate(batched.ms)} writes/s | ${(batched.ms / WRITES).toFixed(2)} ms a write, **${(single.ms / batched.ms).toFixed(1)}×** the single requests |`,
      `| ${label} | dispatch alone: one batch of ${PUSH_MAX_CALLS} calls to an unknown path (404, no write) | ${dispatch.ms.toFixed(0)} ms | — | ${(dispatch.ms / PUSH_MAX_CALLS).toFixed(3)} ms a call |`,
    ];
  } finally {
    await server.stop();
  }
}

const figures = ['| Database | What | Time | Rate | Per write |', '|---|---|---|---|---|'];
try {
  figures.push(...(await run('SQLite', {})));
  figures.push(...(await run('PostgreSQL', { DATABASE_URL: PG_URL, DATABASE_SCHEMA: runId })));
} finally {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${runId} CASCADE`);
  await client.end();
}
console.log(`\nbatched push, ${new Date().toISOString().slice(0, 10)}:\n${figures.join('\n')}`);
