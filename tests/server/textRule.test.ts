import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type AnyEndpoint } from '../../domain/kit/endpoint.js';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { formOf } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { WRITE_CASES } from '../fixtures/writeContract/cases/index.js';
import { twinOf, type Twin } from '../fixtures/writeContract/twin.js';
import { isUpload, type AnyCaseCall } from '../fixtures/writeContract/writeCase.js';

/**
 * The one text rule (domain/validation.ts parseWith, issue 35 item 11): a NUL
 * or another control character in any text of any write body is refused with
 * 'Vlera nuk eshte e vlefshme!' under that field and changes nothing — the
 * same on SQLite and PostgreSQL, which cannot store a NUL (the write fuzz
 * found one in the settings' companyName: a 500). Every write call of every
 * module (the write contract's cases), each of its texts in turn.
 */
let s: TestServer;
let t: Twin;
beforeAll(async () => {
  s = await startTestServer();
  t = await twinOf(s, 'alone', { ids: new Map() });
});
afterAll(() => s.close());

type Leaf = { path: string[]; value: string };

/** Every text of a body with its path, as parseWith names a field (dot path). */
function texts(value: unknown, path: string[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, [...path, key]));
}

function withText<T>(body: T, path: readonly string[], text: string): T {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = text;
  return copy as T;
}

const nameOf = (e: AnyEndpoint) => `${e.method} ${e.path}`;
const CASES = Object.entries(WRITE_CASES).flatMap(([module, cases]) => cases.map((c) => [`${module}: ${nameOf(c.endpoint)}`, c] as const));
const BAD = ['Zanati\u0000', 'a\u0007b', '\u001b[2J'];

describe('a control character in any text of any write body', () => {
  it.each(CASES)('%s: refused under its field, nothing changed', async (_name, c) => {
    const call: AnyCaseCall = await c.call(t);
    const headers = c.as ? await c.as(t) : await t.as('admin');
    const path = pathOf(c.endpoint, call.params as never);
    const leaves = isUpload(call) ? Object.entries(call.fields).map(([k, v]) => ({ path: [k], value: v })) : texts(call.body);
    const wrong: string[] = [];
    for (const [i, leaf] of leaves.entries()) {
      const bad = BAD[i % BAD.length]!;
      const before = await writeTotals(s.connection);
      const res = isUpload(call)
        ? await s.request(c.endpoint.method, path, { form: formOf({ ...call.fields, [leaf.path[0]!]: bad }, call.files), headers })
        : await s.request(c.endpoint.method, path, { body: withText(call.body, leaf.path, bad), headers });
      const after = await writeTotals(s.connection);
      const field = leaf.path.join('.');
      if (res.status !== 422 || res.body?.errors?.[field] !== MSG.invalidValue) wrong.push(`${field}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      if (after.audit !== before.audit || after.seq !== before.seq) wrong.push(`${field}: changed data`);
    }
    expect(wrong).toEqual([]);
  });
});
