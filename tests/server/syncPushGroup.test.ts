import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import type { PushCall, PushResult } from '../../domain/syncPush.js';
import { HttpError } from '../../server/http/errors.js';
import { Writer } from '../../server/write/writer.js';
import { formOf, pdfBytes } from '../fixtures/files.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';

/**
 * POST sync/push commits once (src/local/SYNC.md O22): the batch's calls run
 * in one transaction, each in a savepoint of its own; the answer leaves after
 * the one commit.
 */
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => s.close());

let n = 0;
const uniqueName = (tag: string) => `group-${tag}-${process.pid}-${++n}`;
const createUnit = (name: string, id = newId()): PushCall => ({ key: newId(), method: 'POST', path: 'admin/units', body: { id, name } });
const push = (calls: PushCall[]) => s.request('POST', 'sync/push', { token: admin, body: { calls } });
const results = (res: ApiResponse): PushResult[] => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { results: PushResult[] }).results;
};
const unitsLike = async (prefix: string) => (await s.connection.db.selectFrom('units').select('name').where('name', 'like', `${prefix}%`).execute()).length;
const keyRow = (key: string) => s.connection.db.selectFrom('idempotencyKeys').select(['state', 'statusCode']).where('key', '=', key).executeTakeFirst();

/** Units of the batch named so that a spy can pick them out: `${prefix}-${i}`. */
const unitsOf = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => createUnit(`${prefix}-${i}`));

describe('O22 — one commit per batch', () => {
  it('another connection sees none of a batch or all of it, never a part', async () => {
    const prefix = uniqueName('whole');
    const seen = new Set<number>();
    let done = false;
    // The test's own queries run outside the batch: on SQLite they wait for its connection, on PostgreSQL they read what has committed.
    const watch = (async () => {
      while (!done) {
        seen.add(await unitsLike(prefix));
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const res = await push(unitsOf(prefix, 60));
    done = true;
    await watch;
    expect(results(res).every((r) => r.status === 201)).toBe(true);
    seen.add(await unitsLike(prefix));
    expect([...seen].sort((a, b) => a - b)).toEqual(seen.size === 1 ? [60] : [0, 60]);
  });

  it('a refusal after the call had written is undone to its savepoint, stored, and the batch goes on', async () => {
    const prefix = uniqueName('refused');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the spied writer as `this` (insert.apply)
    const insert = Writer.prototype.insert;
    // The write happens, then the route refuses: nothing of it may stay.
    vi.spyOn(Writer.prototype, 'insert').mockImplementation(async function (this: Writer, ...args: Parameters<Writer['insert']>) {
      const row = await insert.apply(this, args);
      if ((args[1] as { name?: string }).name === `${prefix}-1`) throw new HttpError(422, MSG.invalidValue, { name: MSG.invalidValue });
      return row;
    } as Writer['insert']);
    const calls = unitsOf(prefix, 3);
    expect(results(await push(calls)).map((r) => r.status)).toEqual([201, 422, 201]);
    const names = (await s.connection.db.selectFrom('units').select('name').where('name', 'like', `${prefix}%`).execute()).map((u) => u.name).sort();
    expect(names).toEqual([`${prefix}-0`, `${prefix}-2`]);
    expect(await keyRow(calls[1]!.key)).toEqual({ state: 'done', statusCode: 422 });
  });

  it('a call that fails on the server ends the batch: the calls before it commit, it and the rest leave nothing', async () => {
    const prefix = uniqueName('failed');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the spied writer as `this` (insert.apply)
    const insert = Writer.prototype.insert;
    vi.spyOn(Writer.prototype, 'insert').mockImplementation(async function (this: Writer, ...args: Parameters<Writer['insert']>) {
      if ((args[1] as { name?: string }).name === `${prefix}-2`) throw new Error('the disk went away');
      return insert.apply(this, args);
    } as Writer['insert']);
    const calls = unitsOf(prefix, 4);
    expect(results(await push(calls)).map((r) => r.status)).toEqual([201, 201, 500]);
    expect(await unitsLike(prefix)).toBe(2);
    expect(await keyRow(calls[1]!.key)).toEqual({ state: 'done', statusCode: 201 });
    for (const call of calls.slice(2)) expect(await keyRow(call.key)).toBeUndefined();
  });

  it('a batch that fails as a whole applies nothing: no row, no stored answer, a deleted file keeps its bytes', async () => {
    const templateId = newId();
    const made = await s.request('POST', 'admin/measurement-templates', {
      token: admin,
      form: formOf({ id: templateId, nameOfFile: uniqueName('template') }, [['template', pdfBytes('group'), 'skica.pdf']]),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const file = await s.connection.db.selectFrom('files').select('storedName').where('ownerId', '=', templateId).executeTakeFirstOrThrow();
    const bytes = path.join(s.config.dataDir, 'files', file.storedName);
    expect(fs.existsSync(bytes)).toBe(true);

    const prefix = uniqueName('lost');
    const calls: PushCall[] = [{ key: newId(), method: 'DELETE', path: `admin/measurement-templates/${templateId}` }, ...unitsOf(prefix, 2)];
    // The process loses the batch after its first call (as if the request died before the commit).
    const inject = s.app.inject.bind(s.app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
    let dispatched = 0;
    vi.spyOn(s.app, 'inject').mockImplementation(((opts: InjectOptions) => {
      if (++dispatched === 2) return Promise.reject(new Error('lost before the commit'));
      return inject(opts);
    }) as typeof s.app.inject);
    expect((await push(calls)).status).toBe(500);

    expect(await s.connection.db.selectFrom('measurementTemplates').select('id').where('id', '=', templateId).executeTakeFirst()).toEqual({ id: templateId });
    expect(fs.existsSync(bytes), 'the delete rolled back with the batch: its bytes stay').toBe(true);
    for (const call of calls) expect(await keyRow(call.key)).toBeUndefined();
    expect(await unitsLike(prefix)).toBe(0);
  });

  it('a write that comes alone while a batch runs waits for it and is applied, never lost', async () => {
    const prefix = uniqueName('beside');
    const alone = Array.from({ length: 10 }, (_, i) => s.request('POST', 'admin/units', { token: admin, body: { name: `${prefix}-alone-${i}` }, headers: { 'idempotency-key': newId() } }));
    const batches = [push(unitsOf(`${prefix}-a`, 40)), push(unitsOf(`${prefix}-b`, 40))];
    const [answers, batched] = await Promise.all([Promise.all(alone), Promise.all(batches)]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    for (const res of batched) expect(results(res).every((r) => r.status === 201)).toBe(true);
    expect(await unitsLike(prefix)).toBe(90);
  });
});
