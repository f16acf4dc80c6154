import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.js';
import { DiskFileStore } from '../../server/files/diskStore.js';
import type { FileStore } from '../../server/files/fileStore.js';
import { S3FileStore } from '../../server/files/s3Store.js';
import { FileUrlSigner } from '../../server/files/signedUrl.js';
import { formOf, pdfBytes, pdfOfSize, uploadedFileOf } from '../fixtures/files.js';
import { startS3Server, type S3TestServer } from '../fixtures/s3Server.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Bytes that differ at every offset, so a range off by one cannot pass. */
const countingBytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7 + 3) % 256));

/** One contract over both stores: the disk (the default) and S3. */
const stores: [string, () => Promise<FileStore>][] = [
  ['disk', async () => new DiskFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-disk-store-')))],
  ['s3', () => S3FileStore.open(s3.settings)],
];

describe.each(stores)('the %s store alone', (_name, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });

  it('saves an upload under a new name and reads back the same bytes, whole or a range of them', async () => {
    const bytes = Buffer.concat([pdfBytes('store'), countingBytes(70_000)]);
    const storedName = await store.save({ file: uploadedFileOf(bytes, 'a.pdf'), mime: 'application/pdf', ext: 'pdf' });
    expect(storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await store.sizeOf(storedName)).toBe(bytes.length);

    const whole = (await store.read(storedName))!;
    expect(whole.size).toBe(bytes.length);
    expect((await bytesOf(whole.body)).equals(bytes)).toBe(true);

    const part = (await store.read(storedName, { start: 65_537, end: 65_600 }))!;
    expect(part.size).toBe(bytes.length);
    expect((await bytesOf(part.body)).equals(bytes.subarray(65_537, 65_601))).toBe(true);
  });

  it('removes the bytes, and answers a missing name with null, never an error', async () => {
    const storedName = await store.save({ file: uploadedFileOf(pdfBytes(), 'b.pdf'), mime: 'application/pdf', ext: 'pdf' });
    await store.remove(storedName);
    expect(await store.sizeOf(storedName)).toBeNull();
    expect(await store.read(storedName)).toBeNull();
    expect(await store.read(storedName, { start: 0, end: 3 })).toBeNull();
    await store.remove(storedName);
  });

  it('keeps a copy when the original name is removed (the seed shares contents this way)', async () => {
    const bytes = countingBytes(1000);
    await store.put('0190a1b2-0000-7000-8000-000000000001.pdf', bytes);
    await store.copy('0190a1b2-0000-7000-8000-000000000001.pdf', '0190a1b2-0000-7000-8000-000000000002.pdf');
    await store.remove('0190a1b2-0000-7000-8000-000000000001.pdf');
    expect((await bytesOf((await store.read('0190a1b2-0000-7000-8000-000000000002.pdf'))!.body)).equals(bytes)).toBe(true);
  });

  it('refuses a stored name that could reach another path or key', async () => {
    for (const name of ['../secrets/file-url.key', 'a/b.pdf', '', '..']) await expect(store.read(name)).rejects.toThrow('not a stored file name');
  });
});

describe('opening the S3 store', () => {
  it('stops with the bucket and endpoint named when the bucket cannot be used', async () => {
    await expect(S3FileStore.open({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(`S3 bucket no-such-bucket at ${s3.settings.endpoint} cannot be used`);
  });
});

describe('file store configuration', () => {
  it('is the disk unless FILE_STORE=s3, and S3 settings are read whole', () => {
    expect(readConfig({}).fileStore).toEqual({ kind: 'disk' });
    expect(readConfig(s3.env).fileStore).toEqual({
      kind: 's3',
      bucket: 'zanati-test',
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'files/',
    });
  });

  it('refuses at startup, naming what to change, a setting that cannot work', () => {
    const refusals: [NodeJS.ProcessEnv, string][] = [
      [{ FILE_STORE: 's3' }, 'FILE_STORE=s3 needs S3_BUCKET'],
      [{ FILE_STORE: 'nfs' }, 'FILE_STORE=nfs is unknown'],
      [{ S3_BUCKET: 'b' }, 'S3_BUCKET set but FILE_STORE is not s3'],
      [{ ...s3.env, S3_SECRET_ACCESS_KEY: '' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ ...s3.env, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT=minio:9000 is no http(s) URL'],
      [{ ...s3.env, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE=yes is neither true nor false'],
      [{ ...s3.env, S3_PREFIX: 'files' }, "S3_PREFIX=files must not start with '/' and must end with '/'"],
      [{ FILE_URL_KEY: 'too-short' }, 'FILE_URL_KEY must be 32 bytes in base64'],
    ];
    for (const [env, message] of refusals) expect(() => readConfig(env), message).toThrow(message);
  });

  it('lets every process with the same FILE_URL_KEY open the links any of them signed, without a shared DATA_DIR', async () => {
    const key = readConfig({ FILE_URL_KEY: Buffer.alloc(32, 7).toString('base64') }).fileUrlKey;
    const [a, b] = await Promise.all([0, 1].map(() => FileUrlSigner.open(fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-key-')), key)));
    const link = new URL(a!.url('file-1', 2_000_000_000, 'user-1', false), 'http://x');
    expect(b!.verify('file-1', { exp: 2_000_000_000, uid: 'user-1', sig: link.searchParams.get('sig')!, inline: false }, 1_900_000_000)).toBe(true);
  });
});

describe.each([['disk'], ['s3']])("the app's file routes on the %s store", (kind) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ env: kind === 's3' ? s3.env : {} });
    admin = await s.login('admin');
  });
  afterAll(() => s?.close());

  /** A template's PDF uploaded through its real route: the file's id and its stored name. */
  async function upload(bytes: Buffer): Promise<{ fileId: string; storedName: string }> {
    const res = await s.request('POST', 'measurement-templates', { token: admin, form: formOf({ nameOfFile: 'T' }, [['template', bytes, 'plan.pdf']]) });
    expect(res.status).toBe(201);
    const fileId = res.body.data.template.id as string;
    const row = await s.connection.db.selectFrom('files').select('storedName').where('id', '=', fileId).executeTakeFirstOrThrow();
    return { fileId, storedName: row.storedName };
  }

  const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
    // A signed link is a path from the origin; the rest are paths under the API.
    const res = await fetch(url.startsWith('/') ? new URL(url, s.api) : `${s.api}/${url}`, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const onDisk = (storedName: string) => fs.existsSync(path.join(s.config.dataDir, 'files', storedName));

  it('uploads into the configured store, serves the same bytes through a signed link, and a delete removes them', async () => {
    const bytes = Buffer.concat([pdfOfSize(1024), countingBytes(3 * 1024 * 1024)]);
    const { fileId, storedName } = await upload(bytes);
    expect(await s.app.deps.files.sizeOf(storedName)).toBe(bytes.length);
    expect(onDisk(storedName)).toBe(kind === 'disk');
    if (kind === 's3') expect(await (await S3FileStore.open(s3.settings)).sizeOf(storedName)).toBe(bytes.length);

    const link = await s.request('GET', `files/${fileId}/url`, { token: admin });
    const got = await fetchBytes(link.body.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.bytes.equals(bytes)).toBe(true);

    expect((await s.request('DELETE', `measurement-templates/assets/${fileId}`, { token: admin })).status).toBe(200);
    expect(await s.app.deps.files.sizeOf(storedName)).toBeNull();
    expect((await fetchBytes(link.body.url)).status).toBe(404);
  });

  it('answers a Range with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const bytes = Buffer.concat([pdfBytes('range'), countingBytes(10_000)]);
    const { fileId } = await upload(bytes);
    const auth = { authorization: `Bearer ${admin}` };
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=9990-', 9990, bytes.length - 1],
      ['bytes=-50', bytes.length - 50, bytes.length - 1],
      ['bytes=5-999999', 5, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const got = await fetchBytes(`files/${fileId}`, { ...auth, range });
      expect(got.status, range).toBe(206);
      expect(got.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(got.bytes.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await fetchBytes(`files/${fileId}`, { ...auth, range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    // Several ranges, or one the server cannot trust to match (If-Range), get the whole file.
    const ignored: Record<string, string>[] = [{ range: 'bytes=0-1,5-6' }, { range: 'bytes=0-1', 'if-range': '"x"' }];
    for (const headers of ignored) {
      const whole = await fetchBytes(`files/${fileId}`, { ...auth, ...headers });
      expect(whole.status).toBe(200);
      expect(whole.bytes.equals(bytes)).toBe(true);
    }
  });

  it("keeps another company's file from any read path, range included", async () => {
    const { fileId } = await upload(pdfBytes('theirs'));
    const acme = await s.login('admin', 'acme');
    const reads: Record<string, string>[] = [{}, { range: 'bytes=0-3' }];
    for (const headers of reads) {
      expect((await fetchBytes(`files/${fileId}`, { authorization: `Bearer ${acme}`, ...headers })).status).toBe(404);
    }
    expect((await s.request('GET', `files/${fileId}/url`, { token: acme })).status).toBe(404);
  });

  it('answers 404 for a row whose bytes are gone from the store', async () => {
    const { fileId, storedName } = await upload(pdfBytes('gone'));
    await s.app.deps.files.remove(storedName);
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(404);
    expect((await fetchBytes(`files/${fileId}`, { authorization: `Bearer ${admin}`, range: 'bytes=0-3' })).status).toBe(404);
  });
});
