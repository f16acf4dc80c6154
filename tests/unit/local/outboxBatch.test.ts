import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { newId } from '../../../domain/ids.js';
import { PUSH_MAX_BYTES, PUSH_MAX_CALLS, SEND_ALONE } from '../../../domain/syncPush.js';
import { batchLength } from '../../../src/local/batches.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { drainOutbox } from '../../../src/local/drain.js';
import { clearKiosk, saveActor, saveKiosk } from '../../../src/local/kiosk.js';
import { enqueue } from '../../../src/local/outbox.js';
import { saveSession, type Session } from '../../../src/local/session.js';
import type { EngineState } from '../../../src/local/engine.js';
import type { OutboxEntry } from '../../../src/local/types.js';
import { companyUsers, type CompanyUsers } from '../../fixtures/directWrite.js';
import { newDevice, signIn, startLocalServer, uniqueDbName, uniqueName, type Device, type LocalServer } from './harness.js';
import { createTemplate, pdfBlob } from './templateCommands.js';
import { createUnit, renameUnit } from './unitCommands.js';

/**
 * O17: consecutive queued JSON entries go together in one POST sync/push,
 * each call with its own key and answered on its own. Most tests stand the
 * endpoint in with the network's gateway (harness.ts), which plays its
 * contract call by call, so a test can fail one call of a batch.
 */

let ls: LocalServer;
let session: Session;
let demo: CompanyUsers;
const devices: Device[] = [];

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  demo = await companyUsers(ls.s.connection, 'demo');
}, 120_000);
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  Object.assign(ls.net, { offline: false, intercept: null, loseAnswers: 0, duplicates: 0, cutAfter: null, push: 'server' });
  saveSession(session);
});
afterAll(() => ls.close());

async function device(): Promise<Device> {
  const d = await newDevice(ls.s, session);
  devices.push(d);
  await d.engine.syncNow();
  return d;
}

/** Unit creates queued while offline (the drain woken by each enqueue finds no network). */
async function queued(d: Device, count: number, label: string): Promise<OutboxEntry[]> {
  ls.net.offline = true;
  const entries: OutboxEntry[] = [];
  for (let i = 0; i < count; i++) entries.push(await enqueue(d.db, createUnit(newId(), uniqueName(`${label}-${i}`))));
  ls.net.offline = false;
  return entries;
}

/** From here on: the batches sent, and the writes that reached the server. */
function watch() {
  const pushes = ls.net.pushes.length;
  const writes = ls.net.writes.length;
  return { pushes: () => ls.net.pushes.slice(pushes), writes: () => ls.net.writes.slice(writes) };
}

async function unitsOnServer(entries: readonly OutboxEntry[]) {
  const ids = entries.map((e) => e.entityId);
  const rows = await ls.s.connection.db.selectFrom('units').select('id').where('companyId', '=', demo.companyId).where('id', 'in', ids).execute();
  return rows.length;
}

const failing = (key: string, status: number) => (req: Request) => (req.headers.get('idempotency-key') === key ? Response.json({ message: 'no' }, { status }) : null);

describe('O17 batched push: which entries go together', () => {
  const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
    id: newId(),
    seq: 0,
    createdAt: 0,
    state: 'sending',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    rowKeys: [],
    label: 'x',
    method: 'POST',
    url: 'admin/units' as OutboxEntry['url'],
    body: { name: 'x' },
    entity: 'units',
    entityId: newId(),
    ...over,
  });
  const worker = (userId: string) => ({ userId, name: userId, switchId: `turn-${userId}` });

  it('O17 a run of JSON entries goes together, up to the cap on calls', () => {
    const entries = Array.from({ length: PUSH_MAX_CALLS + 7 }, () => entry());
    expect(batchLength(entries, 0, 0)).toBe(PUSH_MAX_CALLS);
    expect(batchLength(entries, PUSH_MAX_CALLS, 0)).toBe(7);
    expect(batchLength(entries, entries.length - 1, 0)).toBe(1);
  });

  it('O17 the cap on bytes counts the whole request body, and an entry bigger than it goes alone', () => {
    // Three calls of a third of the cap do not fit with the envelope; two do.
    const third = entry({ body: { name: 'ë'.repeat(PUSH_MAX_BYTES / 6) } });
    expect(batchLength([third, { ...third, id: newId() }, { ...third, id: newId() }], 0, 0)).toBe(2);
    const huge = entry({ body: { name: 'x'.repeat(PUSH_MAX_BYTES) } });
    expect(batchLength([huge, entry(), entry()], 0, 0)).toBe(1);
    expect(batchLength([entry(), huge, entry()], 0, 0)).toBe(1);
  });

  it('O17 O10 an entry with files goes alone and ends the run before it', () => {
    const withFile = entry({ files: [{ field: 'template', blob: new Blob(['%PDF']), name: 'a.pdf' }] });
    const entries = [entry(), entry(), withFile, entry()];
    expect(batchLength(entries, 0, 0)).toBe(2);
    expect(batchLength(entries, 2, 0)).toBe(1);
  });

  it('O21 a JSON entry to an endpoint whose files are optional travels; an upload goes alone even without files; an older entry goes by its files', () => {
    const optional = entry({ url: 'clients' as OutboxEntry['url'], carries: 'jsonOrFiles' });
    const upload = entry({ url: 'project-blueprint' as OutboxEntry['url'], carries: 'files' });
    const older = entry({ carries: undefined });
    expect(batchLength([entry({ carries: 'json' }), optional, older, upload, entry()], 0, 0)).toBe(3);
    expect(batchLength([upload, entry(), entry()], 0, 0)).toBe(1);
    expect(batchLength([older, { ...older, id: newId(), files: [{ field: 'f', blob: new Blob(['x']), name: 'x' }] }], 0, 0)).toBe(1);
  });

  it("O17 O16 a kiosk's entries go together only with the same worker's, in the same turn", () => {
    const a = worker('a');
    const entries = [entry({ actor: a }), entry({ actor: a }), entry({ actor: worker('b') }), entry({ actor: { ...a, switchId: 'later' } }), entry()];
    expect(batchLength(entries, 0, 0)).toBe(2);
    expect(batchLength(entries, 2, 0)).toBe(1);
    expect(batchLength(entries, 3, 0)).toBe(1);
    expect(batchLength(entries, 4, 0)).toBe(1);
  });

  it('O17 O4 an entry still waiting for its backoff ends the run', () => {
    const entries = [entry(), entry(), entry({ nextAttemptAt: 5_000 }), entry()];
    expect(batchLength(entries, 0, 1_000)).toBe(2);
    expect(batchLength(entries, 0, 9_000)).toBe(4);
  });
});

describe('O17 batched push: the drain', () => {
  it('O17 O3 a long queue goes in batches of the cap, in FIFO order, each call once with its own key', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const entries = await queued(d, PUSH_MAX_CALLS + 30, 'o17-fifo');
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([PUSH_MAX_CALLS, 30]);
    expect(seen.writes().map((w) => [w.key, w.status, w.batch !== null])).toEqual(entries.map((e) => [e.id, 201, true]));
    expect(await d.db.outbox.count()).toBe(0);
    expect(await unitsOnServer(entries)).toBe(entries.length);
  });

  it('O17 one entry goes alone through the single-call path', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const seen = watch();
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o17-one')));
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([]);
    expect(seen.writes().map((w) => [w.key, w.status, w.batch])).toEqual([[entry.id, 201, null]]);
  });

  it('O17 O4 a stopping status mid-batch: the calls before it are done, it backs off, the ones after stay pending untouched and unsent', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const entries = await queued(d, 6, 'o17-503');
    const hit = entries[3]!;
    ls.net.intercept = failing(hit.id, 503);
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.writes().map((w) => w.key)).toEqual(entries.slice(0, 3).map((e) => e.id));
    const left = await d.db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.id, e.state, e.attempts, e.nextAttemptAt > Date.now()])).toEqual([
      [hit.id, 'pending', 1, true],
      [entries[4]!.id, 'pending', 0, false],
      [entries[5]!.id, 'pending', 0, false],
    ]);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(seen.writes().map((w) => w.key)).toEqual(entries.map((e) => e.id));
    expect(seen.pushes()).toEqual([6, 3]);
    expect(await unitsOnServer(entries)).toBe(6);
  });

  it('O17 O5 a 401 mid-batch keeps that entry and the rest, and asks for sign-in', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const entries = await queued(d, 4, 'o17-401');
    ls.net.intercept = failing(entries[1]!.id, 401);
    await d.engine.syncNow();
    expect(d.engine.getState().authRequired).toBe(true);
    expect((await d.db.outbox.orderBy('seq').toArray()).map((e) => [e.id, e.state, e.attempts])).toEqual(entries.slice(1).map((e) => [e.id, 'pending', 0]));
    ls.net.intercept = null;
    d.engine.sessionRenewed();
    await d.engine.syncNow();
    expect(await unitsOnServer(entries)).toBe(4);
  });

  it('O17 O6 a refusal mid-batch is that entry\'s; the batch goes on and the rows are re-read', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const taken = uniqueName('o17-taken');
    await ls.s.request('POST', 'admin/units', { token: session.token, body: { name: taken } });
    ls.net.offline = true;
    const before = await enqueue(d.db, createUnit(newId(), uniqueName('o17-before')));
    const refused = await enqueue(d.db, createUnit(newId(), taken));
    const after = await enqueue(d.db, createUnit(newId(), uniqueName('o17-after')));
    ls.net.offline = false;
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([3]);
    expect(await d.db.outbox.toArray()).toMatchObject([{ id: refused.id, state: 'rejected', error: { status: 422, message: ADMIN_MSG.unitExists } }]);
    expect(await d.db.units.get(refused.entityId)).toBeUndefined();
    expect(await unitsOnServer([before, after])).toBe(2);
  });

  it('O17 O10 an entry with files goes alone as multipart between two batches, with upload progress', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const title = uniqueName('o17-pdf');
    ls.net.offline = true;
    const first = [await enqueue(d.db, createUnit(newId(), uniqueName('o17-f0'))), await enqueue(d.db, createUnit(newId(), uniqueName('o17-f1')))];
    await enqueue(d.db, createTemplate(newId(), title, pdfBlob(title)));
    const last = [await enqueue(d.db, createUnit(newId(), uniqueName('o17-f2'))), await enqueue(d.db, createUnit(newId(), uniqueName('o17-f3')))];
    ls.net.offline = false;
    const uploads: EngineState['upload'][] = [];
    d.engine.subscribe(() => uploads.push(d.engine.getState().upload));
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([2, 2]);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await ls.s.connection.db.selectFrom('measurementTemplates').select('id').where('nameOfFile', '=', title).execute()).toHaveLength(1);
    expect(uploads.some((u) => u !== null && u.loaded === u.total)).toBe(true);
    expect(await unitsOnServer([...first, ...last])).toBe(4);
  });

  it('O17 O2 a batch whose answer was lost is sent again whole with the same keys: every call replayed, none applied twice', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const entries = await queued(d, 5, 'o17-lost');
    ls.net.loseAnswers = 1;
    const seen = watch();
    await d.engine.syncNow();
    // No answer: the first entry waits for its backoff, the others are untouched.
    expect((await d.db.outbox.orderBy('seq').toArray()).map((e) => [e.attempts, e.state])).toEqual([[2, 'pending'], ...entries.slice(1).map(() => [0, 'pending'])]);
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(seen.writes().map((w) => [w.key, w.status, w.replayed])).toEqual([...entries.map((e) => [e.id, 201, false]), ...entries.map((e) => [e.id, 201, true])]);
    expect(await unitsOnServer(entries)).toBe(5);
  });

  it('O17 O2 a batch cut between its calls: those applied are replayed, the rest applied, each once', async () => {
    ls.net.push = 'gateway';
    const d = await device();
    const entries = await queued(d, 5, 'o17-cut');
    ls.net.cutAfter = 2;
    const seen = watch();
    await d.engine.syncNow();
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(seen.writes().map((w) => [w.key, w.replayed])).toEqual([
      ...entries.slice(0, 2).map((e) => [e.id, false]),
      ...entries.slice(0, 2).map((e) => [e.id, true]),
      ...entries.slice(2).map((e) => [e.id, false]),
    ]);
    expect(await unitsOnServer(entries)).toBe(5);
  });

  it('O17 O4 a stopping status on the batch as a whole backs off its first entry and keeps the others untouched', async () => {
    const d = await device();
    const entries = await queued(d, 3, 'o17-502');
    ls.net.intercept = (req) => (new URL(req.url).pathname.endsWith('/sync/push') ? Response.json({ message: 'Bad gateway' }, { status: 502 }) : null);
    await d.engine.syncNow();
    expect((await d.db.outbox.orderBy('seq').toArray()).map((e) => e.attempts)).toEqual([2, 0, 0]);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(await unitsOnServer(entries)).toBe(3);
  });

  it('O17 a server without the endpoint (404) gets the entries one by one, in order, each once', async () => {
    ls.net.push = 'absent';
    const d = await device();
    const entries = await queued(d, 4, 'o17-404');
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([4]);
    expect(seen.writes().map((w) => [w.key, w.status, w.batch])).toEqual(entries.map((e) => [e.id, 201, null]));
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('O17 an answer that is not a batch answer (a proxy\'s 413, a page) falls back to single calls', async () => {
    const d = await device();
    const entries = await queued(d, 3, 'o17-413');
    ls.net.intercept = (req) => (new URL(req.url).pathname.endsWith('/sync/push') ? new Response('<html>too large</html>', { status: 413 }) : null);
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.writes().map((w) => [w.key, w.batch])).toEqual(entries.map((e) => [e.id, null]));
    expect(await unitsOnServer(entries)).toBe(3);
  });

  it("O17 O16 a kiosk's queue: each batch goes with one worker's headers, and workers never share one", async () => {
    ls.net.push = 'gateway';
    const name = uniqueDbName('kiosk');
    const db: ZanatiDb = openLocalDb(name);
    const sentAs: [string | null, string | null][] = [];
    // The calls are answered here: this test is about who each is sent as, not about the kiosk's rights on the server.
    ls.net.intercept = (req) => {
      if (new URL(req.url).pathname.endsWith('/sync/push')) return null;
      sentAs.push([req.headers.get('idempotency-key'), req.headers.get('x-kiosk-worker')]);
      return Response.json({}, { status: 201 });
    };
    saveKiosk({ id: newId(), name: 'Stacioni 1', secret: 'kiosk-secret', companyCode: 'demo', idleMinutes: 5, departments: [] });
    const act = (userId: string) => saveActor({ userId, name: userId, switchId: `turn-${userId}`, checkedBy: 'device', responsibilities: [], lastActiveAt: Date.now() });
    try {
      const made: [string, string][] = [];
      for (const userId of ['ana', 'ana', 'besa', 'besa', 'besa', 'ana']) {
        act(userId);
        made.push([(await enqueue(db, renameUnit(newId(), uniqueName(`o17-kiosk-${userId}`)))).id, userId]);
      }
      const seen = watch();
      await drainOutbox(db, { signal: new AbortController().signal, force: true, onUpload: () => undefined });
      expect(seen.pushes()).toEqual([2, 3]);
      expect(sentAs).toEqual(made);
    } finally {
      clearKiosk();
      localStorage.removeItem('zanati.kiosk.ended');
      db.close();
    }
  });
});

describe("O17 against the server's own endpoint", () => {
  it('O21 an upload the push sends back goes next alone, and batching resumes after it', async () => {
    const d = await device();
    ls.net.offline = true;
    const before = [await enqueue(d.db, createUnit(newId(), uniqueName('o21-a')))];
    // Queued before its endpoint's declaration was kept: it looks batchable, and only the server knows it is an upload.
    const { files: _files, ...template } = createTemplate(newId(), uniqueName('o21-t'), pdfBlob('o21'));
    const upload = await enqueue(d.db, { ...template, carries: undefined });
    const after = [await enqueue(d.db, createUnit(newId(), uniqueName('o21-b'))), await enqueue(d.db, createUnit(newId(), uniqueName('o21-c')))];
    ls.net.offline = false;
    const seen = watch();
    await d.engine.syncNow();
    expect(seen.pushes()).toEqual([4, 2]);
    // Alone it is the route's own answer: a template needs its PDF, so it waits refused for the user — never a batch refusal.
    expect(seen.writes().map((w) => [w.key, w.status, w.batch !== null])).toEqual([
      [before[0]!.id, 201, true],
      [upload.id, SEND_ALONE, true],
      [upload.id, 422, false],
      ...after.map((e) => [e.id, 201, true]),
    ]);
    expect(await d.db.outbox.toArray()).toMatchObject([{ id: upload.id, state: 'rejected', error: { status: 422 } }]);
    expect(await unitsOnServer([...before, ...after])).toBe(3);
  });

  it('O17 O2 a queue goes in batches, a lost answer and a duplicated request included: each write applied once, in order', async () => {
    const d = await device();
    const entries = await queued(d, 12, 'o17-server');
    ls.net.duplicates = 1;
    ls.net.loseAnswers = 1;
    const seen = watch();
    await d.engine.syncNow();
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(seen.pushes()).toEqual([12, 12, 12]);
    const answered = seen.writes().slice(-12);
    expect(answered.map((w) => [w.key, w.status, w.batch !== null])).toEqual(entries.map((e) => [e.id, 201, true]));
    expect(await unitsOnServer(entries)).toBe(12);
    const audits = await ls.s.connection.db
      .selectFrom('auditLog')
      .select('auditableId')
      .where('auditableType', '=', 'units')
      .where('event', '=', 'created')
      .where(
        'auditableId',
        'in',
        entries.map((e) => e.entityId),
      )
      .execute();
    expect(audits).toHaveLength(12);
  });
});
