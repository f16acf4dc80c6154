import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillParams } from '../fixtures/routeWalker.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * A route that takes files judges who calls it before it reads any of the
 * body (issue 35: a driver's 2 × 19 MB to project-blueprint was written to the
 * temp folder and refused only after 0.63 s). Every route of app.routeTable
 * that may carry files, called by a driver (who writes none of them) with a
 * multipart body that counts what is read of it: 403, and nothing read past
 * what the socket buffers.
 */
let s: TestServer;
let driver: string;
beforeAll(async () => {
  s = await startTestServer();
  driver = await s.login('driver');
});
afterAll(() => s.close());

const MB = 1024 * 1024;

/** A 20 MB multipart body, made as it is read, that tells how much was read. */
function countedBody(boundary: string): { stream: Readable; read: () => number } {
  let sent = 0;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="blueprint"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const stream = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
      } else if (sent < 20 * MB) {
        sent += chunk.length;
        this.push(chunk);
      } else {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
      }
    },
  });
  return { stream, read: () => sent };
}

const fileRoutes = () =>
  s.app.routeTable.filter((r) => r.endpoint && r.method !== 'GET' && (r.endpoint as { carries?: string }).carries !== 'json');

describe('a route that takes files', () => {
  it('is found in the route table (the list this walks is not empty)', () => {
    expect(fileRoutes().length).toBeGreaterThan(10);
  });

  it('refuses a caller without the right before reading the body: 403, at most a megabyte of 20 read', async () => {
    const late: string[] = [];
    for (const route of fileRoutes()) {
      const boundary = 'zanatiBoundary';
      const body = countedBody(boundary);
      const res = await s.app.inject({
        method: route.method as 'POST',
        url: fillParams(route.url, () => '01a22600-0000-7000-8000-000000000000'),
        headers: { authorization: `Bearer ${driver}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body.stream,
      });
      if (res.statusCode !== 403 || body.read() > MB) late.push(`${route.method} ${route.url}: ${res.statusCode} after ${(body.read() / MB).toFixed(1)} MB`);
    }
    expect(late).toEqual([]);
  });
});
