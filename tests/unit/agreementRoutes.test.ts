// @vitest-environment node
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../src/app/router';

/** The agreements area's paths (spec 000 §2) as the app's router matches them: `{statusId?}` never takes the calendar's static path. */

const leafOf = (path: string) => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  return router.matchRoutes(path).at(-1)?.routeId;
};

describe('/dashboard/agreements', () => {
  it('leaves project/calendar to the calendar module', () => {
    // The calendar's own route (or its index child), never the status list.
    expect(leafOf('/dashboard/agreements/project/calendar')).toMatch(/^\/signedIn\/dashboard\/agreements\/project\/calendar\/?$/);
  });

  it('matches its own screens', () => {
    expect(leafOf('/dashboard/agreements')).toBe('/signedIn/dashboard/agreements/{-$statusId}');
    expect(leafOf('/dashboard/agreements/5')).toBe('/signedIn/dashboard/agreements/{-$statusId}');
    expect(leafOf('/dashboard/agreements/create')).toBe('/signedIn/dashboard/agreements/create/{-$agreementId}/{-$projectId}');
    expect(leafOf('/dashboard/agreements/create/a/b')).toBe('/signedIn/dashboard/agreements/create/{-$agreementId}/{-$projectId}');
    expect(leafOf('/dashboard/agreements/all-agreements/c')).toBe('/signedIn/dashboard/agreements/all-agreements/{-$clientId}');
    expect(leafOf('/dashboard/agreements/archive')).toBe('/signedIn/dashboard/agreements/archive/{-$moduleName}');
  });
});
