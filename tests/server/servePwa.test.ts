import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { openTestDatabase } from '../fixtures/testServer.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  drop = async () => {
    await app.close();
    await db.connection.close();
    await db.drop();
  };
  // A stand-in build: the same file layout vite produces under dist/client.
  const staticDir = path.join(db.dataDir, 'client');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Zanati</title>');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Zanati"}');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Source maps a build configured to emit them would leave beside the code (issue 8 item 12).
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js.map'), '{"sources":["../../src/secret.ts"]}');
  fs.writeFileSync(path.join(staticDir, 'sw.js.map'), '{"sources":["../sw/sw.ts"]}');
  app = await buildApp({ ...readConfig({}), dataDir: db.dataDir, staticDir }, db.connection);
});
afterAll(() => drop());

describe('the built PWA is served to everyone', () => {
  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/assets/index-abc123.js'])('answers %s without a token', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/sw.js.map', '/assets/index-abc123.js.map'])('never serves a source map (%s)', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sources');
  });

  it('opens the app shell for client-side routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Zanati</title>');
  });

  it('lets browsers keep hashed assets and revalidate the service worker and shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
  });

  it('still guards the API and answers unknown API paths with 404 JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/clients' })).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });
});
