import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { openTestDatabase, startTestServer, type TestServer } from '../fixtures/testServer.js';

/** Issue 8 item 10: the headers every answer carries, and no-store on the API. */
let s: TestServer;
let site: FastifyInstance;
let dropSite: () => Promise<void>;

beforeAll(async () => {
  s = await startTestServer();
  // A stand-in build, served with a tile server of the company's own.
  const db = await openTestDatabase();
  const staticDir = path.join(db.dataDir, 'client');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Zanati</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  site = await buildApp({ ...readConfig({ VITE_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }), dataDir: db.dataDir, staticDir }, db.connection);
  dropSite = async () => {
    await site.close();
    await db.connection.close();
    await db.drop();
  };
});
afterAll(async () => {
  await dropSite();
  await s.close();
});

const policyOf = (header: unknown) => new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('security headers', () => {
  it('the app shell carries the PWA policy, with the configured tile server for images and fetches', async () => {
    const res = await site.inject({ method: 'GET', url: '/' });
    const csp = policyOf(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'https://tiles.example.com'],
      'connect-src': ["'self'", 'https://tiles.example.com'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('by default the policy allows the OpenStreetMap tile server', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/companies/demo' });
    expect(policyOf(res.headers['content-security-policy']).get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('a static asset keeps its long cache and gets the same protections', async () => {
    const res = await site.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the login answer and authenticated JSON answers are never stored', async () => {
    const login = await s.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'admin', password: DEMO_PASSWORD, companyCode: 'demo' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ token: string }>().token;
    for (const url of ['/api/v1/authenticated', '/api/v1/admin/units', '/api/v1/sync/pull?cursor=']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
