import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MIME } from '../../domain/files.js';
import type { Db } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemoIfEmpty } from '../../server/seed/demo.js';
import { solidJpeg } from '../../server/seed/solidJpeg.js';
import { openTestDatabase, startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  // Seeded here with the server's own data folder, where its file routes read the bytes.
  s = await startTestServer({ seed: false });
  await seedDemoIfEmpty(s.connection.db, s.connection.kind, { dataDir: s.config.dataDir });
  admin = await s.login('admin');
});
afterAll(() => s.close());

const origin = () => new URL(s.api).origin;

async function download(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url.startsWith('/') ? `${origin()}${url}` : url, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const demoFiles = async (db: Db) =>
  db
    .selectFrom('files as f')
    .innerJoin('companies as c', 'c.id', 'f.companyId')
    .leftJoin('users as u', 'u.id', 'f.createdBy')
    .select(['f.id', 'f.ownerType', 'f.kind', 'f.fileName', 'f.storedName', 'f.mime', 'f.size', 'u.username as createdBy'])
    .where('c.code', '=', 'demo')
    .orderBy('f.id')
    .execute();

/** A PDF a reader opens: header, trailer, and a cross-reference table whose every offset lands on its object. */
function expectValidPdf(bytes: Buffer, title: string): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-'), 'header').toBe(true);
  expect(text.trimEnd().endsWith('%%EOF'), 'end of file marker').toBe(true);
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.startsWith('xref', xrefAt), `xref at ${xrefAt}`).toBe(true);
  const [, first, count] = /^xref\s+(\d+) (\d+)\s/.exec(text.slice(xrefAt))!.map(Number);
  const table = text.slice(xrefAt).split('\n').slice(2, 2 + count!);
  expect(Number(/\/Size (\d+)/.exec(text.slice(xrefAt))?.[1])).toBe(count);
  table.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} \d{5} [fn] $/);
    if (entry.endsWith('n ')) expect(text.startsWith(`${first! + i} 0 obj`, Number(entry.slice(0, 10))), `object ${first! + i} at its offset`).toBe(true);
  });
  expect(text).toContain(`(${title.replace(/[()\\]/g, '\\$&')}) Tj`);
}

/** A baseline JPEG: start of image, marker segments that chain by their lengths to a frame and a scan, end of image. */
function expectValidJpeg(bytes: Buffer): void {
  expect(bytes.readUInt16BE(0), 'start of image').toBe(0xffd8);
  expect(bytes.readUInt16BE(bytes.length - 2), 'end of image').toBe(0xffd9);
  const segments = new Map<number, number>();
  let at = 2;
  while (!segments.has(0xda)) {
    expect(bytes[at]).toBe(0xff);
    segments.set(bytes[at + 1]!, at);
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  expect([...segments.keys()]).toEqual(expect.arrayContaining([0xdb, 0xc0, 0xc4]));
  const frame = segments.get(0xc0)!;
  expect(bytes.readUInt16BE(frame + 5), 'height').toBeGreaterThan(0);
  expect(bytes.readUInt16BE(frame + 7), 'width').toBeGreaterThan(0);
  // In the entropy-coded scan a 0xFF is always stuffed with a zero, so the only marker left is the end.
  const scan = bytes.subarray(at, bytes.length - 2);
  scan.forEach((b, i) => b === 0xff && expect(scan[i + 1], `stuffing after 0xFF at ${at + i}`).toBe(0));
}

describe('seeded files', () => {
  it('are PDF documents and JPEG photos, each with a row that states its real size', async () => {
    const files = await demoFiles(s.connection.db);
    expect(new Set(files.map((f) => `${f.ownerType} ${f.kind} ${f.mime}`))).toEqual(
      new Set(['blueprints blueprint application/pdf', 'companySettings logo image/jpeg', 'measurementTemplates template application/pdf', 'measures measure application/pdf', 'users avatar image/jpeg']),
    );
    for (const f of files) expect(fs.statSync(path.join(s.config.dataDir, 'files', f.storedName)).size, f.fileName).toBe(f.size);
  });

  it('download through the API, by token and by signed link, as valid PDF or JPEG bytes of the stated type and size', async () => {
    for (const file of await demoFiles(s.connection.db)) {
      const byToken = await download(`${s.api}/files/${file.id}`, { authorization: `Bearer ${admin}` });
      expect(byToken.status, file.fileName).toBe(200);
      expect(byToken.type).toBe(file.mime);
      expect(byToken.bytes.length).toBe(file.size);
      // The same judgement an upload gets: the bytes, not the name, say what the file is.
      expect((await fileTypeFromBuffer(byToken.bytes))?.mime).toBe(file.mime);
      if (file.mime === PDF_MIME) expectValidPdf(byToken.bytes, file.fileName.replace(/\.pdf$/, ''));
      else expectValidJpeg(byToken.bytes);

      const link = await s.request('GET', `files/${file.id}/url`, { token: admin });
      expect(link.status).toBe(200);
      const bySignedLink = await download(link.body.url);
      expect(bySignedLink.status).toBe(200);
      expect(bySignedLink.bytes.equals(byToken.bytes)).toBe(true);
    }
  });

  it('are the avatars the seeded users point at', async () => {
    const users = await s.connection.db
      .selectFrom('users as u')
      .leftJoin('files as f', 'f.id', 'u.avatarFileId')
      .select(['u.id', 'f.ownerType', 'f.ownerId', 'f.kind'])
      .execute();
    for (const u of users) expect(u).toEqual({ id: u.id, ownerType: 'users', ownerId: u.id, kind: 'avatar' });
  });
});

describe("the seed's JPEG", () => {
  it('is well formed in any colour, with a zero after every 0xFF of its scan', () => {
    const steps = Array.from({ length: 18 }, (_, i) => i * 15);
    for (const r of steps) for (const g of steps) for (const b of steps) expectValidJpeg(solidJpeg([r, g, b]));
  });
});

describe('seeding twice', () => {
  it('gives the same files with the same bytes, and the same process and material statuses', async () => {
    const again = await openTestDatabase();
    try {
      await migrateToLatest(again.connection.db);
      await seedDemoIfEmpty(again.connection.db, again.connection.kind, { dataDir: again.dataDir });
      // Ids and moments differ per run; ids are time-ordered, so ordering by them keeps the order of generation.
      const shape = async (db: Db, dataDir: string) => ({
        files: (await demoFiles(db)).map(({ id: _id, storedName, ...f }) => ({
          ...f,
          sha256: createHash('sha256').update(fs.readFileSync(path.join(dataDir, 'files', storedName))).digest('hex'),
        })),
        processStatuses: await db
          .selectFrom('processStatuses as s')
          .leftJoin('users as u', 'u.id', 's.userId')
          .select(['s.position', 's.statusId', 'u.username'])
          .orderBy('s.id')
          .execute(),
        materialStatuses: await db
          .selectFrom('materialStatuses as s')
          .leftJoin('users as u', 'u.id', 's.userId')
          .select(['s.position', 's.statusId', 'u.username'])
          .orderBy('s.id')
          .execute(),
      });
      expect(await shape(again.connection.db, again.dataDir)).toEqual(await shape(s.connection.db, s.config.dataDir));
    } finally {
      await again.connection.close();
      await again.drop();
    }
  });
});
