import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { TRANSPORT_MSG } from '../../domain/transport/messages.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { createBody, setUpTransport, type TransportWorld } from '../fixtures/transport.js';

/**
 * Transport codes come from the company's counter and never collide, however
 * many drivers save at once; a device's replay lands once (issue 12, SYNC.md).
 */
let s: TestServer;
let world: TransportWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpTransport(s);
});
afterAll(() => s.close());

const create = (body: unknown, headers: Record<string, string> = {}) => s.request('POST', 'transport', { token: world.tokens.driver, body, headers });
const transportsOf = (ids: string[]) => s.connection.db.selectFrom('transports').select(['id', 'code']).where('id', 'in', ids).execute();

describe('codes under concurrent creates', () => {
  it('gives 10 creates sent at once 10 distinct codes, each shared by its own projects', async () => {
    const calls = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const [a, b] = [await world.freeProject(), await world.freeProject()];
        return createBody(world, [
          { projectId: a, id: newId() },
          { projectId: b, id: newId() },
        ]);
      }),
    );
    const answers = await Promise.all(calls.map((body) => create(body)));
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(201);
    const codes = answers.map((res) => {
      const [one, two] = res.body.data as { code: string }[];
      expect(one!.code).toBe(two!.code);
      return one!.code;
    });
    expect(new Set(codes).size).toBe(10);
    const stored = await transportsOf(calls.flatMap((c) => c.id));
    expect(stored).toHaveLength(20);
  });

  it('lets one of two saves racing for one record land; the other is told no project is new', async () => {
    const r = await world.plantRecord();
    const answers = await Promise.all([0, 1].map(() => create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id, id: newId() }]))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body.message).toBe(TRANSPORT_MSG.noNewProjects);
    expect(await s.connection.db.selectFrom('transports').select('id').where('warehouseRecordId', '=', r.id).execute()).toHaveLength(1);
  });
});

describe('a device replays a create', () => {
  it('lands once under one Idempotency-Key, answering the stored answer again', async () => {
    const r = await world.plantRecord();
    const body = createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id, id: newId() }]);
    const key = newId();
    const first = await create(body, { 'Idempotency-Key': key });
    const again = await create(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await transportsOf(body.id)).toHaveLength(1);
  });

  it('refuses the same device id under a new key as a taken id, changing nothing', async () => {
    const r = await world.plantRecord();
    const body = createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id, id: newId() }]);
    expect((await create(body, { 'Idempotency-Key': newId() })).status).toBe(201);
    const replay = await create(body, { 'Idempotency-Key': newId() });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(MSG.idTaken);
  });
});
