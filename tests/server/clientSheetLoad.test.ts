import { monitorEventLoopDelay } from 'node:perf_hooks';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SHEET_HEADERS, MAX_IMPORT_ROWS, SHEET_ROWS_TO_DECIDE } from '../../domain/contact/clientSheet.js';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { readSpreadsheetRows, SPREADSHEET_MAX_BYTES, SPREADSHEET_MSG } from '../../server/files/spreadsheetGuard.js';
import { bigSheetXlsx } from '../fixtures/bigSheet.js';
import { sleep, writeTotals } from '../fixtures/directWrite.js';
import { formOf } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Issue 35 item 6: a 2.9 MB .xlsx holding 43 MB of sheet XML froze every
 * request of every company for 3.1 s while POST clients/import-excel read it
 * on the main thread, all of it, before the 10,000-row cap refused it. The
 * workbook is read in a worker thread now, and no further than the rows that
 * settle the answer.
 */
let s: TestServer;
let token: string;

const MiB = 1024 * 1024;
/** A file like the issue's: 44,000 rows, 43 MB of sheet XML in 3.1 MB. */
const BIG_ROWS = 44_000;
/** Most the event loop may stall during the import: a bound for a loaded CI machine (the target is other requests' p99 under 100 ms, bench/importLoad.ts; read on the main thread it stalled 3.6 s). */
const MAX_STALL_MS = 1_000;

const importSheet = (bytes: Buffer) => s.request('POST', 'clients/import-excel', { token, form: formOf({}, [['file', bytes, 'klientet.xlsx']]) });

/** One-column sheets of the given cells, as write-excel-file writes them (text as shared strings). */
const columnSheet = (cells: string[]) => writeXlsxFile([['Emri'], ...cells.map((c) => [c])].map((row) => row.map((value) => ({ value }))), { buffer: true });

/** The first column of rows read back. */
const firstCells = (rows: unknown[][]) => rows.map((row) => row[0]);

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
});
afterAll(() => s.close());

describe('POST clients/import-excel under load (issue 35)', () => {
  it(`refuses a 43 MB sheet of ${BIG_ROWS.toLocaleString('en')} rows for its rows without stalling other requests (event loop under ${MAX_STALL_MS} ms)`, async () => {
    const { bytes, sheetXmlBytes } = await bigSheetXlsx(BIG_ROWS);
    expect(bytes.length).toBeLessThan(SPREADSHEET_MAX_BYTES);
    expect(sheetXmlBytes).toBeGreaterThan(40 * MiB);
    const before = await writeTotals(s.connection);

    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    // The histogram counts from its timer's first turn; the import starts after it.
    await sleep(20);
    const started = performance.now();
    let done = false;
    const importing = importSheet(bytes).finally(() => (done = true));
    const others: number[] = [];
    while (!done) {
      const sent = performance.now();
      expect((await s.request('GET', 'authenticated', { token })).status).toBe(200);
      others.push(performance.now() - sent);
      await sleep(5);
    }
    const res = await importing;
    const importMs = performance.now() - started;
    await sleep(20);
    loop.disable();

    const stallMs = loop.max / 1e6;
    const figures = `import ${Math.round(importMs)} ms, event loop max stall ${Math.round(stallMs)} ms, ${others.length} other requests, slowest ${Math.round(Math.max(...others))} ms`;
    console.log(figures);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toBe(CONTACT_MSG.sheetTooManyRows);
    expect(await writeTotals(s.connection)).toEqual(before);
    expect(stallMs, figures).toBeLessThan(MAX_STALL_MS);
  });

  it('refuses a sheet whose reading would outgrow the reader’s memory, and the server goes on answering', async () => {
    // One cell in the last column (XFD) of each row: the reader pads every row to 16,384 cells, 1.3 GB for these rows.
    const rows = Array.from({ length: SHEET_ROWS_TO_DECIDE }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`);
    const workbook = await columnSheet([]);
    const res = await importSheet(withSheetRows(workbook, rows.join('')));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toBe(SPREADSHEET_MSG.notSpreadsheet);
    expect((await s.request('GET', 'authenticated', { token })).status).toBe(200);
  });
});

describe('reading a sheet no further than asked', () => {
  it(`stops after the rows that settle an import's answer: the header and ${MAX_IMPORT_ROWS.toLocaleString('en')} + 1`, async () => {
    const read = await readSpreadsheetRows((await bigSheetXlsx(BIG_ROWS)).bytes, { stopAfterRows: SHEET_ROWS_TO_DECIDE });
    if (!read.ok) throw new Error(read.message);
    expect(read.rows).toHaveLength(SHEET_ROWS_TO_DECIDE);
    expect(read.rows[0]![0]).toBe(CLIENT_SHEET_HEADERS.firstnameAndLastname);
    expect(read.rows.at(-1)![0]).toMatch(/^Klient\d+$/);
  });

  it('counts only rows holding something: rows of blank cells do not bring the stop forward', async () => {
    const read = await readSpreadsheetRows(await columnSheet(['  ', ' ', 'Arta', 'Besa', 'Cen']), { stopAfterRows: 3 });
    expect(read.ok && firstCells(read.rows)).toEqual(['Emri', null, null, 'Arta', 'Besa']);
  });

  it('reads a sheet whole when it has no more rows than asked, and every row without a stop', async () => {
    const bytes = await columnSheet(['Arta', 'Besa']);
    const whole = ['Emri', 'Arta', 'Besa'];
    expect(await readSpreadsheetRows(bytes, { stopAfterRows: 3 })).toEqual(await readSpreadsheetRows(bytes));
    const read = await readSpreadsheetRows(bytes);
    expect(read.ok && firstCells(read.rows)).toEqual(whole);
  });
});

/** The workbook with `rowsXml` in place of its first sheet's rows. */
function withSheetRows(workbook: Buffer, rowsXml: string): Buffer {
  const entries = unzipSync(workbook);
  const name = 'xl/worksheets/sheet1.xml';
  entries[name] = strToU8(strFromU8(entries[name]!).replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${rowsXml}</sheetData>`));
  return Buffer.from(zipSync(entries));
}
