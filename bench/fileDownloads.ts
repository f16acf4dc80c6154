// npx tsx bench/fileDownloads.ts — download throughput of one stored file through
// GET files/{id}, with the files on the local disk and in an S3 bucket (issue 17).
// The bucket is s3rver in this process (Node, objects on the same disk), so the
// S3 figure is the cost of the extra hop and of streaming through the app, not of
// a real S3 service's network. Each server runs from source in its own process.
import { performance } from 'node:perf_hooks';
import { formOf, pdfOfSize } from '../tests/fixtures/files.js';
import { startS3Server } from '../tests/fixtures/s3Server.js';
import { freePort, login, startServer } from './lib/serverProcess.js';

const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PARALLEL = 4;

async function uploadOne(base: string, token: string): Promise<string> {
  const form = formOf({ nameOfFile: 'bench' }, [['template', pdfOfSize(FILE_MB * 1024 * 1024), 'bench.pdf']]);
  const res = await fetch(`${base}/measurement-templates`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { data: { template: { id: string } } }).data.template.id;
}

/** Reads the body to the end without keeping it, as a browser saving the file would. */
async function download(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`download answered ${res.status}`);
  const reader = res.body.getReader();
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  return bytes;
}

async function mbPerSecond(rounds: number, parallel: number, url: string, token: string): Promise<number> {
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < rounds; i += parallel) bytes += (await Promise.all(Array.from({ length: parallel }, () => download(url, token)))).reduce((a, b) => a + b, 0);
  return bytes / 1024 / 1024 / ((performance.now() - started) / 1000);
}

const s3 = await startS3Server('bench');
const rows: string[] = [];
try {
  for (const [label, env] of [['disk', {}], ['S3 (s3rver)', s3.env]] as const) {
    const server = await startServer(await freePort(), env, { fromSource: true });
    try {
      const token = await login(server.base, 'admin');
      const url = `${server.base}/files/${await uploadOne(server.base, token)}`;
      await mbPerSecond(2, 1, url, token);
      const one = await mbPerSecond(ROUNDS, 1, url, token);
      const four = await mbPerSecond(ROUNDS, PARALLEL, url, token);
      rows.push(`| ${label} | ${FILE_MB} MB file, ${ROUNDS} downloads | ${one.toFixed(0)} MB/s one at a time | ${four.toFixed(0)} MB/s ${PARALLEL} at once |`);
      console.log(rows.at(-1));
    } finally {
      await server.stop();
    }
  }
} finally {
  await s3.close();
}
console.log(['', '| store | what | sequential | parallel |', '| --- | --- | --- | --- |', ...rows].join('\n'));
