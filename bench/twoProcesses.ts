// npx tsx bench/twoProcesses.ts — issue 17: small authenticated reads with one
// server process against two on one PostgreSQL schema (target: two ≥ 1.6× one).
// Both processes run all along; a round sends every connection to A ("one") or
// half to A and half to B ("two"), alternating, so the machine's drift between
// rounds falls on both. BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 2),
// BENCH_CONNECTIONS (default 50, as bench/server.ts's small reads).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, startServer, type RunningServer } from './lib/serverProcess.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The machine's busy and total CPU time (jiffies, all cores), from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** A process's CPU time in jiffies (user + system), from /proc/<pid>/stat. */
function processCpu(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU time (jiffies) of every PostgreSQL process on this machine, by pid. */
function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(entry), processCpu(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** PostgreSQL's CPU between two readings; a backend started meanwhile counts whole. */
function postgresDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, jiffies] of after) sum += jiffies - (before.get(pid) ?? 0);
  return sum;
}

interface Round {
  rps: number;
  p99: number;
  errors: number;
  /** Share of both cores busy (everything on the machine), and of one core each for A, B, PostgreSQL and the load generator. */
  machine: number;
  a: number;
  b: number;
  postgres: number;
  loader: number;
}

async function round(targets: { url: string; connections: number }[], headers: Record<string, string>, a: RunningServer, b: RunningServer): Promise<Round> {
  const m0 = machineCpu();
  const [a0, b0] = [processCpu(a.child.pid!), processCpu(b.child.pid!)];
  const l0 = process.cpuUsage();
  const p0 = postgresCpu();
  const results = await Promise.all(targets.map((t) => autocannon({ url: t.url, connections: t.connections, duration: DURATION_S, headers })));
  const p1 = postgresCpu();
  const m1 = machineCpu();
  const jiffies = (m1.total - m0.total) / os.cpus().length;
  const l1 = process.cpuUsage(l0);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    machine: (m1.busy - m0.busy) / (m1.total - m0.total),
    a: (processCpu(a.child.pid!) - a0) / jiffies,
    b: (processCpu(b.child.pid!) - b0) / jiffies,
    postgres: postgresDelta(p0, p1) / jiffies,
    loader: (l1.user + l1.system) / 1e6 / DURATION_S,
  };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
const row = (label: string, r: Round) =>
  `| ${label} | ${Math.round(r.rps).toLocaleString('en')} req/s | p99 ${r.p99} ms | ${r.errors} | ${pct(r.machine)} | A ${pct(r.a)}, B ${pct(r.b)} | ${pct(r.postgres)} | ${pct(r.loader)} | ${pct(r.machine * os.cpus().length - r.a - r.b - r.postgres - r.loader)} |`;

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const schema = `bench_two_${process.pid}`;
const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema };
// One after the other: A migrates and seeds the schema, B finds it ready.
const a = await startServer(18091, env);
const b = await startServer(18092, env);
try {
  const token = await login(a.base, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${a.base}/clients`, { headers })).json()) as { data: { id: string }[] };
  const id = list.data[0]?.id;
  if (!id) throw new Error('no client to read');
  const path = `clients/${id}`;
  const one = [{ url: `${a.base}/${path}`, connections: CONNECTIONS }];
  const two = [
    { url: `${a.base}/${path}`, connections: CONNECTIONS / 2 },
    { url: `${b.base}/${path}`, connections: CONNECTIONS / 2 },
  ];
  // Warm-up: both processes, their statement caches and JIT.
  await Promise.all(two.map((t) => autocannon({ url: t.url, connections: t.connections, duration: 2, headers })));

  console.log(`\nZanati — two server processes on one PostgreSQL — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at start\n`);
  console.log(`GET ${path.replace(id, '{id}')}, ${CONNECTIONS} connections from one autocannon in this process, ${DURATION_S} s a round\n`);
  console.log('CPU: the machine as a share of both cores; the rest as a share of one core (the rest: other processes on the machine).\n');
  console.log('| round | throughput | latency | errors | machine CPU | server CPU | PostgreSQL CPU | load generator CPU | the rest |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const ratios: number[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const single = await round(one, headers, a, b);
    console.log(row(`${i}: one process`, single));
    const double = await round(two, headers, a, b);
    console.log(row(`${i}: two processes`, double));
    ratios.push(double.rps / single.rps);
  }
  console.log(`\ntwo processes / one: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')} (target ≥ 1.6×)`);
} finally {
  await Promise.all([a.stop(), b.stop()]);
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}
