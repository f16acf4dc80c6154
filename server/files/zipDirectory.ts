/**
 * The central directory of a ZIP archive (an .xlsx is one), read from its
 * bytes without unpacking anything: each entry's name, how it is packed, the
 * sizes it declares and where its data starts. What the directory says is
 * only declared: the spreadsheet guard judges it before anything is inflated,
 * and inflates no entry past what it declares.
 *
 * Decision: ZIP64 archives (a size, offset or count at its 32- or 16-bit
 * maximum), split archives and encrypted entries are not read: a workbook of
 * at most 5 MB never needs the first two, and an encrypted one cannot be read
 * anyway.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (ZIP_METHOD). */
  method: number;
  /** Bytes of the entry's data in the archive. */
  packedSize: number;
  /** Bytes the entry declares once unpacked. */
  size: number;
  /** Where the entry's data starts, past its local header. */
  dataStart: number;
}

export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; reason: 'notZip' | 'tooManyEntries' };

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const ENTRY_LENGTH = 46;
const LOCAL_LENGTH = 30;
/** The end record is followed by a comment of at most this many bytes. */
const MAX_COMMENT = 0xffff;
const ENCRYPTED_FLAG = 1;
const WIDE_32 = 0xffffffff;
const WIDE_16 = 0xffff;
const names = new TextDecoder();

/** An archive that does not read as the directory says, thrown to end the walk there. */
class NotZip extends Error {}

/**
 * The directory of `bytes`, or why it is not read: no valid directory
 * (notZip), or more than `maxEntries` entries, told from the end record's
 * count before a single entry is walked.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const end = endRecordAt(view);
    const count = u16(view, end + 10);
    if (u16(view, end + 4) !== 0 || u16(view, end + 6) !== 0 || u16(view, end + 8) !== count || count === WIDE_16) throw new NotZip();
    if (count > maxEntries) return { ok: false, reason: 'tooManyEntries' };
    const directoryStart = u32(view, end + 16);
    if (directoryStart === WIDE_32 || directoryStart + u32(view, end + 12) > end) throw new NotZip();
    const entries: ZipEntry[] = [];
    let at = directoryStart;
    for (let i = 0; i < count; i++) {
      const { entry, next } = entryAt(view, bytes, at, directoryStart);
      entries.push(entry);
      at = next;
    }
    return { ok: true, entries };
  } catch (err) {
    // A DataView read past the end (RangeError) is an archive cut short.
    if (err instanceof NotZip || err instanceof RangeError) return { ok: false, reason: 'notZip' };
    throw err;
  }
}

/** The end of central directory record: the last one, searched back over the longest comment. */
function endRecordAt(view: DataView): number {
  const last = view.byteLength - END_LENGTH;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (u32(view, at) === END_SIGNATURE) return at;
  }
  throw new NotZip();
}

/** One central directory record at `at`, its data found through its local header (which must lie before the directory). */
function entryAt(view: DataView, bytes: Uint8Array, at: number, directoryStart: number): { entry: ZipEntry; next: number } {
  if (u32(view, at) !== ENTRY_SIGNATURE) throw new NotZip();
  const flags = u16(view, at + 8);
  const method = u16(view, at + 10);
  const packedSize = u32(view, at + 20);
  const size = u32(view, at + 24);
  const nameLength = u16(view, at + 28);
  const local = u32(view, at + 42);
  if (flags & ENCRYPTED_FLAG || packedSize === WIDE_32 || size === WIDE_32 || local === WIDE_32) throw new NotZip();
  if (u32(view, local) !== LOCAL_SIGNATURE) throw new NotZip();
  const dataStart = local + LOCAL_LENGTH + u16(view, local + 26) + u16(view, local + 28);
  if (dataStart + packedSize > directoryStart) throw new NotZip();
  const nameStart = at + ENTRY_LENGTH;
  if (nameStart + nameLength > view.byteLength) throw new NotZip();
  const name = names.decode(bytes.subarray(nameStart, nameStart + nameLength));
  const next = nameStart + nameLength + u16(view, at + 30) + u16(view, at + 32);
  return { entry: { name, method, packedSize, size, dataStart }, next };
}

const u16 = (view: DataView, at: number) => view.getUint16(at, true);
const u32 = (view: DataView, at: number) => view.getUint32(at, true);
