import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { inReadTurn, readInWorker } from './readInWorker.js';
import { readZipDirectory, ZIP_METHOD, type ZipEntry } from './zipDirectory.js';

/** Largest spreadsheet upload (issue 14); MB as the other upload limits count it (domain/files.ts), 1024 × 1024 bytes. */
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

/** Most bytes the archive may declare once unpacked, all entries together (issue 14). */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * Most an entry may declare unpacked per packed byte (issue 14). Checked per
 * entry only: when no entry passes it, their sum cannot either, so a check on
 * the whole archive would never refuse anything.
 */
export const SPREADSHEET_MAX_RATIO = 100;

/**
 * Most entries an archive may list. Decision: an .xlsx holds a dozen or so, a
 * hundred-sheet workbook some hundreds; the bound is checked against the
 * directory's own count, before a single entry is walked.
 */
export const SPREADSHEET_MAX_ENTRIES = 1000;

/**
 * Why an upload is refused; the route answers 422 with the text. Decisions (the
 * spec has none): worded as the spec's file refusals ('File-i eshte me i madh se
 * 20 MB!', 'Lejohen vetem file PDF!'), without diacritics as the spec writes them.
 */
export const SPREADSHEET_MSG = {
  tooLarge: 'File-i eshte me i madh se 5 MB!',
  notSpreadsheet: 'Lejohen vetem file Excel (.xlsx)!',
  unpackedTooLarge: 'Permbajtja e file-it eshte me e madhe se 50 MB!',
  ratioTooHigh: 'File-i eshte i ngjeshur ne menyre te dyshimte!',
  tooManyEntries: 'File-i ka me shume se 1000 pjese te brendshme!',
} as const;

export type SpreadsheetRefusal = keyof typeof SPREADSHEET_MSG;

export type SpreadsheetCell = string | number | boolean | Date | null;
export type SpreadsheetRow = SpreadsheetCell[];

export type SpreadsheetRead =
  | { ok: true; rows: SpreadsheetRow[] }
  | { ok: false; reason: SpreadsheetRefusal; message: string };

export interface SpreadsheetReadOptions {
  /**
   * Stop after this many rows holding something (a cell neither empty nor an
   * invalid date): the rows after are never returned, and not read where the
   * sheet's XML lets them be left out (firstSheetRows.ts). Every row when
   * left out.
   */
  stopAfterRows?: number;
}

/**
 * The first sheet's rows of an uploaded .xlsx, or why it is refused. Never
 * throws: whatever the bytes are, the answer is a refusal, not a 500.
 *
 * Memory stays bounded by what the archive declares: the directory is judged
 * before anything is unpacked (zipDirectory.ts), then only the entries the
 * workbook reader reads (its XML) are inflated, each with Node's zlib capped
 * at the size it declares, so an entry that lies about its size is cut short
 * there and refused.
 *
 * The event loop stays free (issue 35: a 43 MB sheet held every request of
 * every company for 3.1 s): zlib inflates in libuv's thread pool, and the
 * sheet is parsed in a worker thread with a heap and a time limit of its own
 * (readInWorker.ts), a few reads at a time.
 */
export async function readSpreadsheetRows(bytes: Uint8Array, options: SpreadsheetReadOptions = {}): Promise<SpreadsheetRead> {
  if (bytes.length > SPREADSHEET_MAX_BYTES) return refused('tooLarge');
  return inReadTurn(async () => {
    const parts = await workbookParts(bytes);
    if (!(parts instanceof Map)) return refused(parts);
    const rows = await readInWorker({ parts: [...parts], stopAfterRows: options.stopAfterRows });
    return rows ? { ok: true, rows } : refused('notSpreadsheet');
  });
}

const refused = (reason: SpreadsheetRefusal): SpreadsheetRead => ({ ok: false, reason, message: SPREADSHEET_MSG[reason] });

/**
 * The workbook's XML parts, unpacked, or why the archive is refused. Every
 * entry's declared size counts, read or not; an entry declaring more than
 * the ratio allows is refused even where its data would not be read.
 */
async function workbookParts(bytes: Uint8Array): Promise<Map<string, Uint8Array> | SpreadsheetRefusal> {
  if (!startsAsZip(bytes)) return 'notSpreadsheet';
  const directory = readZipDirectory(bytes, SPREADSHEET_MAX_ENTRIES);
  if (!directory.ok) return directory.reason === 'tooManyEntries' ? 'tooManyEntries' : 'notSpreadsheet';
  let unpacked = 0;
  for (const entry of directory.entries) {
    unpacked += entry.size;
    if (unpacked > SPREADSHEET_MAX_UNPACKED_BYTES) return 'unpackedTooLarge';
    if (entry.size > entry.packedSize * SPREADSHEET_MAX_RATIO) return 'ratioTooHigh';
  }
  const parts = new Map<string, Uint8Array>();
  for (const entry of directory.entries.filter((e) => readsPart(e.name))) {
    const data = await unpack(bytes, entry);
    if (!data) return 'notSpreadsheet';
    parts.set(entry.name, data);
  }
  return parts;
}

/** The parts read-excel-file reads (its own filter): XML and relationships; images, printer settings and the like are left packed. */
const readsPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/**
 * One entry's data, exactly its declared size, or undefined: data that
 * inflates further is cut one byte past the declared size (zlib's
 * maxOutputLength) and refused, like data that is shorter, damaged, or
 * packed by a method an .xlsx does not use. The data is memory of its own,
 * to be moved to the worker (readInWorker.ts): a stored entry is copied out
 * of the upload.
 */
async function unpack(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array | undefined> {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  if (entry.method === ZIP_METHOD.stored) return packed.length === entry.size ? new Uint8Array(packed) : undefined;
  if (entry.method !== ZIP_METHOD.deflated) return undefined;
  try {
    // zlib refuses a limit of 0; an empty entry allowed one byte is still refused below if it has one.
    const data = await inflateRawAsync(packed, { maxOutputLength: Math.max(entry.size, 1), chunkSize: Math.max(entry.size + 1, OWN_MEMORY_BYTES) });
    return data.length === entry.size ? data : undefined;
  } catch {
    // Past the declared size (ERR_BUFFER_TOO_LARGE), or not deflate data at all.
    return undefined;
  }
}

/**
 * zlib inflates off the event loop, in libuv's thread pool, into chunks of
 * the size it is given. Decision: one chunk a byte longer than the entry
 * declares. Chunks of 16 kB (zlib's default) or 1 MB, joined at the end and
 * then collected, held the event loop 36–52 ms for a 43 MB sheet; one chunk
 * holds it under 10 ms, is moved to the worker as it is, and data going on
 * past the declared size shows at once.
 */
const inflateRawAsync = promisify(inflateRaw);

/** Node hands out buffers under 4 kB from a shared pool; a chunk of at least this size is memory of its own. */
const OWN_MEMORY_BYTES = 4096;

/** A ZIP archive opens with a local file header, "PK\3\4"; an .xls, a PDF or an empty archive does not. */
const startsAsZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
