import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePatternOf, type AnyEndpoint } from '../../domain/kit/endpoint.js';
import { endpointsOf, type DomainModule } from '../../domain/kit/module.js';
import { DOMAIN_MODULES } from '../../domain/modules.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * The PWA builds every command from a declared endpoint (callOf: a path typed
 * by hand does not compile), and the server must serve exactly that
 * declaration: the method and path of the real route table, and a route
 * registered from the declaration itself, so it parses the body with the same
 * schema the PWA's form validated with (server/http/serve.ts).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s.close());

const declared = (DOMAIN_MODULES as readonly DomainModule[]).flatMap((module) => endpointsOf(module).map((endpoint) => ({ module: module.name, endpoint })));
const describeCall = (e: AnyEndpoint) => `${e.method} ${e.path}`;

describe('route contract', () => {
  it('declares calls in the modules (the list this suite walks is not empty)', () => {
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.some(({ endpoint }) => endpoint.method !== 'GET')).toBe(true);
  });

  it('serves every declared call at its method and path, registered from the declaration with its body schema', () => {
    const problems: string[] = [];
    for (const { module, endpoint } of declared) {
      const url = `/api/v1${routePatternOf(endpoint.path)}`;
      const route = s.app.routeTable.find((r) => r.method === endpoint.method && r.url === url);
      if (!route) problems.push(`${module}: ${describeCall(endpoint)} has no route (${endpoint.method} ${url})`);
      else if (route.endpoint === undefined) problems.push(`${module}: ${describeCall(endpoint)} is served by a route registered by hand, not with serve()`);
      else if (route.endpoint.body !== endpoint.body) problems.push(`${module}: ${describeCall(endpoint)} is served with another body schema`);
      else if (route.endpoint.path !== endpoint.path || route.endpoint.method !== endpoint.method) problems.push(`${module}: ${describeCall(endpoint)} is served from another declaration`);
    }
    expect(problems).toEqual([]);
  });

  it('registers no call from a declaration that no module lists', () => {
    const known = new Set<AnyEndpoint>(declared.map(({ endpoint }) => endpoint));
    const strays = s.app.routeTable.filter((r) => r.endpoint && !known.has(r.endpoint)).map((r) => `${r.method} ${r.url}`);
    expect(strays).toEqual([]);
  });
});
