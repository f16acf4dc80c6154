import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { SpreadsheetRow } from './spreadsheetGuard.js';

/**
 * What a spreadsheet worker is handed: the workbook's unpacked XML parts,
 * each memory of its own, which is moved to the worker, not copied; and where
 * it may stop (firstSheetRows.ts).
 */
export interface SheetJob {
  parts: [string, Uint8Array][];
  stopAfterRows: number | undefined;
}

/**
 * Most a read may take, the worker's start included; past it the worker is
 * stopped and the file refused. Decision: a 49 MB sheet (near the most the
 * guard lets through: 50,000 rows of 20 cells) read whole takes ~2.8 s on
 * this project's two-core machine; seven times that leaves room for a busy
 * one.
 */
const READ_TIMEOUT_MS = 20_000;

/**
 * The heap a worker may grow to (V8's old generation); past it V8 stops the
 * worker, not the server, and the file is refused. Decision: that 49 MB
 * sheet read whole needs 128 MB (96 MB runs out), so twice that; a hostile
 * sheet can ask for gigabytes (a cell in the last column makes
 * read-excel-file fill its row with 16,384 cells). The unpacked parts lie
 * outside the heap, and the guard holds them to 50 MB.
 */
const READ_HEAP_MB = 256;

/**
 * Reads at once; the others wait their turn. Decision: imports are rare,
 * and two workers at their heap limit stay well inside the server's memory;
 * so does a burst of uploads, each waiting with its packed bytes only.
 */
const READS_AT_ONCE = 2;

/**
 * Built (scripts/build-server.mjs), the worker's script is
 * dist/server/spreadsheetWorker.js beside main.js, the bundle this module is
 * part of. Run from source (tsx, vitest), it is the .ts file beside this one,
 * imported once tsx's hooks are registered in the worker: Node 20 does not
 * apply a worker's own `--import tsx` to its script (nodejs/node#47747).
 */
function startWorker(options: WorkerOptions): Worker {
  // The URL is made apart from `new Worker(...)`: the unit suite's Vite would take that pattern for a browser worker to bundle.
  const built = new URL('./spreadsheetWorker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return new Worker(built, options);
  const [tsx, script] = [import.meta.resolve('tsx/esm/api'), new URL('./spreadsheetWorker.ts', import.meta.url).href].map((url) => JSON.stringify(url));
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${script}); });`, { ...options, eval: true });
}

/**
 * The job's rows, read in a worker thread of its own, or undefined when the
 * worker answers none (no workbook), throws, runs out of its heap or out of
 * time. Decision: one worker per read, not a pool: imports are rare, a
 * worker starts in tens of milliseconds built (~300 ms from source, through
 * tsx) beside a read of up to seconds, and each read then gets a fresh heap
 * that is gone with the worker, however a hostile file left it; nothing
 * lives on between imports to be watched, restarted or closed.
 */
export function readInWorker(job: SheetJob): Promise<SpreadsheetRow[] | undefined> {
  return new Promise((resolve) => {
    const worker = startWorker({
      workerData: job,
      transferList: job.parts.map(([, data]) => data.buffer as ArrayBuffer),
      resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
    });
    const timer = setTimeout(() => void worker.terminate(), READ_TIMEOUT_MS);
    worker.once('message', (rows: SpreadsheetRow[] | undefined) => resolve(rows));
    // Out of its heap: the file's doing. Anything else is the server's (a worker script missing from a
    // deployment), said in the log; the file is refused all the same, by the exit below.
    worker.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('spreadsheet worker failed:', err);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

let reading = 0;
const waiting: (() => void)[] = [];

/** `read` once fewer than READS_AT_ONCE reads run; a finished read hands its turn to the longest waiting. */
export async function inReadTurn<T>(read: () => Promise<T>): Promise<T> {
  if (reading < READS_AT_ONCE) reading++;
  else await new Promise<void>((turn) => waiting.push(turn));
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading--;
  }
}
