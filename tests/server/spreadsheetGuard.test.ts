import { randomBytes } from 'node:crypto';
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  readSpreadsheetRows,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MAX_ENTRIES,
  SPREADSHEET_MAX_RATIO,
  SPREADSHEET_MAX_UNPACKED_BYTES,
  SPREADSHEET_MSG,
  type SpreadsheetRead,
  type SpreadsheetRefusal,
} from '../../server/files/spreadsheetGuard.js';
import { pdfBytes } from '../fixtures/files.js';

const MiB = 1024 * 1024;

/** A real workbook, as write-excel-file (the app's own export) writes it. */
const contactsXlsx = () =>
  writeXlsxFile(
    [
      [{ value: 'Emri' }, { value: 'Mbiemri' }, { value: 'Krijuar' }, { value: 'Projekte' }, { value: 'Aktiv' }],
      [{ value: 'Arben' }, { value: 'Krasniqi' }, { value: new Date('2024-03-05T00:00:00Z'), format: 'yyyy-mm-dd' }, { value: 2 }, { value: true }],
      [{ value: 'Drita' }, null, null, { value: 0 }, { value: false }],
    ],
    { buffer: true },
  );

const rowsBack = [
  ['Emri', 'Mbiemri', 'Krijuar', 'Projekte', 'Aktiv'],
  ['Arben', 'Krasniqi', new Date('2024-03-05T00:00:00Z'), 2, true],
  ['Drita', null, null, 0, false],
];

/** The workbook's entries plus `extra`, packed again: a valid .xlsx of any size or entry count. */
async function xlsxWith(extra: Zippable): Promise<Buffer> {
  return Buffer.from(zipSync({ ...unzipSync(await contactsXlsx()), ...extra }));
}

/** A stored (uncompressed) padding entry that brings the workbook to exactly `total` bytes. */
async function xlsxOfSize(total: number): Promise<Buffer> {
  const bare = (await xlsxWith({ 'xl/media/pad.bin': [new Uint8Array(0), { level: 0 }] })).length;
  const padded = await xlsxWith({ 'xl/media/pad.bin': [new Uint8Array(total - bare), { level: 0 }] });
  expect(padded.length).toBe(total);
  return padded;
}

/** `count` entries in all: the workbook's and empty files. */
async function xlsxWithEntries(count: number): Promise<Buffer> {
  const own = Object.keys(unzipSync(await contactsXlsx())).length;
  const empties = Object.fromEntries(Array.from({ length: count - own }, (_, i) => [`xl/media/empty${i}.bin`, new Uint8Array(0)]));
  return xlsxWith(empties);
}

/**
 * A zip bomb: `megabytes` of zeros deflated at level 9 under one name. Packed
 * 1 MB at a time, so building it never holds the zeros whole: the process's
 * memory stays where it was, and a guard that inflated them would show.
 */
function zeroBomb(megabytes: number, name = 'xl/worksheets/sheet1.xml'): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  const entry = new ZipDeflate(name, { level: 9 });
  zip.add(entry);
  const zeros = new Uint8Array(MiB);
  for (let i = 1; i <= megabytes; i++) entry.push(zeros, i === megabytes);
  zip.end();
  return Buffer.concat(parts);
}

/** The real workbook's entries and `megabytes` of zeros under `name`, packed 1 MB at a time as zeroBomb does. */
async function workbookWithZeros(name: string, megabytes: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  for (const [entryName, data] of Object.entries(unzipSync(await contactsXlsx()))) {
    const entry = new ZipDeflate(entryName);
    zip.add(entry);
    entry.push(data, true);
  }
  const zeros = new ZipDeflate(name, { level: 9 });
  zip.add(zeros);
  const chunk = new Uint8Array(MiB);
  for (let i = 1; i <= megabytes; i++) zeros.push(chunk, i === megabytes);
  zip.end();
  return Buffer.concat(parts);
}

/** The central directory's records (the archives here have no comment and no ZIP64): each entry's name and offset. */
function directoryOf(zip: Buffer): { name: string; at: number }[] {
  const end = zip.length - 22;
  const records: { name: string; at: number }[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    records.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), at });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

/** What the directory says the entry takes packed. */
function packedSizeOf(zip: Buffer, name: string): number {
  const record = directoryOf(zip).find((r) => r.name === name);
  if (!record) throw new Error(`no entry ${name}`);
  return zip.readUInt32LE(record.at + 20);
}

/** The archive with the named entries declaring other unpacked sizes than their data has (the archive lies). */
function declaringSizes(zip: Buffer, sizes: Record<string, number>): Buffer {
  const lying = Buffer.from(zip);
  for (const { name, at } of directoryOf(lying)) {
    const size = sizes[name];
    if (size !== undefined) lying.writeUInt32LE(size, at + 24);
  }
  return lying;
}

/** A quarter of the smallest bomb here; a guard that refuses unread grows by under 1 MB, the rest is room for the collector. */
const MEMORY_NOISE = 10 * MiB;

/**
 * The guard's answer, and that the process's memory did not grow by more than
 * noise across it: neither what it holds after (array buffers, resident set)
 * nor its peak resident set.
 */
async function readWithinMemory(bytes: Uint8Array): Promise<SpreadsheetRead> {
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS;
  const read = await readSpreadsheetRows(bytes);
  const after = process.memoryUsage();
  expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(MEMORY_NOISE);
  expect(after.rss - before.rss).toBeLessThan(MEMORY_NOISE);
  // maxRSS is in kilobytes.
  expect((process.resourceUsage().maxRSS - peakBefore) * 1024).toBeLessThan(MEMORY_NOISE);
  return read;
}

const refusal = (reason: SpreadsheetRefusal): SpreadsheetRead => ({ ok: false, reason, message: SPREADSHEET_MSG[reason] });

async function expectRefused(bytes: Uint8Array, reason: SpreadsheetRefusal): Promise<void> {
  expect(await readSpreadsheetRows(bytes)).toEqual(refusal(reason));
}

describe('spreadsheet import guard', () => {
  it('reads back the rows of a real workbook, dates as dates', async () => {
    expect(await readSpreadsheetRows(await contactsXlsx())).toEqual({ ok: true, rows: rowsBack });
  });

  it('has an Albanian text for every refusal', () => {
    expect(SPREADSHEET_MSG).toEqual({
      tooLarge: 'File-i eshte me i madh se 5 MB!',
      notSpreadsheet: 'Lejohen vetem file Excel (.xlsx)!',
      unpackedTooLarge: 'Permbajtja e file-it eshte me e madhe se 50 MB!',
      ratioTooHigh: 'File-i eshte i ngjeshur ne menyre te dyshimte!',
      tooManyEntries: 'File-i ka me shume se 1000 pjese te brendshme!',
    });
  });

  describe('size of the upload', () => {
    it('reads a workbook of exactly 5 MB', async () => {
      expect(await readSpreadsheetRows(await xlsxOfSize(SPREADSHEET_MAX_BYTES))).toEqual({ ok: true, rows: rowsBack });
    });

    it.each([
      ['one byte over 5 MB', SPREADSHEET_MAX_BYTES + 1],
      ['6 MB', 6 * MiB],
    ])('refuses an otherwise valid workbook of %s as too large', async (_label, size) => {
      await expectRefused(await xlsxOfSize(size), 'tooLarge');
    });
  });

  describe('zip bombs', () => {
    it('refuses 60 MB of zeros for its declared size, without inflating it', async () => {
      const bomb = zeroBomb(60);
      expect(bomb.length).toBeLessThan(200 * 1024);
      expect(await readWithinMemory(bomb)).toEqual(refusal('unpackedTooLarge'));
    });

    it('refuses 40 MB of zeros, under the 50 MB total, for its compression ratio, without inflating it', async () => {
      const bomb = zeroBomb(40);
      expect(40 * MiB).toBeLessThan(SPREADSHEET_MAX_UNPACKED_BYTES);
      expect(40 * MiB).toBeGreaterThan(bomb.length * SPREADSHEET_MAX_RATIO);
      expect(await readWithinMemory(bomb)).toEqual(refusal('ratioTooHigh'));
    });

    it('refuses an entry declaring more than 100 times its packed size, and reads one declaring exactly 100 times', async () => {
      const name = 'xl/media/zeros.bin';
      const workbook = await xlsxWith({ [name]: new Uint8Array(MiB) });
      const atRatio = packedSizeOf(workbook, name) * SPREADSHEET_MAX_RATIO;
      await expectRefused(declaringSizes(workbook, { [name]: atRatio + 1 }), 'ratioTooHigh');
      expect(await readSpreadsheetRows(declaringSizes(workbook, { [name]: atRatio }))).toEqual({ ok: true, rows: rowsBack });
    });

    it('refuses entries declaring over 50 MB together, though none does alone', async () => {
      // Random bytes, stored: 300 kB each may declare up to 30 MB within the ratio.
      const workbook = await xlsxWith({
        'xl/media/a.bin': [randomBytes(300 * 1024), { level: 0 }],
        'xl/media/b.bin': [randomBytes(300 * 1024), { level: 0 }],
      });
      const others = Object.entries(unzipSync(workbook)).reduce((sum, [name, data]) => (name.endsWith('.bin') ? sum : sum + data.length), 0);
      const half = 25 * MiB;
      const rest = SPREADSHEET_MAX_UNPACKED_BYTES - others - half;
      expect(await readSpreadsheetRows(declaringSizes(workbook, { 'xl/media/a.bin': half, 'xl/media/b.bin': rest }))).toEqual({ ok: true, rows: rowsBack });
      await expectRefused(declaringSizes(workbook, { 'xl/media/a.bin': half, 'xl/media/b.bin': rest + 1 }), 'unpackedTooLarge');
    });

    it('reads no further than an entry declares when its data inflates further (a lying directory)', async () => {
      // Declares 400 kB (ratio under 100) while the data inflates to 60 MB: inflating stops at the declared size.
      const lying = declaringSizes(zeroBomb(60), { 'xl/worksheets/sheet1.xml': 400_000 });
      expect(await readWithinMemory(lying)).toEqual(refusal('notSpreadsheet'));
    });

    it("refuses a workbook whose part declares another size than its data's, one byte either way", async () => {
      const workbook = await xlsxWith({});
      const sheet = 'xl/worksheets/sheet1.xml';
      const size = unzipSync(workbook)[sheet]!.length;
      expect(await readSpreadsheetRows(declaringSizes(workbook, { [sheet]: size }))).toEqual({ ok: true, rows: rowsBack });
      await expectRefused(declaringSizes(workbook, { [sheet]: size - 1 }), 'notSpreadsheet');
      await expectRefused(declaringSizes(workbook, { [sheet]: size + 1 }), 'notSpreadsheet');
    });

    it('refuses a real workbook with a part declaring 300 kB that inflates to 40 MB, without inflating it past 300 kB', async () => {
      const name = 'xl/worksheets/sheet2.xml';
      const lying = declaringSizes(await workbookWithZeros(name, 40), { [name]: 300_000 });
      expect(300_000).toBeLessThan(packedSizeOf(lying, name) * SPREADSHEET_MAX_RATIO);
      expect(await readWithinMemory(lying)).toEqual(refusal('notSpreadsheet'));
    });
  });

  describe('entries', () => {
    it(`reads a workbook of ${SPREADSHEET_MAX_ENTRIES} entries`, async () => {
      expect(await readSpreadsheetRows(await xlsxWithEntries(SPREADSHEET_MAX_ENTRIES))).toEqual({ ok: true, rows: rowsBack });
    });

    it(`refuses a workbook of ${SPREADSHEET_MAX_ENTRIES + 1} entries`, async () => {
      await expectRefused(await xlsxWithEntries(SPREADSHEET_MAX_ENTRIES + 1), 'tooManyEntries');
    });
  });

  describe('not a spreadsheet', () => {
    it.each([
      ['random bytes', () => randomBytes(64 * 1024)],
      ['a PDF', () => pdfBytes()],
      ['an empty file', () => Buffer.alloc(0)],
      ['an empty zip', () => Buffer.from(zipSync({}))],
      ['a zip without a workbook', () => Buffer.from(zipSync({ 'notes.txt': strToU8('pershendetje') }))],
      ['a workbook whose sheet is not XML', () => xlsxWith({ 'xl/worksheets/sheet1.xml': strToU8('jo xml <row') })],
      ['a workbook cut short', async () => (await contactsXlsx()).subarray(0, 2000)],
    ])('refuses %s, never throwing', async (_label, bytes) => {
      await expectRefused(await bytes(), 'notSpreadsheet');
    });

    it('refuses an old binary .xls by its bytes', async () => {
      // The compound-document signature every .xls opens with.
      await expectRefused(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(4096)]), 'notSpreadsheet');
    });
  });
});
