import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import type { SpreadsheetRow } from './spreadsheetGuard.js';

/**
 * The first sheet's rows of a workbook, read from its unpacked XML parts, or
 * undefined when they read as no workbook. Runs in the spreadsheet worker
 * (spreadsheetWorker.ts): read-excel-file parses on whatever thread calls it,
 * a 43 MB sheet for seconds.
 *
 * With `stopAfterRows`, the rows after the one that makes that many rows
 * holding something (a cell neither empty nor an invalid date) are neither
 * returned nor, as a rule, parsed: each sheet's XML is cut after as many rows
 * with a value (cutAfterRows) and that is read. A value may still read as
 * nothing (text of spaces: read-excel-file trims it away), so when the cut
 * holds fewer such rows than asked the whole sheet is read instead. Either
 * way the answer is the whole sheet's first rows, or a refusal found in them;
 * what lies past them (an error too) is not seen.
 */
export async function firstSheetRows(parts: Map<string, Uint8Array>, stopAfterRows = Infinity): Promise<SpreadsheetRow[] | undefined> {
  const cut = Number.isFinite(stopAfterRows) ? cutSheets(parts, stopAfterRows) : undefined;
  const early = cut && (await readFirstSheet(cut));
  if (early && rowsHolding(early) >= stopAfterRows) return early;
  const rows = await readFirstSheet(parts);
  return rows && throughHoldingRow(rows, stopAfterRows);
}

/**
 * read-excel-file trims text and gives blank text as null, so a row holds
 * something when a cell is neither null nor an invalid date: the rows
 * domain/contact/clientSheet.ts readClientSheet counts (cellText not null).
 */
const holdsSomething = (row: SpreadsheetRow) => row.some((cell) => cell !== null && !(cell instanceof Date && Number.isNaN(cell.getTime())));

const rowsHolding = (rows: SpreadsheetRow[]) => rows.filter(holdsSomething).length;

/** The rows up to and with the `count`th holding something; all of them when fewer do. */
function throughHoldingRow(rows: SpreadsheetRow[], count: number): SpreadsheetRow[] {
  let seen = 0;
  const last = rows.findIndex((row) => holdsSomething(row) && ++seen === count);
  return last < 0 ? rows : rows.slice(0, last + 1);
}

/** The parts with every sheet holding more than `rows` rows with a value cut after them; undefined when none does. */
function cutSheets(parts: Map<string, Uint8Array>, rows: number): Map<string, Uint8Array> | undefined {
  let cutAny = false;
  const cut = new Map(
    [...parts].map(([name, data]) => {
      const shorter = cutAfterRows(data, rows);
      cutAny ||= shorter !== undefined;
      return [name, shorter ?? data];
    }),
  );
  return cutAny ? cut : undefined;
}

const SHEET_DATA = '<sheetData>';
const SHEET_DATA_END = '</sheetData>';
const ROW_END = '</row>';
/** A cell's value: `<v>` (numbers, shared strings, booleans, formulas' results) or `<is>` (inline text). */
const HAS_VALUE = /<(?:v|is)[\s>]/;

/**
 * A sheet's XML without its rows after the `rows`th row holding a value:
 * everything up to that row's end, then `</sheetData>` and what follows it.
 * Undefined when the part is no sheet, has no more rows, or its rows hold
 * markup a plain search could mistake (comments, CDATA, processing
 * instructions, a prefixed namespace): such a sheet is read whole. The scan
 * reads the bytes as Latin-1, so offsets are byte offsets; only ASCII
 * markup is looked for.
 */
function cutAfterRows(xml: Uint8Array, rows: number): Uint8Array | undefined {
  const bytes = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
  const open = bytes.indexOf(SHEET_DATA);
  const close = bytes.lastIndexOf(SHEET_DATA_END);
  if (open < 0 || close < open) return undefined;
  let at = open + SHEET_DATA.length;
  for (let counted = 0; counted < rows; ) {
    const end = bytes.indexOf(ROW_END, at);
    if (end < 0 || end > close) return undefined;
    const row = bytes.toString('latin1', at, end);
    if (row.includes('<!') || row.includes('<?')) return undefined;
    if (HAS_VALUE.test(row)) counted++;
    at = end + ROW_END.length;
  }
  return at < close ? Buffer.concat([bytes.subarray(0, at), bytes.subarray(close)]) : undefined;
}

/**
 * Any failure here is the file's, not the server's: read-excel-file throws for
 * an archive without a workbook, a sheet it cannot find, XML it cannot parse.
 * It is handed the parts packed again as stored entries, which it copies
 * instead of inflating: no second inflate, and none in fflate's own worker
 * threads, which its asynchronous unzip starts for archives over 512 kB.
 */
async function readFirstSheet(parts: Map<string, Uint8Array>): Promise<SpreadsheetRow[] | undefined> {
  try {
    const archive = zipSync(Object.fromEntries(parts), { level: 0 });
    // zipSync's archive is a buffer of its own, as the universal entry needs (an ArrayBuffer, not a view).
    const rows = await readSheet(archive.buffer);
    // read-excel-file types a date cell as `typeof Date` (the constructor); at run time it is a Date.
    return rows as unknown as SpreadsheetRow[];
  } catch {
    return undefined;
  }
}
