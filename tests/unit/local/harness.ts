import { MSG } from '../../../domain/messages.js';
import { stopsBatch, type PushAnswer, type PushCall, type PushResult } from '../../../domain/syncPush.js';
import { feedScope } from '../../../domain/visibility.js';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers.js';
import { configureApi } from '../../../src/local/api.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { writeMeta } from '../../../src/local/meta.js';
import { SyncEngine, type EngineOptions } from '../../../src/local/engine.js';
import { saveSession, type Session } from '../../../src/local/session.js';
import { startTestServer, type TestServer } from '../../fixtures/testServer.js';

/**
 * The local layer against the real server: Fastify + SQLite in this process,
 * the real fetch, fake-indexeddb for IndexedDB. Two shims make jsdom behave
 * like the browser the PWA runs in; each says why below.
 */

// fake-indexeddb clones values with Node's structuredClone, which does not know
// jsdom's Blob and would store it as {}. A browser's IndexedDB stores a Blob as
// a Blob; Blobs are immutable, so keeping the same object is what it amounts to.
const nodeClone = globalThis.structuredClone;
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneKeepingBlobs(v)])) as T;
  }
  return nodeClone(value);
}
globalThis.structuredClone = cloneKeepingBlobs;

// vitest's jsdom environment replaces the global Uint8Array and ArrayBuffer with
// jsdom's own, so a Node Buffer is not `instanceof Uint8Array` here. The server
// runs in this same process and its upload sniffing (file-type) makes exactly
// that check; in production it runs in plain Node. Give it Node's constructors back.
globalThis.Uint8Array = (Object.getPrototypeOf(Buffer.prototype) as { constructor: Uint8ArrayConstructor }).constructor;
globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;

interface JsdomHandle {
  reconfigure(settings: { url: string }): void;
  window: { _origin: string };
}

/** What the test does to the network between the app and the server. */
export interface Network {
  offline: boolean;
  /** The next N write requests (a batch is one) reach the server and are applied, but their answers are lost on the way back. */
  loseAnswers: number;
  /** The next N write requests reach the server twice (a retransmission); the app hears the second answer. */
  duplicates: number;
  /** The next batch is cut after this many calls: those reach the server and are applied, the rest never do, and the answer is lost. */
  cutAfter: number | null;
  /**
   * Who answers POST sync/push (O17): 'server' its endpoint; 'gateway' this
   * network, which sends the calls on one by one as single requests with their
   * keys (so `intercept` sees, and may answer, each call) and stops at the
   * first that stops a batch, as the endpoint does; 'absent' answers 404, as
   * a server from before batches does.
   */
  push: 'server' | 'gateway' | 'absent';
  /** Answers a request instead of the server (a gateway in between), or null to pass it on. */
  intercept: ((request: Request) => Response | null) | null;
  /**
   * Every write that reached the server, and how it was answered; a batch's
   * calls one by one, with the number of their request (`batch`). `replayed`
   * is null where the server does not say (a call inside its batch endpoint).
   */
  writes: { method: string; path: string; key: string | null; status: number; replayed: boolean | null; batch: number | null }[];
  /** The calls each sync/push request carried, in the order they were sent. */
  pushes: number[];
}

export interface LocalServer {
  s: TestServer;
  net: Network;
  close(): Promise<void>;
}

const lost = () => new TypeError('network connection lost');

export async function startLocalServer(): Promise<LocalServer> {
  const s = await startTestServer();
  const origin = new URL(s.api).origin;
  // The page is served by its API server (same origin), so XMLHttpRequest uploads
  // are not cross-origin. jsdom's reconfigure does not update the origin XHR uses.
  const jsdom = (globalThis as unknown as { jsdom: JsdomHandle }).jsdom;
  jsdom.reconfigure({ url: `${origin}/` });
  jsdom.window._origin = origin;

  const net: Network = { offline: false, loseAnswers: 0, duplicates: 0, cutAfter: null, push: 'server', intercept: null, writes: [], pushes: [] };
  const realFetch = globalThis.fetch;
  const pathOf = (url: string) => new URL(url).pathname.replace('/api/v1/', '');

  async function single(request: Request, batch: number | null): Promise<Response> {
    // A batch's calls meet the gateway's interceptor one by one; a single request met it already.
    const intercepted = batch === null ? null : net.intercept?.(request);
    if (intercepted) return intercepted;
    const response = await realFetch(request);
    const key = request.headers.get('idempotency-key');
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    net.writes.push({ method: request.method, path: pathOf(request.url), key, status: response.status, replayed, batch });
    return response;
  }

  /** The endpoint's contract played here: each call a single request with its key, in order, up to the first that stops the batch. */
  async function gateway(request: Request, calls: readonly PushCall[], batch: number): Promise<PushResult[]> {
    const credentials = Object.fromEntries([...request.headers].filter(([name]) => name === 'authorization' || name.startsWith('x-')));
    const results: PushResult[] = [];
    for (const call of calls) {
      const body = call.body === undefined ? {} : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } };
      const one = new Request(`${s.api}/${call.path.replace(/^\//, '')}`, {
        method: call.method,
        ...body,
        headers: { ...credentials, ...body.headers, 'idempotency-key': call.key },
      });
      const response = await single(one, batch);
      const text = await response.text();
      results.push({ key: call.key, status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) });
      if (stopsBatch(response.status)) break;
    }
    return results;
  }

  async function push(request: Request): Promise<Response> {
    const batch = net.pushes.length;
    const { calls } = (await request.clone().json()) as { calls: PushCall[] };
    net.pushes.push(calls.length);
    if (net.push === 'absent') return Response.json({ message: MSG.notFound }, { status: 404 });
    const cut = net.cutAfter;
    net.cutAfter = null;
    const reaching = cut === null ? calls : calls.slice(0, cut);
    if (net.push === 'gateway') {
      const results = await gateway(request, reaching, batch);
      if (cut !== null) throw lost();
      return Response.json({ results });
    }
    const forwarded = new Request(request, { body: JSON.stringify({ calls: reaching }) });
    const response = reaching.length > 0 ? await realFetch(forwarded) : null;
    if (cut !== null || !response) throw lost();
    const answer = response.ok ? ((await response.clone().json()) as PushAnswer) : { results: [] };
    for (const [i, r] of answer.results.entries()) {
      net.writes.push({ method: reaching[i]!.method, path: reaching[i]!.path.replace(/^\//, ''), key: r.key, status: r.status, replayed: null, batch });
    }
    return response;
  }

  const write = (request: Request) => (pathOf(request.url) === 'sync/push' ? push(request) : single(request, null));

  const controlledFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (net.offline) throw new TypeError('Failed to fetch');
    const intercepted = net.intercept?.(request);
    if (intercepted) return intercepted;
    if (request.method === 'GET') return realFetch(request);
    if (net.duplicates > 0) {
      net.duplicates -= 1;
      await (await write(request.clone())).arrayBuffer();
    }
    const response = await write(request);
    if (net.loseAnswers > 0) {
      net.loseAnswers -= 1;
      await response.arrayBuffer();
      throw lost();
    }
    return response;
  };
  configureApi({ prefixUrl: s.api, fetch: controlledFetch });
  return { s, net, close: () => s.close() };
}

/** A new device that has seen the feed up to now, started (see startFromNow). */
export async function newDevice(
  s: TestServer,
  session: Session,
  options: Partial<EngineOptions> = {},
  prepare?: (db: ZanatiDb) => void,
): Promise<Device & { name: string }> {
  const name = uniqueDbName(session.username);
  const db = openLocalDb(name);
  await startFromNow(s, db, session);
  db.close();
  return { ...openDevice(name, session, options, prepare), name };
}

/** POST login's answer, as the login screen reads it. */
interface LoginAnswer extends Pick<Session, 'token' | 'companyCode' | 'permissions' | 'adminDepartments' | 'responsibilities'> {
  user: { id: string; username: string };
}

/** Signs in over HTTP as the login screen does and stores the session. */
export async function signIn(s: TestServer, username: string, companyCode = 'demo'): Promise<Session> {
  const res = await s.request('POST', 'login', { body: { username, password: DEMO_PASSWORD, companyCode, rememberMe: true } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  const answer = res.body as LoginAnswer;
  const session: Session = {
    token: answer.token,
    userId: answer.user.id,
    username: answer.user.username,
    companyCode: answer.companyCode,
    permissions: answer.permissions,
    adminDepartments: answer.adminDepartments,
    responsibilities: answer.responsibilities,
  };
  saveSession(session);
  return session;
}

let dbCount = 0;
export const uniqueDbName = (label: string) => `zanati-test-${label}-${process.pid}-${++dbCount}`;

export interface Device {
  db: ZanatiDb;
  engine: SyncEngine;
  /** Closes the page: stops the engine (waits for its step to finish) and closes the database. */
  close(): Promise<void>;
}

/**
 * Marks a new database as synced up to the server's feed as it is now, so a
 * test device does not first pull the whole seeded demo company. Tests then
 * look only at the rows they write.
 */
export async function startFromNow(s: TestServer, db: ZanatiDb, session: Session): Promise<void> {
  const company = await s.connection.db.selectFrom('companies').select('id').where('code', '=', session.companyCode).executeTakeFirstOrThrow();
  const { max } = await s.connection.db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('seq').as('max'))
    .where('companyId', '=', company.id)
    .executeTakeFirstOrThrow();
  await writeMeta(db, 'scope', feedScope(session.permissions));
  await writeMeta(db, 'cursor', String(max ?? ''));
}

/** Opens a "page": the database by name and a started engine, as LocalDataProvider does. */
export function openDevice(name: string, session: Session, options: Partial<EngineOptions> = {}, prepare?: (db: ZanatiDb) => void): Device {
  const db = openLocalDb(name);
  // Middleware a test adds (a failing disk) must be in place before Dexie opens.
  prepare?.(db);
  const engine = new SyncEngine(db, { scope: feedScope(session.permissions), ...options });
  engine.start();
  return {
    db,
    engine,
    close: async () => {
      await engine.stop();
      db.close();
    },
  };
}

let unique = 0;
export const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++unique}`;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (the engine works in the background), failing after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await sleep(10);
  }
}
