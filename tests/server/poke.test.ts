import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let admin: string;
let acme: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  acme = await s.login('admin', 'acme');
});
afterAll(() => s.close());

const poke = (token: string, after?: string, signal?: AbortSignal) =>
  fetch(`${s.api}/sync/poke${after === undefined ? '' : `?after=${after}`}`, { headers: { Authorization: `Bearer ${token}` }, signal });
const addUnit = (token: string) => s.request('POST', 'admin/units', { token, body: { name: `Njesi ${Math.random().toString(36).slice(2, 9)}` } });
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('O15 a live screen hears of changes (GET sync/poke)', () => {
  it('answers the head at once without `after`, and a waiting poll as soon as a write of the company commits', async () => {
    const first = await poke(admin);
    expect(first.status).toBe(200);
    const { cursor } = (await first.json()) as { cursor: string };
    expect(cursor).toMatch(/^\d+$/);
    const started = Date.now();
    const waiting = poke(admin, cursor);
    await settle(200);
    expect((await addUnit(admin)).status).toBe(201);
    const answer = await waiting;
    const next = ((await answer.json()) as { cursor: string }).cursor;
    expect(BigInt(next)).toBeGreaterThan(BigInt(cursor));
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("does not answer for another company's writes, and forgets a device that went away", async () => {
    const { cursor } = (await (await poke(admin)).json()) as { cursor: string };
    const gone = new AbortController();
    let answered = false;
    const waiting = poke(admin, cursor, gone.signal).then(
      () => (answered = true),
      () => undefined,
    );
    await settle(200);
    expect(s.app.deps.changeWaiters.count()).toBe(1);
    expect((await addUnit(acme)).status).toBe(201);
    await settle(300);
    expect(answered).toBe(false);
    gone.abort();
    await waiting;
    await settle(100);
    expect(s.app.deps.changeWaiters.count()).toBe(0);
  });

  it('refuses a cursor that is not a number and a caller without a session', async () => {
    expect((await poke(admin, 'abc')).status).toBe(422);
    expect((await fetch(`${s.api}/sync/poke`)).status).toBe(401);
  });
});
