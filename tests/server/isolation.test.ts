import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import { apiRoutes, dataWriteRoutes, injectAs, isWriteMethod, fillParams, routeName, routesWithParams, type WalkRoute } from '../fixtures/routeWalker.js';
import { companySnapshot, ensureRowInEveryTable, referencedTable, rowAsBody, someRowOfEveryTable, tenantTables } from '../fixtures/tenantRows.js';

/**
 * "Another company's id answers 404" (ARCHITECTURE.md, Server rules), for
 * every route with a parameter in app.routeTable — routes added later are
 * walked without editing this file. demo's admin (full privileges, so no
 * permission check hides a missing tenant check) addresses rows of acme.
 */
let s: TestServer;
let token: string;
let demo: CompanyUsers;
let acme: CompanyUsers;
/** table → a row of acme (the seed's, or planted), one in every tenant table */
const acmeRows = new Map<string, Record<string, unknown>>();
/** table → a real demo row, where demo has one (nested routes get a demo parent) */
let demoRows = new Map<string, Record<string, unknown>>();
let tables: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  acme = await companyUsers(s.connection, 'acme');
  token = await s.login('admin');
  demoRows = await someRowOfEveryTable(s.connection, demo.companyId);
  for (const [table, row] of await ensureRowInEveryTable(s.connection, acme.companyId, acme.users.admin!)) acmeRows.set(table, row);
  tables = (await tenantTables(s.connection)).map((t) => t.sqlName);
  await collectServedBodies();
}, 120_000);
afterAll(() => s.close());

/**
 * Bodies the server itself produced: for each route with a GET at the same
 * url, what that GET answers for a demo row (unwrapped from `data`). Sent back
 * to the write routes, they pass validation more often than raw rows do, so
 * the walk reaches the id lookup behind it.
 */
const servedBodies = new Map<string, Record<string, unknown>[]>();
async function collectServedBodies(): Promise<void> {
  const reads = routesWithParams(s.app).filter((r) => r.method === 'GET' && r.params.length === 1);
  for (const read of reads) {
    const found: Record<string, unknown>[] = [];
    for (const row of demoRows.values()) {
      const res = await injectAs(s.app, token, 'GET', fillParams(read.url, () => String(row.id)));
      if (res.status !== 200) continue;
      let parsed: { data?: unknown };
      try {
        parsed = JSON.parse(res.text) as { data?: unknown };
      } catch {
        continue; // a file download, not a record
      }
      const data = parsed.data ?? parsed;
      if (data && typeof data === 'object' && !Array.isArray(data)) found.push(data as Record<string, unknown>);
      if (found.length >= 2) break;
    }
    if (found.length > 0) servedBodies.set(read.url, found);
  }
  for (const route of routesWithParams(s.app)) {
    const served = servedBodies.get(route.url);
    if (!served || !isWriteMethod(route.method) || route.method === 'DELETE') continue;
    repairedBodies.set(routeName(route), await Promise.all(served.map((b) => repairBody(route, b))));
  }
}

/** Served bodies after repair: what each write route's validation asked for, where the read shape named it differently. */
const repairedBodies = new Map<string, Record<string, unknown>[]>();

/**
 * A read shape and a write body sometimes name a field differently (a user
 * reads `permissions`, saves `permissionsId`). The 422's `errors` name the
 * missing field; a body key it starts with supplies the value. A few rounds
 * against an unknown id (nothing can be written) until the body validates.
 */
async function repairBody(route: WalkRoute, served: Record<string, unknown>): Promise<Record<string, unknown>> {
  let body = { ...served };
  for (let round = 0; round < 4; round++) {
    const res = await send(route, route.params.map(() => newId()), body);
    if (res.status !== 422) return body;
    const errors = (JSON.parse(res.text) as { errors?: Record<string, string> }).errors ?? {};
    const next = { ...body };
    for (const field of Object.keys(errors)) {
      const base = field.replace(/Ids?$/, '');
      const source = Object.keys(body).find((k) => k !== field && (k === base || k.startsWith(base) || base.startsWith(k)));
      if (source !== undefined) next[field] = body[source];
    }
    if (JSON.stringify(next) === JSON.stringify(body)) return body;
    body = next;
  }
  return body;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const paramTable = (param: string) => (param === 'id' ? undefined : referencedTable(snake(param), tables));

interface Attempt {
  label: string;
  values: string[];
  /** The same request with every acme id replaced by a fresh random id. */
  control: string[];
  body?: Record<string, unknown>;
}

/**
 * For each tenant table T: every parameter gets an acme id (the table its name
 * points at, else T) — and, for nested routes, the named parents get a real
 * demo row, so "demo parent, acme child" is tried too. Write routes send the
 * acme row itself as the body, the most plausible valid body there is.
 */
function attemptsFor(route: WalkRoute): Attempt[] {
  const out = new Map<string, Attempt>();
  for (const table of tables) {
    const acmeId = (t: string | undefined) => String(acmeRows.get(t ?? table)?.id ?? acmeRows.get(table)!.id);
    const body = isWriteMethod(route.method) && route.method !== 'DELETE' ? rowAsBody(acmeRows.get(table)!) : undefined;
    const add = (label: string, pick: (param: string, last: boolean) => { value: string; isAcme: boolean }) => {
      const picked = route.params.map((p, i) => pick(p, i === route.params.length - 1));
      if (!picked.some((p) => p.isAcme)) return;
      const attempt: Attempt = {
        label,
        values: picked.map((p) => p.value),
        control: picked.map((p) => (p.isAcme ? newId() : p.value)),
        ...(body ? { body } : {}),
      };
      const key = JSON.stringify([attempt.values, body]);
      if (!out.has(key)) out.set(key, attempt);
    };
    add(`acme ${table}`, (p) => ({ value: acmeId(paramTable(p)), isAcme: true }));
    for (const [i, served] of (body ? (repairedBodies.get(routeName(route)) ?? []) : []).entries()) {
      const attempt: Attempt = {
        label: `acme ${table}, served body ${i}`,
        values: route.params.map((p) => acmeId(paramTable(p))),
        control: route.params.map(() => newId()),
        body: served,
      };
      out.set(JSON.stringify([attempt.values, served]), attempt);
    }
    if (route.params.length > 1) {
      add(`demo parents, acme ${table}`, (p, last) => {
        const parent = paramTable(p);
        const demoRow = parent ? demoRows.get(parent) : undefined;
        return !last && demoRow ? { value: String(demoRow.id), isAcme: false } : { value: acmeId(last ? undefined : parent), isAcme: true };
      });
    }
  }
  return [...out.values()];
}

const send = (route: WalkRoute, values: string[], body?: Record<string, unknown>) =>
  injectAs(
    s.app,
    token,
    route.method,
    fillParams(route.url, (_name, i) => values[i]!),
    body ? { contentType: 'application/json', body: JSON.stringify(body) } : undefined,
  );

const is2xx = (status: number) => status >= 200 && status < 300;

describe('tenant isolation', () => {
  it("every route with a parameter answers another company's ids exactly as it answers unknown ids: never 2xx, never 5xx, acme unchanged", async () => {
    const routes = routesWithParams(s.app);
    const before = await companySnapshot(s.connection, acme.companyId);
    const failures: string[] = [];
    const walked: string[] = [];
    const onlyRefused: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const tally = new Map<number, number>();
      for (const attempt of attemptsFor(route)) {
        const real = await send(route, attempt.values, attempt.body);
        const control = await send(route, attempt.control, attempt.body);
        requests += 2;
        tally.set(real.status, (tally.get(real.status) ?? 0) + 1);
        const where = `${routeName(route)} [${attempt.label}] ${attempt.values.join(',')}`;
        if (is2xx(real.status)) failures.push(`${where}: ${real.status} ${real.text.slice(0, 200)}`);
        else if (real.status >= 500) failures.push(`${where}: ${real.status}`);
        // A control that succeeds means the route creates rows with client ids; acme's id still may not.
        else if (!is2xx(control.status) && real.status !== control.status) {
          failures.push(`${where}: answers ${real.status} for acme's id but ${control.status} for an unknown id`);
        }
      }
      walked.push(`${routeName(route)} → ${JSON.stringify(Object.fromEntries(tally))}`);
      if (!tally.has(404)) onlyRefused.push(routeName(route));
    }

    console.log(`isolation walk: ${walked.length} routes, ${requests} requests\n  ${walked.join('\n  ')}`);
    // The walk covered every route with a parameter, and there are some.
    expect(walked.length).toBe(routes.length);
    expect(walked.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(await companySnapshot(s.connection, acme.companyId)).toEqual(before);
    // Every route got at least one request past its validation to the id
    // lookup: otherwise its isolation would be untested. A route listed here
    // needs a body the walk can find (a GET at the same url serves one).
    expect(onlyRefused, 'routes whose every attempt was refused before the id lookup').toEqual([]);
  });

  it('every route with a parameter answers a random UUID with 404 (reads and deletes) or a 4xx refusal (other writes)', async () => {
    const routes = routesWithParams(s.app);
    const failures: string[] = [];
    for (const route of routes) {
      const url = fillParams(route.url, () => newId());
      const withBody = isWriteMethod(route.method) && route.method !== 'DELETE';
      const res = await injectAs(s.app, token, route.method, url, withBody ? { contentType: 'application/json', body: '{}' } : undefined);
      const ok = withBody ? res.status >= 400 && res.status < 500 : res.status === 404;
      if (!ok) failures.push(`${routeName(route)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    console.log(`random-id walk: ${routes.length} routes`);
    expect(routes.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('the walk has a row of acme in every tenant table, so no table is left untried', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect([...acmeRows.keys()].sort()).toEqual([...tables].sort());
    for (const row of acmeRows.values()) expect(row.company_id).toBe(acme.companyId);
  });
});

describe('access on every route', () => {
  it('every route but the public ones answers 401 without a token and with an unknown one', async () => {
    const routes = apiRoutes(s.app).filter((r) => r.access !== 'public');
    const failures: string[] = [];
    for (const route of routes) {
      const url = fillParams(route.url, () => {
        const id = demoRows.get('users')?.id;
        return typeof id === 'string' ? id : newId();
      });
      for (const bearer of [undefined, 'not-a-token']) {
        const res = await injectAs(s.app, bearer, route.method, url, isWriteMethod(route.method) ? { contentType: 'application/json', body: '{}' } : undefined);
        if (res.status !== 401) failures.push(`${routeName(route)} (${bearer ? 'unknown token' : 'no token'}): ${res.status}`);
      }
    }
    console.log(`401 walk: ${routes.length} routes`);
    expect(routes.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('an observer is refused (403) on every data write route, whatever the id, and nothing changes', async () => {
    const observer = await s.login('observer');
    const routes = dataWriteRoutes(s.app);
    const before = await writeTotals(s.connection);
    const failures: string[] = [];
    for (const route of routes) {
      // A real demo row where the route names one, so a missing check would reach it.
      for (const row of [...demoRows.values()].slice(0, 5)) {
        const url = fillParams(route.url, (name) => String((paramTable(name) ? demoRows.get(paramTable(name)!) : row)?.id ?? row.id));
        const res = await injectAs(s.app, observer, route.method, url, { contentType: 'application/json', body: JSON.stringify(rowAsBody(row)) });
        if (res.status !== 403) failures.push(`${routeName(route)} ${url}: ${res.status}`);
        if (route.params.length === 0) break;
      }
    }
    console.log(`observer walk: ${routes.length} write routes`);
    expect(routes.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});
