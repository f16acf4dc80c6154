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
  /** The next N writes reach the server and are applied, but their answers are lost on the way back. */
  loseAnswers: number;
  /** Answers a request instead of the server (a gateway in between), or null to pass it on. */
  intercept: ((request: Request) => Response | null) | null;
  /** Every write that reached the server, and how it was answered. */
  writes: { method: string; path: string; key: string | null; status: number; replayed: boolean }[];
}

export interface LocalServer {
  s: TestServer;
  net: Network;
  close(): Promise<void>;
}

export async function startLocalServer(): Promise<LocalServer> {
  const s = await startTestServer();
  const origin = new URL(s.api).origin;
  // The page is served by its API server (same origin), so XMLHttpRequest uploads
  // are not cross-origin. jsdom's reconfigure does not update the origin XHR uses.
  const jsdom = (globalThis as unknown as { jsdom: JsdomHandle }).jsdom;
  jsdom.reconfigure({ url: `${origin}/` });
  jsdom.window._origin = origin;

  const net: Network = { offline: false, loseAnswers: 0, intercept: null, writes: [] };
  const realFetch = globalThis.fetch;
  const controlledFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (net.offline) throw new TypeError('Failed to fetch');
    const intercepted = net.intercept?.(request);
    if (intercepted) return intercepted;
    const write = request.method !== 'GET';
    const response = await realFetch(request);
    if (write) {
      net.writes.push({
        method: request.method,
        path: new URL(request.url).pathname.replace('/api/v1/', ''),
        key: request.headers.get('idempotency-key'),
        status: response.status,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      });
    }
    if (write && net.loseAnswers > 0) {
      net.loseAnswers -= 1;
      await response.arrayBuffer();
      throw new TypeError('network connection lost');
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
