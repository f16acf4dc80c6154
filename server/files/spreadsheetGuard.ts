import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';

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
 * hundred-sheet workbook some hundreds; the bound stops the directory walk
 * itself, which a forged ZIP64 count would make run for billions of entries.
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

/**
 * The first sheet's rows of an uploaded .xlsx, or why it is refused. Never
 * throws: whatever the bytes are, the answer is a refusal, not a 500.
 *
 * Memory stays bounded by what the archive declares: the directory is checked
 * before anything is unpacked, and read-excel-file's universal entry then
 * unpacks through the same directory with fflate, each entry into a buffer of
 * its declared size, so an archive that understates a size is cut short there.
 * (Its Node entry streams the local headers instead, where an entry with a
 * trailing data descriptor is collected whole, however far it inflates.)
 */
export async function readSpreadsheetRows(bytes: Uint8Array): Promise<SpreadsheetRead> {
  const refusal = bytes.length > SPREADSHEET_MAX_BYTES ? 'tooLarge' : refusalOfArchive(bytes);
  if (refusal) return refused(refusal);
  const rows = await readFirstSheet(bytes);
  return rows ? { ok: true, rows } : refused('notSpreadsheet');
}

const refused = (reason: SpreadsheetRefusal): SpreadsheetRead => ({ ok: false, reason, message: SPREADSHEET_MSG[reason] });

/** A refusal found in the middle of the directory walk, thrown to end it there. */
class ArchiveRefused extends Error {
  constructor(readonly reason: SpreadsheetRefusal) {
    super(reason);
  }
}

/**
 * The archive's central directory, judged by its declared sizes alone: the
 * filter sees each entry and answers false, so fflate inflates nothing.
 */
function refusalOfArchive(bytes: Uint8Array): SpreadsheetRefusal | undefined {
  if (!startsAsZip(bytes)) return 'notSpreadsheet';
  let entries = 0;
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        unpacked += entry.originalSize;
        if (entries > SPREADSHEET_MAX_ENTRIES) throw new ArchiveRefused('tooManyEntries');
        if (unpacked > SPREADSHEET_MAX_UNPACKED_BYTES) throw new ArchiveRefused('unpackedTooLarge');
        if (entry.originalSize > entry.size * SPREADSHEET_MAX_RATIO) throw new ArchiveRefused('ratioTooHigh');
        return false;
      },
    });
  } catch (err) {
    // Anything else fflate throws means it found no readable directory.
    return err instanceof ArchiveRefused ? err.reason : 'notSpreadsheet';
  }
  return undefined;
}

/** A ZIP archive opens with a local file header, "PK\3\4"; an .xls, a PDF or an empty archive does not. */
const startsAsZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Any failure here is the file's, not the server's: read-excel-file throws for
 * an archive without a workbook, a sheet it cannot find, XML it cannot parse.
 */
async function readFirstSheet(bytes: Uint8Array): Promise<SpreadsheetRow[] | undefined> {
  try {
    // The universal entry takes an ArrayBuffer of its own (a Buffer may be a view into Node's shared pool).
    const rows = await readSheet(new Uint8Array(bytes).buffer);
    // read-excel-file types a date cell as `typeof Date` (the constructor); at run time it is a Date.
    return rows as unknown as SpreadsheetRow[];
  } catch {
    return undefined;
  }
}
