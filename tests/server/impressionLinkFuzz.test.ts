import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImpressionLinkIssued } from '../../domain/impression/answers.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { fuzzPayload, overLimitPayload, type FuzzPayload, type FuzzVocabulary } from '../fixtures/fuzzBodies.js';
import { setUpImpression } from '../fixtures/impression.js';
import { API_PREFIX, injectAs } from '../fixtures/routeWalker.js';
import { fuzzBaseSeed } from '../fixtures/fuzzSeeds.js';
import { startTestServer } from '../fixtures/testServer.js';

/**
 * The client's save under random bodies, with a working token (the global
 * fuzz walk reaches link routes only with made-up tokens: LINK_ROUTES in
 * tests/fixtures/routeWalker.ts): never a 5xx, and a refusal changes nothing.
 * Bodies mix random JSON with near-valid ratings of the company's questions.
 */
const RUNS = Math.max(300, Number(process.env.ZANATI_FUZZ_RUNS ?? 300));
const SEED = fuzzBaseSeed();

const s = await startTestServer();
afterAll(() => s.close());
const world = await setUpImpression(s);
const project = await world.pendingProject();
const { token } = ((await world.issue(project.projectId)).body as { data: ImpressionLinkIssued }).data;

const rating = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom('1', '5', '', '3.0', null), fc.double(), fc.string());
const question = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...world.questionIds, ...world.acmeQuestionIds) }, { weight: 1, arbitrary: fc.string() });
const nearValid = fc.record(
  { questionFields: fc.array(question, { maxLength: 8 }), questionFieldValues: fc.array(rating, { maxLength: 8 }), feedback: fc.oneof(fc.string(), fc.constant(null), fc.constant('\u0000')) },
  { requiredKeys: [] },
);
const valid = fc
  .subarray([...world.questionIds], { minLength: 1 })
  .chain((questionFields) => fc.record({ questionFields: fc.constant(questionFields), questionFieldValues: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: questionFields.length, maxLength: questionFields.length }), feedback: fc.string({ maxLength: 50 }) }));
const vocabulary: FuzzVocabulary = { fields: ['questionFields', 'questionFieldValues', 'feedback', 'projectId', 'id'], ids: [...world.questionIds, project.projectId], rows: [] };

describe(`fuzz POST public/impressions/{token} with a working token (seed ${SEED})`, () => {
  it(`never answers 5xx to ${RUNS} bodies, and a refusal changes nothing`, async () => {
    const cases = fc.sample(
      fc.oneof(
        { weight: 2, arbitrary: nearValid.map((b): FuzzPayload => ({ contentType: 'application/json', body: JSON.stringify(b), kind: 'ratings shaped' })) },
        { weight: 1, arbitrary: valid.map((b): FuzzPayload => ({ contentType: 'application/json', body: JSON.stringify(b), kind: 'valid ratings' })) },
        { weight: 1, arbitrary: fuzzPayload(vocabulary) },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const failures: string[] = [];
    const tally = new Map<number, number>();
    let totals = await writeTotals(s.connection);
    for (const payload of [...cases, overLimitPayload()]) {
      const res = await injectAs(s.app, undefined, 'POST', `${API_PREFIX}/public/impressions/${token}`, payload);
      const after = await writeTotals(s.connection);
      tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
      const what = `[${payload.kind}] ${String(payload.body).slice(0, 200)} → ${res.status} ${res.text.slice(0, 160)}`;
      if (res.status >= 500) failures.push(`5xx: ${what}`);
      if (res.status >= 400 && (after.audit !== totals.audit || after.seq !== totals.seq)) failures.push(`refusal changed data: ${what}`);
      totals = after;
    }
    console.log(`fuzz POST public/impressions/{token}: ${cases.length + 1} requests ${JSON.stringify(Object.fromEntries([...tally].sort((a, b) => a[0] - b[0])))}`);
    expect(failures.slice(0, 20)).toEqual([]);
    // The walk reached the save itself, not only the body's refusal.
    expect(tally.get(200) ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
