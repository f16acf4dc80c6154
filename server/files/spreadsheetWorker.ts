import { parentPort, workerData } from 'node:worker_threads';
import { firstSheetRows } from './firstSheetRows.js';
import type { SheetJob } from './readInWorker.js';

/**
 * The spreadsheet worker's script (readInWorker.ts starts one per read): reads
 * the job's first sheet and posts the rows back, or undefined when the parts
 * read as no workbook. scripts/build-server.mjs bundles it beside main.js.
 */
const { parts, stopAfterRows } = workerData as SheetJob;
parentPort!.postMessage(await firstSheetRows(new Map(parts), stopAfterRows));
