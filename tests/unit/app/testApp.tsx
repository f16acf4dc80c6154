import { createMemoryHistory } from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { newId } from '../../../domain/ids.js';
import type { Change } from '../../../domain/entities.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { App } from '../../../src/app/App';
import { createAppRouter } from '../../../src/app/router';
import { endSession, startSession } from '../../../src/app/session/sessionStore';
import { configureApi, localDbName, type OutboxEntry, type Session } from '../../../src/local';
import { openLocalDb } from '../../../src/local/db';

/** What the fake API server answers one request with; `undefined` means no answer at all (offline). */
export type FakeAnswer = { status: number; body?: unknown } | undefined;
export type FakeHandler = (request: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** One request: its path under /api/v1 and its query without the '?'. */
export interface FakeCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export interface FakeApi {
  /** Every request the app made, in order ("POST login"). */
  calls: FakeCall[];
  /** Handlers by "METHOD path" (path under /api/v1, without the query). */
  routes: Map<string, FakeHandler>;
  /** Rows the sync pull hands out (once). */
  feed: Change[];
}

/**
 * Points the shared ky client at an in-memory server. Unknown requests get no
 * answer (a network error), which is how the app sees being offline.
 */
export function installFakeApi(): FakeApi {
  const fake: FakeApi = { calls: [], routes: new Map(), feed: [] };
  fake.routes.set('GET sync/pull', () => {
    const changes = fake.feed.splice(0);
    return { status: 200, body: { changes, cursor: String(changes.length), hasMore: false } };
  });
  // The fake speaks the feed alone, as a server from before snapshots: a new device then pulls the whole feed (O19).
  fake.routes.set('GET sync/snapshot', () => ({ status: 404, body: { message: 'Not found' } }));
  configureApi({
    prefixUrl: 'http://zanati.test/api/v1',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\/v1\//, '');
      const text = await request.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const call = { method: request.method, path, query: url.search.slice(1), body };
      fake.calls.push(call);
      const answer = await fake.routes.get(`${request.method} ${path}`)?.(call);
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return fake;
}

export function makeSession(permissions: PermissionMap, overrides: Partial<Session> = {}): Session {
  return {
    token: `token-${newId()}`,
    // A fresh user per test: each test gets its own local database.
    userId: newId(),
    username: 'arben',
    companyCode: 'demo',
    permissions,
    adminDepartments: [],
    responsibilities: [],
    ...overrides,
  };
}

/** The token check's answer for a session: still valid, same permissions. */
export function acceptToken(fake: FakeApi, session: Session): void {
  fake.routes.set('GET authenticated', () => ({
    status: 200,
    body: {
      authenticated: true,
      user: { id: session.userId, username: session.username },
      permissions: session.permissions,
      adminDepartments: session.adminDepartments,
      departments: [],
      responsibilities: session.responsibilities,
    },
  }));
}

/** Renders the whole app at `path`, signed in as `session` when given. */
export async function renderApp(path: string, session?: Session) {
  if (session) startSession(session);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  const view = render(<App router={router} />);
  await act(() => router.load());
  return { ...view, router, history };
}

export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.href;
}

/** Unmounts, forgets the session and the device's stored choices (each test's user has its own database). */
export function resetApp(): void {
  cleanup();
  endSession();
  localStorage.clear();
}

// jsdom has no scrolling (the router restores scroll positions) and no
// ResizeObserver (Headless UI anchors its menus with it); nothing here needs either to act.
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

/** The user's queued changes, read through a second connection as another tab would. */
export async function outboxOf(session: Session): Promise<OutboxEntry[]> {
  const db = openLocalDb(localDbName(session));
  try {
    return await db.outbox.orderBy('seq').toArray();
  } finally {
    db.close();
  }
}

/** Puts an outbox entry (e.g. an already refused one) on the device before the app starts. */
export async function seedOutbox(session: Session, entry: OutboxEntry): Promise<void> {
  const db = openLocalDb(localDbName(session));
  try {
    await db.outbox.add(entry);
  } finally {
    db.close();
  }
}

/** A feed row as the sync pull sends it. */
export function put(entity: Change['entity'], data: Record<string, unknown> & { id: string }): Change {
  return { entity, id: data.id, op: 'put', data };
}
