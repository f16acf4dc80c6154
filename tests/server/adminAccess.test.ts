import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { apiRoutes, fillParams, isWriteMethod, API_PREFIX } from '../fixtures/routeWalker.js';
import { writeTotals } from '../fixtures/directWrite.js';

let s: TestServer;
let demoAdmin: string;
let acmeAdmin: string;
const tag = Math.random().toString(36).slice(2, 8);
let seq = 0;
let demoProcess: string;
let acmeProcess: string;

/** The form of each list, so a request reaches the id check rather than stopping at validation. */
const BODIES: Record<string, (processId: string) => Record<string, unknown>> = {
  responsibilities: () => ({ name: `Proces ${tag} ${seq++}` }),
  departments: () => ({ name: `Repart ${tag} ${seq++}` }),
  'mounting-equipments': () => ({ name: `Pajisje ${tag} ${seq++}` }),
  units: () => ({ name: `Njesi ${tag} ${seq++}` }),
  suppliers: () => ({ supplier: `Furnitor ${tag} ${seq++}` }),
  'color-palette': () => ({ colorPalette: `Ngjyre ${tag} ${seq++}` }),
  'dynamic-offers': () => ({ name: `Fushe ${tag} ${seq++}` }),
  'offer-conditions': () => ({ conditions: `<p>Kushte ${seq++}</p>` }),
  'impression-questions': () => ({ question: `Pyetje ${tag} ${seq++}?` }),
  material: (processId) => ({ material: `Material ${tag} ${seq++}`, responsibilities: [processId] }),
  types: (processId) => ({ name: `Tip ${tag} ${seq++}`, responsibilities: [processId] }),
  articles: () => ({ name: `Artikull ${tag}`, code: `Z${tag}${seq++}`.slice(0, 10) }),
};
const LISTS = Object.keys(BODIES);

const userBody = () => ({
  firstname: 'Drin',
  lastname: 'Gashi',
  email: `drin${tag}${seq}@example.com`,
  username: `drin${tag}${seq++}`,
  password: 'Sekret-2026',
  passwordConfirmation: 'Sekret-2026',
  permissionsId: [4],
});

beforeAll(async () => {
  s = await startTestServer();
  demoAdmin = await s.login('admin');
  acmeAdmin = await s.login('admin', 'acme');
  demoProcess = (await s.request('POST', 'admin/responsibilities', { token: demoAdmin, body: BODIES.responsibilities!('') })).body.data.id;
  acmeProcess = (await s.request('POST', 'admin/responsibilities', { token: acmeAdmin, body: BODIES.responsibilities!('') })).body.data.id;
});
afterAll(() => s.close());

/** Every route this module registers, as the route table lists it. */
function adminModuleRoutes() {
  const outside = ['/responsibilities', '/mounting-equipments', '/dynamic-offers', '/offer/conditions', '/articles/:id/responsibilities', '/users/dashboard', '/users/permissions-responsibilities'];
  // Production's planning calls sit under admin/products/ in the spec but are production's (tests/server/productionPlanning.test.ts).
  const production = `${API_PREFIX}/admin/products/`;
  return apiRoutes(s.app).filter(
    (r) => (r.url.startsWith(`${API_PREFIX}/admin/`) && !r.url.includes('measurement-templates') && !r.url.startsWith(production)) || outside.some((o) => r.url === API_PREFIX + o),
  );
}

describe('who may write', () => {
  it('registers every route with an access rule: lookups for lists, admin for users and the audit log', () => {
    const routes = adminModuleRoutes();
    expect(routes.length).toBeGreaterThan(70);
    for (const r of routes) {
      const adminOnly = /\/admin\/(users|permissions|audits|responsibilities\/(:id\/)?users)|\/users\/dashboard/.test(r.url);
      const expected = r.url.endsWith('/users/permissions-responsibilities') ? 'signedIn' : adminOnly ? 'admin' : 'lookup';
      expect(r.access, `${r.method} ${r.url}`).toBe(expected);
    }
  });

  it.each(['observer', 'worker', 'office'])('answers %s 403 on every admin write, changing nothing', async (username) => {
    const token = await s.login(username);
    const before = await writeTotals(s.connection);
    for (const r of adminModuleRoutes().filter((route) => isWriteMethod(route.method))) {
      const url = fillParams(r.url.slice(API_PREFIX.length), () => demoProcess);
      const res = await s.request(r.method, url, { token, body: { name: 'x' } });
      expect(res.status, `${r.method} ${url}`).toBe(403);
    }
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('answers non-admins 403 on the users, permissions, dashboard and audit reads', async () => {
    const token = await s.login('observer');
    for (const path of ['admin/users', 'admin/permissions', 'admin/responsibilities/users', 'users/dashboard', 'admin/audits/show']) {
      expect((await s.request('GET', path, { token })).status, path).toBe(403);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await s.request('GET', 'admin/units')).status).toBe(401);
    expect((await s.request('POST', 'admin/units', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe("another company's ids are not found", () => {
  it.each(LISTS)('admin/%s/{id}: GET, POST, PATCH and DELETE answer 404 and change nothing', async (path) => {
    const created = await s.request('POST', `admin/${path}`, { token: acmeAdmin, body: BODIES[path]!(acmeProcess) });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const before = await writeTotals(s.connection);
    expect((await s.request('GET', `admin/${path}/${id}`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request('POST', `admin/${path}/${id}?_method=PATCH`, { token: demoAdmin, body: BODIES[path]!(demoProcess) })).status).toBe(404);
    expect((await s.request('PATCH', `admin/${path}/${id}`, { token: demoAdmin, body: BODIES[path]!(demoProcess) })).status).toBe(404);
    expect((await s.request('DELETE', `admin/${path}/${id}`, { token: demoAdmin })).status).toBe(404);
    expect(await writeTotals(s.connection)).toEqual(before);
    expect((await s.request('GET', `admin/${path}/${id}`, { token: acmeAdmin })).status).toBe(200);
  });

  it('admin/users/{id}: GET, POST, PATCH and DELETE answer 404', async () => {
    const id = (await s.request('POST', 'admin/users', { token: acmeAdmin, body: userBody() })).body.data.id as string;
    expect((await s.request('GET', `admin/users/${id}`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request('POST', `admin/users/${id}?_method=PATCH`, { token: demoAdmin, body: userBody() })).status).toBe(404);
    expect((await s.request('PATCH', `admin/users/${id}`, { token: demoAdmin, body: userBody() })).status).toBe(404);
    expect((await s.request('DELETE', `admin/users/${id}`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request('GET', `admin/users/${id}`, { token: acmeAdmin })).status).toBe(200);
  });

  it('the process chains of another company’s type or article are not found', async () => {
    const type = (await s.request('POST', 'admin/types', { token: acmeAdmin, body: BODIES.types!(acmeProcess) })).body.data.id;
    const article = (await s.request('POST', 'admin/articles', { token: acmeAdmin, body: BODIES.articles!(acmeProcess) })).body.data.id;
    expect((await s.request('GET', `admin/types/${type}/responsibilities`, { token: demoAdmin })).status).toBe(404);
    expect((await s.request('GET', `articles/${article}/responsibilities`, { token: demoAdmin })).status).toBe(404);
  });

  it('lists hold only the caller’s company', async () => {
    const acmeIds = ((await s.request('GET', 'admin/responsibilities', { token: acmeAdmin })).body.data as { id: string }[]).map((r) => r.id);
    const demoIds = ((await s.request('GET', 'admin/responsibilities', { token: demoAdmin })).body.data as { id: string }[]).map((r) => r.id);
    expect(acmeIds).toContain(acmeProcess);
    expect(demoIds).not.toContain(acmeProcess);
  });

  it('a malformed id is not found', async () => {
    expect((await s.request('GET', 'admin/units/not-a-uuid', { token: demoAdmin })).status).toBe(404);
    expect((await s.request('DELETE', 'admin/units/123', { token: demoAdmin })).status).toBe(404);
  });
});
