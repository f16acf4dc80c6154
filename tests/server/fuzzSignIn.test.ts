import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_USERS } from '../../server/seed/demoUsers.js';
import { API_PREFIX, injectAs } from '../fixtures/routeWalker.js';
import { fuzzPayload, type FuzzPayload, type FuzzVocabulary } from '../fixtures/fuzzBodies.js';
import { excerpt, fuzzServer, polluted, RUNS, SEED } from '../fixtures/fuzzWalk.js';

/** The routes before a session (sign-in, password) and logout, fuzzed like the write routes (tests/fixtures/fuzzWalk.ts). */
const { s, demo, vocabulary } = await fuzzServer();

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
