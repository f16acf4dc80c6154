// npx tsx bench/contactSheets.ts — issue 14's spreadsheet figures for BENCHMARKS.md: an import of
// 5,000 rows (target < 5 s, with the server's peak memory) and an export of 5,000 clients
// (target < 2 s), on SQLite and PostgreSQL (BENCH_SKIP_PG=1 leaves PostgreSQL out).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';
import { CLIENT_SHEET_HEADERS, CLIENT_SHEET_KEYS, type ClientSheetKey } from '../domain/contact/clientSheet.js';
import type { ImportResult } from '../domain/contact/importRows.js';
import { dayOfMs } from '../domain/days.js';
import { readSpreadsheetRows } from '../server/files/spreadsheetGuard.js';
import { login, startServer, type ServerEnv } from './lib/serverProcess.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = 5_000;
/** How often the server's resident set is read during the import. */
const SAMPLE_MS = 10;
const CITIES = ['Prishtine', 'Prizren', 'Peje', 'Gjakove', 'Mitrovice', 'Ferizaj', 'Gjilan', 'Kaçanik'];
const MB = 1024 * 1024;

/** Every third client has two projects, the others one. */
const projectsOf = (i: number) => (i % 3 === 0 ? ['Kuzhina', 'Dritaret'] : ['Kuzhina']);
const PROJECTS = Array.from({ length: ROWS }, (_, i) => projectsOf(i).length).reduce((a, b) => a + b, 0);

/** ROWS clients as an office fills a sheet by hand: names, a phone, an address, an email, a city of Kosovo, their projects. */
function importWorkbook(): Promise<Buffer> {
  const cell = (value: string | null) => (value === null ? null : { value, type: String });
  const rowOf = (i: number): Partial<Record<ClientSheetKey, string>> => ({
    firstnameAndLastname: `Klient${i}`,
    lastName: `Mbiemri${i % 97}`,
    phoneNumber: `044 ${String(100_000 + i).padStart(6, '0')}`,
    address: `Rruga ${i % 50} nr. ${i % 13}`,
    email: `klient${i}@example.com`,
    city: CITIES[i % CITIES.length]!,
    projects: projectsOf(i).join('; '),
  });
  const header = CLIENT_SHEET_KEYS.map((key) => cell(CLIENT_SHEET_HEADERS[key]));
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const row = rowOf(i);
    return CLIENT_SHEET_KEYS.map((key) => cell(row[key] ?? null));
  });
  return writeXlsxFile([header, ...rows], { buffer: true });
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak since the last reset). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Starts the peak over (Linux: writing 5 to clear_refs resets VmHWM, which is also what getrusage's maxrss reads). */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function run(label: string, env: ServerEnv, port: number): Promise<void> {
  const server = await startServer(port, env);
  const pid = server.child.pid!;
  try {
    const token = await login(server.base, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const bytes = await importWorkbook();

    // Import: the server's resident set sampled from outside, so its own event loop cannot skip samples.
    const baseline = statusMb(pid, 'VmRSS');
    resetPeak(pid);
    let sampled = baseline;
    const sampler = setInterval(() => (sampled = Math.max(sampled, statusMb(pid, 'VmRSS'))), SAMPLE_MS);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'klientet.xlsx');
    const importStarted = performance.now();
    const res = await fetch(`${server.base}/clients/import-excel`, { method: 'POST', headers, body: form });
    const importMs = performance.now() - importStarted;
    clearInterval(sampler);
    const peak = statusMb(pid, 'VmHWM');
    const answer = (await res.json()) as { data: ImportResult };
    if (!res.ok || answer.data.imported !== ROWS) throw new Error(`import answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(
      `| ${label} | POST clients/import-excel, ${ROWS.toLocaleString('en')} rows (${(bytes.length / 1024).toFixed(0)} kB .xlsx, ${PROJECTS.toLocaleString('en')} projects) | ${Math.round(importMs)} ms | server RSS ${baseline.toFixed(0)} MB before, peak ${sampled.toFixed(0)} MB sampled every ${SAMPLE_MS} ms, ${peak.toFixed(0)} MB high-water (maxRSS) | |`,
    );

    // Export: the day's clients, the imported ones among them; the first call warms the route, the second is timed.
    const url = `${server.base}/clients/export-excel?from_date=${dayOfMs(Date.now())}`;
    await (await fetch(url, { headers })).arrayBuffer();
    const exportStarted = performance.now();
    const exported = await fetch(url, { headers });
    const workbook = Buffer.from(await exported.arrayBuffer());
    const exportMs = performance.now() - exportStarted;
    const read = await readSpreadsheetRows(workbook);
    if (!exported.ok || !read.ok) throw new Error(`export answered ${exported.status}`);
    const clients = (read.rows.length - 1).toLocaleString('en');
    console.log(`| ${label} | GET clients/export-excel, the ${clients} clients created today (${(workbook.length / MB).toFixed(2)} MB .xlsx) | ${Math.round(exportMs)} ms | | |`);
  } finally {
    await server.stop();
  }
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
console.log(`\nZanati contact spreadsheets — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}\n`);
console.log('| database | what | time | memory | |');
console.log('|---|---|---|---|---|');
await run('SQLite', {}, 18091);
if (process.env.BENCH_SKIP_PG !== '1') {
  const schema = `bench_sheets_${process.pid}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema }, 18092);
  } finally {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
