import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type AnyEndpoint } from '../../domain/kit/endpoint.js';
import { endpointsOf, type DomainModule } from '../../domain/kit/module.js';
import { newId } from '../../domain/ids.js';
import { DOMAIN_MODULES } from '../../domain/modules.js';
import { SEND_ALONE, type PushResult } from '../../domain/syncPush.js';
import { formOf } from '../fixtures/files.js';
import { cloneTestServer, startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { WRITE_CASES } from '../fixtures/writeContract/cases/index.js';
import { fillerKeys, fillersAround, type FillerCall } from '../fixtures/writeContract/fillers.js';
import { differences, IdPairs } from '../fixtures/writeContract/sameUpToIds.js';
import { twinOf, type Twin } from '../fixtures/writeContract/twin.js';
import { isUpload, type AnyCaseCall, type WriteCase } from '../fixtures/writeContract/writeCase.js';

/**
 * One sync contract for the device and the server (src/local/SYNC.md O21):
 * every write call of every module, generated from the modules' endpoint
 * lists, is sent alone to one server and inside a `sync/push` batch, between
 * calls of two other modules, to a twin started from the same rows. Both must
 * answer the same status and body and store the same rows (the change feed's,
 * and what a case names outside it). An upload cannot travel in a batch: the
 * push must send it back unstored (SEND_ALONE), and it then goes alone, as
 * the outbox sends it. A write endpoint without a case fails here.
 */

let alone: TestServer;
let batched: TestServer;
const twins = {} as Record<Twin['side'], Twin>;
const ids = new IdPairs();

beforeAll(async () => {
  alone = await startTestServer();
  batched = await cloneTestServer(alone);
  const made = { ids: new Map<string, string>() };
  twins.alone = await twinOf(alone, 'alone', made);
  twins.batched = await twinOf(batched, 'batched', made);
});
afterAll(async () => {
  await alone?.close();
  await batched?.close();
});

const nameOf = (e: AnyEndpoint) => `${e.method} ${e.path}`;

describe('O21 — every write endpoint has a case', () => {
  it('each module lists one case for each of its write calls, and none for another call', async () => {
    const probe = await startTestServer({ seed: false });
    try {
      const readsByPost = new Set(probe.app.routeTable.filter((r) => r.readsByPost && r.endpoint).map((r) => nameOf(r.endpoint!)));
      const missing: string[] = [];
      const strays: string[] = [];
      for (const module of DOMAIN_MODULES as readonly DomainModule[]) {
        const writes = endpointsOf(module).filter((e) => e.method !== 'GET' && !readsByPost.has(nameOf(e)));
        const cased = (WRITE_CASES[module.name] ?? []).map((c) => nameOf(c.endpoint));
        for (const e of writes) if (cased.filter((n) => n === nameOf(e)).length !== 1) missing.push(`${module.name}: ${nameOf(e)} (${cased.filter((n) => n === nameOf(e)).length} cases)`);
        for (const n of cased) if (!writes.some((e) => nameOf(e) === n)) strays.push(`${module.name}: ${n}`);
      }
      expect(Object.keys(WRITE_CASES).sort()).toEqual((DOMAIN_MODULES as readonly DomainModule[]).map((m) => m.name).sort());
      expect({ missing, strays }).toEqual({ missing: [], strays: [] });
    } finally {
      await probe.close();
    }
  });
});

interface Sent {
  status: number;
  body: unknown;
}

const answerOf = (res: ApiResponse): Sent => ({ status: res.status, body: res.body });

/** A write alone, as the outbox's single path sends it: JSON, or multipart with its files. */
function sendAlone(t: Twin, headers: Record<string, string>, key: string, method: string, path: string, call: AnyCaseCall | FillerCall): Promise<ApiResponse> {
  const keyed = { ...headers, 'idempotency-key': key };
  return 'files' in call ? t.s.request(method, path, { form: formOf(call.fields, call.files), headers: keyed }) : t.s.request(method, path, { body: call.body, headers: keyed });
}

async function push(t: Twin, headers: Record<string, string>, calls: { key: string; method: string; path: string; body: unknown }[]): Promise<PushResult[]> {
  const res = await t.s.request('POST', 'sync/push', { body: { calls }, headers });
  if (res.status !== 200) throw new Error(`push answered ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { results: PushResult[] }).results;
}

/** The feed's rows the demo company's writes made since `seq`, in order. */
async function feedSince(t: Twin, seq: number) {
  const rows = await t.db.selectFrom('changes').select(['entity', 'entityId', 'op', 'data']).where('companyId', '=', t.demo.companyId).where('seq', '>', seq).orderBy('seq').execute();
  return rows.map((r) => ({ ...r, data: r.data === null ? null : (JSON.parse(r.data) as unknown) }));
}

const headSeq = async (t: Twin) => Number((await t.db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('max')).where('companyId', '=', t.demo.companyId).executeTakeFirstOrThrow()).max ?? 0);

/** Alone: the filler, the call, the filler, each its own request. */
async function runAlone(t: Twin, c: WriteCase, call: AnyCaseCall, key: string, around: [FillerCall, FillerCall], headers: Record<string, string>): Promise<Sent[]> {
  const path = pathOf(c.endpoint, call.params as never);
  const sent: Sent[] = [];
  sent.push(answerOf(await sendAlone(t, headers, around[0].key, around[0].method, around[0].path, around[0])));
  sent.push(answerOf(await sendAlone(t, headers, key, c.endpoint.method, path, call)));
  sent.push(answerOf(await sendAlone(t, headers, around[1].key, around[1].method, around[1].path, around[1])));
  return sent;
}

/**
 * In a batch, as the outbox drains: the three together; an upload must end
 * the batch unstored (SEND_ALONE) and then goes alone, and the batch's rest
 * follows in the next push.
 */
async function runBatched(t: Twin, c: WriteCase, call: AnyCaseCall, key: string, around: [FillerCall, FillerCall], headers: Record<string, string>): Promise<Sent[]> {
  const path = pathOf(c.endpoint, call.params as never);
  const results = await push(t, headers, [around[0], { key, method: c.endpoint.method, path, body: isUpload(call) ? call.fields : call.body }, around[1]]);
  if (!isUpload(call)) return results.map(({ status, body }) => ({ status, body }));
  expect(results.map((r) => r.status), 'an upload inside a batch is sent back to go alone').toEqual([results[0]!.status, SEND_ALONE]);
  const stored = await t.db.selectFrom('idempotencyKeys').select('key').where('key', '=', key).executeTakeFirst();
  expect(stored, 'the push stores nothing under the key of a call it sends back').toBeUndefined();
  const single = answerOf(await sendAlone(t, headers, key, c.endpoint.method, path, call));
  const [after] = await push(t, headers, [around[1]]);
  return [{ status: results[0]!.status, body: results[0]!.body }, single, { status: after!.status, body: after!.body }];
}

const CASES = Object.entries(WRITE_CASES).flatMap(([module, cases]) => cases.map((c) => [`${module}: ${nameOf(c.endpoint)}`, module, c] as const));

describe('O21 — alone and in a batch, every write call answers and stores the same', () => {
  it.each(CASES)('%s', async (_name, module, c) => {
    const before = { alone: await headSeq(twins.alone), batched: await headSeq(twins.batched) };
    const key = newId();
    const keys = fillerKeys();
    const sides = ['alone', 'batched'] as const;
    const prepared = [];
    for (const side of sides) {
      const t = twins[side];
      const call = await c.call(t);
      prepared.push({ t, call, headers: c.as ? await c.as(t) : await t.as('admin'), around: await fillersAround(t, module, `${module} ${nameOf(c.endpoint)}`, keys) });
    }
    const [a, b] = prepared as [(typeof prepared)[number], (typeof prepared)[number]];
    const sentAlone = await runAlone(a.t, c, a.call, key, a.around, a.headers);
    const sentBatched = await runBatched(b.t, c, b.call, key, b.around, b.headers);

    expect(sentAlone[1]!.status, `the case's call must be valid: ${JSON.stringify(sentAlone[1]!.body)}`).toBeLessThan(300);
    expect(sentBatched.map((s) => s.status)).toEqual(sentAlone.map((s) => s.status));
    expect(differences(sentAlone, sentBatched, ids, c.secrets)).toEqual([]);
    expect(differences(await feedSince(a.t, before.alone), await feedSince(b.t, before.batched), ids, c.secrets)).toEqual([]);
    if (c.stored) expect(differences(await c.stored(a.t), await c.stored(b.t), ids, c.secrets)).toEqual([]);
  });
});
