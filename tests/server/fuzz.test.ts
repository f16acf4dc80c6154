import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_USERS } from '../../server/seed/demoUsers.js';
import { startTestServer } from '../fixtures/testServer.js';
import { companyUsers, writeTotals } from '../fixtures/directWrite.js';
import { API_PREFIX, dataWriteRoutes, fillParams, injectAs, routeName, type WalkRoute } from '../fixtures/routeWalker.js';
import { domainFieldNames, fuzzIdempotencyKey, fuzzParam, fuzzPayload, overLimitPayload, type FuzzPayload, type FuzzVocabulary } from '../fixtures/fuzzBodies.js';
import { companySnapshot, ensureRowInEveryTable, rowAsBody, tenantTables } from '../fixtures/tenantRows.js';
import { testSeed } from '../fixtures/seededRandom.js';

/**
 * "Bad input answers 422 ... never a 500, and changes nothing" (ARCHITECTURE.md,
 * Server rules), for every write route in app.routeTable: at least RUNS random
 * bodies each, as demo's admin (no permission refusal hides a crash). Every
 * real write goes through the Writer, which audits and feeds, so a refusal
 * that changed something shows as a moved audit count or feed seq.
 * Routes are read at collection time so each gets its own named test.
 */
const RUNS = Math.max(1000, Number(process.env.ZANATI_FUZZ_RUNS ?? 1000));
const SEED = testSeed();

const s = await startTestServer();
afterAll(() => s.close());
const token = await s.login('admin');
const demo = await companyUsers(s.connection, 'demo');
const acme = await companyUsers(s.connection, 'acme');
const acmeRows = await ensureRowInEveryTable(s.connection, acme.companyId, acme.users.admin!);

/** Up to five demo ids per tenant table; never the signed-in admin (deleting it would end the walk). */
async function demoIds(): Promise<{ ids: string[]; rows: Record<string, unknown>[] }> {
  const ids: string[] = [];
  const rows: Record<string, unknown>[] = [];
  const db = s.connection.db.withoutPlugins();
  for (const t of await tenantTables(s.connection)) {
    const found = (await db
      .selectFrom(t.sqlName as never)
      .selectAll()
      .where('company_id' as never, '=', demo.companyId as never)
      .orderBy('id' as never)
      .limit(5)
      .execute()) as Record<string, unknown>[];
    for (const row of found) {
      if (row.id === demo.users.admin) continue;
      ids.push(String(row.id));
      if (rows.length < 200) rows.push(rowAsBody(row));
    }
  }
  return { ids, rows };
}

const own = await demoIds();
const acmeIds = [...acmeRows.values()].map((r) => String(r.id));
const vocabulary: FuzzVocabulary = {
  fields: [...new Set([...(await domainFieldNames()), ...own.rows.flatMap((r) => Object.keys(r))])],
  ids: [...own.ids, ...acmeIds],
  rows: [...own.rows, ...[...acmeRows.values()].map(rowAsBody)],
};
const acmeBefore = await companySnapshot(s.connection, acme.companyId);
const routes = dataWriteRoutes(s.app);
const summary: string[] = [];

const excerpt = (text: string | Buffer, n = 240) => {
  const t = typeof text === 'string' ? text : `<${text.length} bytes>`;
  return t.length > n ? `${t.slice(0, n)}…(${t.length})` : t;
};
const polluted = () => (({}) as Record<string, unknown>).polluted !== undefined || Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');

async function fuzzRoute(route: WalkRoute, index: number): Promise<string[]> {
  const seed = SEED + index;
  const cases = fc.sample(
    fc.record({
      payload: fc.option(fuzzPayload(vocabulary), { freq: 12, nil: undefined }),
      params: fc.tuple(...route.params.map(() => fuzzParam(vocabulary.ids))),
      key: fuzzIdempotencyKey,
    }),
    { numRuns: RUNS, seed },
  );
  const failures: string[] = [];
  const tally = new Map<number, number>();
  let totals = await writeTotals(s.connection);
  const send = async (payload: FuzzPayload | undefined, params: string[], key: string | undefined) => {
    const url = fillParams(route.url, (_name, i) => params[i] ?? 'x');
    const res = await injectAs(s.app, token, route.method, url, payload, key === undefined ? {} : { 'idempotency-key': key });
    const after = await writeTotals(s.connection);
    tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
    const what = () => `${route.method} ${url} [${payload?.kind ?? 'no body'}] ${payload ? excerpt(payload.body) : ''} → ${res.status} ${excerpt(res.text, 160)}`;
    if (res.status >= 500) failures.push(`5xx: ${what()}`);
    // The admin's session must survive any body; a 401 would turn the rest of the walk into noise.
    if (res.status === 401) failures.push(`401: ${what()}`);
    if (res.status >= 400 && (after.audit !== totals.audit || after.seq !== totals.seq)) {
      failures.push(`refusal changed data (audit ${totals.audit}→${after.audit}, seq ${totals.seq}→${after.seq}): ${what()}`);
    }
    if (polluted()) failures.push(`Object.prototype polluted: ${what()}`);
    totals = after;
  };
  for (const c of cases) await send(c.payload, c.params, c.key);
  await send(overLimitPayload(), route.params.map(() => vocabulary.ids[0] ?? 'x'), undefined);
  const line = `${routeName(route)}: ${cases.length + 1} requests ${JSON.stringify(Object.fromEntries([...tally].sort((a, b) => a[0] - b[0])))}`;
  summary.push(line);
  console.log(`fuzz ${line}`);
  return failures;
}

describe(`fuzz every write route (seed ${SEED}, ${RUNS} bodies each)`, () => {
  it('finds the write routes of app.routeTable to fuzz', () => {
    console.log(`fuzzing ${routes.length} write routes with ${vocabulary.fields.length} field names, ${vocabulary.ids.length} ids`);
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r, i) => [routeName(r), r, i] as const))(
    '%s never answers 5xx, and a refusal changes nothing',
    async (_name, route, index) => {
      const failures = await fuzzRoute(route, index);
      expect(failures.slice(0, 20)).toEqual([]);
    },
    600_000,
  );

  it("another company's rows are untouched after the whole walk", async () => {
    expect(await companySnapshot(s.connection, acme.companyId)).toEqual(acmeBefore);
    console.log(`fuzz summary (seed ${SEED}):\n  ${summary.join('\n  ')}`);
  });
});

describe('fuzz the sign-in and password routes', () => {
  const usernames = [...DEMO_USERS.map((u) => u.username), 'ADMIN', ' admin ', 'nobody'];
  const signIn = fc.record(
    {
      username: fc.oneof(fc.constantFrom(...usernames), fc.string(), fc.jsonValue()),
      password: fc.oneof(fc.string(), fc.constantFrom('x'.repeat(100_000), ''), fc.jsonValue()),
      companyCode: fc.oneof(fc.constantFrom('demo', 'acme', 'DEMO', ''), fc.string(), fc.jsonValue()),
      rememberMe: fc.jsonValue(),
      email: fc.oneof(fc.emailAddress(), fc.string(), fc.constantFrom('admin@demo.zanati.local')),
      token: fc.oneof(fc.string(), fc.base64String()),
      passwordConfirmation: fc.string(),
    },
    { requiredKeys: [] },
  );
  const authVocabulary: FuzzVocabulary = { ...vocabulary, fields: ['username', 'password', 'companyCode', 'rememberMe', 'email', 'token', 'passwordConfirmation', ...vocabulary.fields.slice(0, 40)] };

  it.each(['/login', '/forgot-password', '/reset-password'])('POST %s never answers 5xx to random bodies', async (path) => {
    const cases = fc.sample(
      fc.oneof({ weight: 2, arbitrary: signIn.map((b): FuzzPayload => ({ contentType: 'application/json', body: JSON.stringify(b), kind: 'sign-in shaped' })) }, { weight: 1, arbitrary: fuzzPayload(authVocabulary) }),
      { numRuns: RUNS, seed: SEED },
    );
    const failures: string[] = [];
    const tally = new Map<number, number>();
    for (const payload of cases) {
      const res = await injectAs(s.app, undefined, 'POST', API_PREFIX + path, payload);
      tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${path} [${payload.kind}] ${excerpt(payload.body)} → ${res.status} ${excerpt(res.text)}`);
      if (polluted()) failures.push(`Object.prototype polluted by ${excerpt(payload.body)}`);
    }
    console.log(`fuzz POST ${path}: ${cases.length} requests ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('POST /logout answers 2xx or 4xx, never 5xx, whatever the body', async () => {
    const cases = fc.sample(fuzzPayload(vocabulary), { numRuns: 20, seed: SEED });
    for (const payload of cases) {
      // A session made directly: the login fuzz above may have locked sign-in for a demo user.
      const throwaway = await s.app.deps.sessions.create({ id: demo.users.observer!, companyId: demo.companyId }, false);
      const res = await injectAs(s.app, throwaway, 'POST', `${API_PREFIX}/logout`, payload);
      expect(res.status, `${payload.kind} ${excerpt(payload.body)} → ${res.text}`).toBeLessThan(500);
    }
  }, 120_000);
});
