import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { pdfBytes, pngBytes } from '../fixtures/files.js';
import { rawRequest, requestHead } from '../fixtures/rawHttp.js';

/**
 * Issue 8 items 5, 8, 9, 11 and 14, as the outside probe sent them: what a
 * body may be, on which calls, and what a refusal says.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(() => s.close());

const BOUNDARY = 'zanati-probe';

/** A multipart body of file parts as a client would send it. */
function multipart(parts: { field: string; bytes: Buffer }[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(({ field, bytes }) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const tempFiles = () => {
  const root = path.join(s.config.dataDir, 'tmp');
  return fs.existsSync(root) ? fs.readdirSync(root).flatMap((dir) => fs.readdirSync(path.join(root, dir))) : [];
};

describe('multipart only where a signed-in user sends files', () => {
  it('an anonymous login with four 15 MB parts is refused (415) before any part is read', async () => {
    const parts = Array.from({ length: 4 }, (_, i) => ({ field: `p${i}`, bytes: Buffer.alloc(15 * 1024 * 1024, i) }));
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/login', headers: multipartHeaders, payload: multipart(parts) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Vlera nuk eshte e vlefshme!' });
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['a public call', '/api/v1/login', 415],
    ['a file-carrying call', '/api/v1/admin/users', 401],
  ])('an anonymous 60 MB multipart body to %s (%s) is answered %i before its parts are even sent', async (_name, url, status) => {
    // The head declares all four 15 MB parts; only the first part's header and 1 MB of it are ever sent.
    const declared = multipart(Array.from({ length: 4 }, (_, i) => ({ field: `p${i}`, bytes: Buffer.alloc(15 * 1024 * 1024, i) })));
    const sent = declared.subarray(0, 1024 * 1024);
    const head = requestHead('POST', url, { ...multipartHeaders, 'content-length': String(declared.length) });
    const res = await rawRequest(s.api, Buffer.concat([Buffer.from(head), sent]));
    expect(res.status).toBe(status);
    expect(Object.keys(JSON.parse(res.body) as object)).toEqual(['message']);
    expect(tempFiles()).toEqual([]);
  });

  it('a signed-in multipart body to a call that carries no files is refused (415)', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/admin/units', headers: { ...multipartHeaders, authorization: `Bearer ${admin}` }, payload: multipart([{ field: 'name', bytes: Buffer.from('x') }]) });
    expect(res.statusCode).toBe(415);
  });

  it('a file part streams to a temporary file that is gone once the request ends', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/admin/measurement-templates',
      headers: { ...multipartHeaders, authorization: `Bearer ${admin}` },
      payload: multipart([{ field: 'template', bytes: pdfBytes('streamed') }]),
    });
    expect(res.statusCode).toBe(201);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['garbage', Buffer.from('this is no multipart body at all'), {}],
    ['a truncated part', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="template"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`), {}],
    ['gzip-encoded multipart', gzipSync(multipart([{ field: 'template', bytes: pdfBytes() }])), { 'content-encoding': 'gzip' }],
  ])('malformed multipart (%s) answers 400, signed in or not', async (_name, payload, extra) => {
    const signedIn = await s.app.inject({ method: 'POST', url: '/api/v1/admin/measurement-templates', headers: { ...multipartHeaders, ...extra, authorization: `Bearer ${admin}` }, payload });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toEqual({ message: 'Vlera nuk eshte e vlefshme!' });
    // Anonymous, it is never parsed at all: a public call refuses multipart, a file-carrying one the caller.
    const toPublic = await s.app.inject({ method: 'POST', url: '/api/v1/login', headers: { ...multipartHeaders, ...extra }, payload });
    expect(toPublic.statusCode).toBe(415);
    expect(toPublic.json()).toEqual({ message: 'Vlera nuk eshte e vlefshme!' });
    const toFiles = await s.app.inject({ method: 'POST', url: '/api/v1/admin/measurement-templates', headers: { ...multipartHeaders, ...extra }, payload });
    expect(toFiles.statusCode).toBe(401);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ['refused by its content (a PNG as the template PDF)', pngBytes(), 422],
    ['over the upload limit', Buffer.concat([pdfBytes(), Buffer.alloc(21 * 1024 * 1024)]), 413],
  ])('an upload %s leaves no temporary file', async (_name, bytes, status) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/admin/measurement-templates',
      headers: { ...multipartHeaders, authorization: `Bearer ${admin}` },
      payload: multipart([{ field: 'template', bytes }]),
    });
    expect(res.statusCode).toBe(status);
    expect(tempFiles()).toEqual([]);
  });

  it('an upload whose sender goes away half way leaves no temporary file', async () => {
    const declared = multipart([{ field: 'template', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(8 * 1024 * 1024)]) }]);
    const head = requestHead('POST', '/api/v1/admin/measurement-templates', { ...multipartHeaders, authorization: `Bearer ${admin}`, 'content-length': String(declared.length) });
    const tempDir = path.join(s.config.dataDir, 'tmp', fs.readdirSync(path.join(s.config.dataDir, 'tmp'))[0]!);
    const watcher = fs.watch(tempDir);
    const changed = () => new Promise<void>((resolve) => watcher.once('change', () => resolve()));
    const { hostname, port } = new URL(s.api);
    const socket = net.connect(Number(port), hostname);
    const created = changed();
    socket.write(Buffer.concat([Buffer.from(head), declared.subarray(0, 1024 * 1024)]));
    await created;
    expect(tempFiles()).toHaveLength(1);
    socket.destroy();
    while (tempFiles().length > 0) await changed();
    watcher.close();
  });
});

describe('JSON bodies', () => {
  it('public calls take small bodies only (413 above 16 KB)', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'x'.repeat(20_000), password: 'y' } });
    expect(res.statusCode).toBe(413);
    // No file was sent: the 20 MB file text would mislead.
    expect(res.json()).toEqual({ message: 'Vlera nuk eshte e vlefshme!' });
  });

  it('a body nested deeper than 32 levels answers 400, with or without an Idempotency-Key, and stores nothing', async () => {
    const depth = 100_000;
    let keyOfDeepBody = '';
    const payload = `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const key of [newId(), undefined]) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/admin/units',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(400);
      if (key) keyOfDeepBody = key;
    }
    // The refusal came before any key was claimed: the key is free for a body that is fine.
    const fine = await s.request('POST', 'admin/units', { token: admin, body: { name: `Njesi ${keyOfDeepBody.slice(-6)}` }, headers: { 'idempotency-key': keyOfDeepBody } });
    expect(fine.status).toBe(201);
  });

  it('a text body answers 415 in the project’s words, never echoed back', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'text/plain' }, payload: 'echo-me-please' });
    expect(res.statusCode).toBe(415);
    expect(res.body).not.toContain('echo-me-please');
  });
});

describe('error bodies tell nothing of the framework or the input', () => {
  it.each([
    ['a request line that is no HTTP', 'GET /echo-me HTTP/9.9 echo-me\r\n\r\n'],
    ['a header with no name', 'GET /api/v1/authenticated HTTP/1.1\r\nHost: x\r\n: echo-me\r\n\r\n'],
    ['a body longer than its Content-Length', 'POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}echo-me\r\n\r\n'],
  ])('%s, refused by the HTTP parser itself, answers in the project’s shape', async (_name, request) => {
    const res = await rawRequest(s.api, request);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Vlera nuk eshte e vlefshme!' });
  });


  it.each([
    ['a 5,000-character path parameter', 'GET', `/api/v1/admin/users/${'a'.repeat(5000)}`, undefined],
    ['an unknown path', 'GET', '/api/v1/no-such-call-echo-me', undefined],
    ['a JSON string where an object belongs', 'POST', '/api/v1/login', '"echo-me-please"'],
    ['broken JSON', 'POST', '/api/v1/login', '{"echo-me-please'],
  ])('%s', async (_name, method, url, payload) => {
    const res = await s.app.inject({ method: method as 'GET' | 'POST', url, headers: { authorization: `Bearer ${admin}`, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/FST_|echo-me|aaaaaaaaaa|Invalid type|received/);
    expect(Object.keys(res.json()).every((k) => k === 'message' || k === 'errors')).toBe(true);
  });
});

describe('logout under an Idempotency-Key', () => {
  it('a key reused from a second session ends that session too, never replaying the first answer', async () => {
    const first = await s.login('observer');
    const second = await s.login('observer');
    const key = newId();
    const logout = (token: string) => s.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });
    expect((await logout(first)).statusCode).toBe(200);
    const again = await logout(second);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await s.request('GET', 'authenticated', { token: second })).status).toBe(401);
    const stored = await s.connection.db.selectFrom('idempotencyKeys').select('key').where('key', '=', key).execute();
    expect(stored).toEqual([]);
  });
});
