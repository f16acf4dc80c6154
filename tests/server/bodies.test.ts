import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { pdfBytes } from '../fixtures/files.js';

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

  it('an anonymous upload to a file-carrying call is refused (401) unread', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/admin/users', headers: multipartHeaders, payload: multipart([{ field: 'avatar', bytes: Buffer.alloc(1024 * 1024) }]) });
    expect(res.statusCode).toBe(401);
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
    const anonymous = await s.app.inject({ method: 'POST', url: '/api/v1/login', headers: { ...multipartHeaders, ...extra }, payload });
    expect([400, 415]).toContain(anonymous.statusCode);
    expect(tempFiles()).toEqual([]);
  });
});

describe('JSON bodies', () => {
  it('public calls take small bodies only (413 above 16 KB)', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'x'.repeat(20_000), password: 'y' } });
    expect(res.statusCode).toBe(413);
  });

  it('a body nested deeper than 32 levels answers 400, with or without an Idempotency-Key, and stores nothing', async () => {
    const depth = 100_000;
    const payload = `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const key of [newId(), undefined]) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/admin/units',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a text body answers 415 in the project’s words, never echoed back', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'text/plain' }, payload: 'echo-me-please' });
    expect(res.statusCode).toBe(415);
    expect(res.body).not.toContain('echo-me-please');
  });
});

describe('error bodies tell nothing of the framework or the input', () => {
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
  });
});
