// npm run bench:server — figures for BENCHMARKS.md (issue 2 targets on this 2-core
// machine: ≥ 5,000 req/s with p99 < 50 ms on SQLite; pull ≥ 20,000 rows/s).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, startServer, type ServerEnv } from './lib/serverProcess.js';
import { pullAll } from './lib/pullAll.js';
import { BOARD_DEPARTMENT, narrowBoard } from './lib/boardScale.js';
import { rapportRead } from './lib/rapportRead.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const figures: string[] = [];

function record(line: string): void {
  figures.push(line);
  console.log(line);
}

async function smallReads(label: string, env: ServerEnv, port: number): Promise<void> {
  const server = await startServer(port, env);
  try {
    const token = await login(server.base, 'admin');
    const list = (await (await fetch(`${server.base}/clients`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: string }[];
    };
    const id = list.data[0]?.id;
    if (!id) throw new Error('no client to read');
    const url = `${server.base}/clients/${id}`;
    // Warm-up, then the measured run.
    await autocannon({ url, connections: 50, duration: 2, headers: { authorization: `Bearer ${token}` } });
    const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers: { authorization: `Bearer ${token}` } });
    const non2xx = result.non2xx + result.errors;
    record(
      `| ${label} | GET clients/{id}, 50 connections, ${DURATION_S} s | ${Math.round(result.requests.average)} req/s | p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms | ${non2xx} non-2xx |`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * GET clients/products-statuses for one department at the scale, as
 * kiosks on the spec's 7 s refresh ask it (the PWA itself draws from its mirror).
 */
async function boardRead(label: string, env: ServerEnv, port: number, departmentId: string): Promise<void> {
  const server = await startServer(port, env);
  try {
    const token = await login(server.base, 'admin');
    const url = `${server.base}/clients/products-statuses?moduleId=5&active=1&done=0&departmentId=${departmentId}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { data: { statuses: unknown[] }[] };
    const statuses = body.data.reduce((n, p) => n + p.statuses.length, 0);
    const bytes = Number(first.headers.get('content-length') ?? JSON.stringify(body).length);
    await autocannon({ url, connections: 4, duration: 2, headers });
    const result = await autocannon({ url, connections: 4, duration: DURATION_S, headers });
    record(
      `| ${label} | GET clients/products-statuses, ${BOARD_DEPARTMENT}: ${body.data.length.toLocaleString('en')} products, ${statuses.toLocaleString('en')} process statuses, ${(bytes / 1e6).toFixed(1)} MB; 4 connections, ${DURATION_S} s | ${result.requests.average.toFixed(1)} req/s | p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms | ${result.non2xx + result.errors} non-2xx |`,
    );
  } finally {
    await server.stop();
  }
}

/** Seeds the large set and answers its data folder; BENCH_LARGE_DIR reuses a SQLite folder seeded before (e.g. by a previous `BENCH_ONLY=rapport` run). */
function seedLarge(label: string, env: ServerEnv): string {
  const reuse = env.DATABASE_URL ? undefined : process.env.BENCH_LARGE_DIR;
  if (reuse && fs.existsSync(path.join(reuse, 'zanati.sqlite'))) return reuse;
  const dataDir = reuse ?? env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-bench-large-'));
  const seedStarted = performance.now();
  execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--size', 'large'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  record(`| ${label} | seed --size large | ${((performance.now() - seedStarted) / 1000).toFixed(1)} s | | |`);
  return dataDir;
}

async function largePull(label: string, env: ServerEnv, port: number): Promise<void> {
  const dataDir = seedLarge(label, env);
  const server = await startServer(port, { ...env, DATA_DIR: dataDir });
  try {
    const token = await login(server.base, 'admin');
    const { rows, pages, ms } = await pullAll(server.base, token);
    record(`| ${label} | full pull of the large set (${rows} rows, ${pages} pages of 5,000) | ${Math.round(rows / (ms / 1000))} rows/s | ${(ms / 1000).toFixed(2)} s total | |`);
  } finally {
    await server.stop();
  }
  const departmentId = await narrowBoard(env.DATABASE_URL ? { url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA! } : { dataDir });
  await boardRead(label, { ...env, DATA_DIR: dataDir }, port, departmentId);
  record(await rapportRead(label, { ...env, DATA_DIR: dataDir }, port));
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const runId = `bench_${process.pid}`;
record(`\nZanati server benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}\n`);
record('| database | what | figure | latency / time | errors |');
record('|---|---|---|---|---|');
// BENCH_ONLY=rapport: the production rapport over the large set alone (issue 11), seeded once per database.
if (process.env.BENCH_ONLY === 'rapport') {
  record(await rapportRead('SQLite', { DATA_DIR: seedLarge('SQLite', {}) }, 18083));
  const largePg = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: `${runId}_large` };
  if (process.env.BENCH_SKIP_PG_LARGE !== '1') record(await rapportRead('PostgreSQL', { ...largePg, DATA_DIR: seedLarge('PostgreSQL', largePg) }, 18084));
} else {
  await smallReads('SQLite', {}, 18081);
  await smallReads('PostgreSQL', { DATABASE_URL: PG_URL, DATABASE_SCHEMA: `${runId}_small` }, 18082);
}
// BENCH_ONLY=small: the small reads alone, e.g. to compare two checkouts back to back.
if (process.env.BENCH_ONLY !== 'small' && process.env.BENCH_ONLY !== 'rapport') {
  await largePull('SQLite', {}, 18083);
  if (process.env.BENCH_SKIP_PG_LARGE !== '1') await largePull('PostgreSQL', { DATABASE_URL: PG_URL, DATABASE_SCHEMA: `${runId}_large` }, 18084);
}
const pgClient = new pg.Client({ connectionString: PG_URL });
await pgClient.connect();
for (const suffix of ['small', 'large']) await pgClient.query(`DROP SCHEMA IF EXISTS ${runId}_${suffix} CASCADE`);
await pgClient.end();
