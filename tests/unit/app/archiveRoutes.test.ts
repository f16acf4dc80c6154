// @vitest-environment node
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MODULES, type ArchiveModule } from '../../../domain/archive/modules.js';
import { archiveEditTarget } from '../../../src/app/archive/editTargets';
import { archivesOf } from '../../../src/app/archive/archives';
import { CLIENT_MODULES } from '../../../src/app/modules';
import { createAppRouter } from '../../../src/app/router';

/** The archives' routes and edit targets (spec 000 §2, 001 §2) as the app's router matches them. */

const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
const leafOf = (path: string) => router.matchRoutes(path).at(-1)?.routeId;

describe('the archive screens', () => {
  it('every area of an archive module has one, with or without a module name, and it is not the area\'s own list', () => {
    for (const here of ARCHIVE_MODULES) {
      const id = `/signedIn/dashboard/${here}/archive/{-$moduleName}`;
      expect(leafOf(`/dashboard/${here}/archive`)).toBe(id);
      for (const whose of ARCHIVE_MODULES) expect(leafOf(`/dashboard/${here}/archive/${whose}`)).toBe(id);
    }
  });

  it('every archive module has exactly one page, and a second one fails at start', () => {
    const archives = archivesOf(CLIENT_MODULES);
    expect([...archives.keys()]).toEqual([...ARCHIVE_MODULES]);
    const transport = CLIENT_MODULES.find((m) => m.name === 'transport')!;
    expect(() => archivesOf([...CLIENT_MODULES, transport])).toThrow(/transport: 2 pages/);
    expect(() => archivesOf(CLIENT_MODULES.filter((m) => m.name !== 'impression'))).toThrow(/impression: 0 pages/);
  });

  it('keeps production\'s board of done products on its own path', () => {
    expect(leafOf('/dashboard/production/production-archive/c1')).toBe('/signedIn/dashboard/production/production-archive/{-$clientId}');
  });
});

const line = { id: 'row-1', clientId: 'client-1', projectId: 'project-1', code: 'T-7', formTarget: 'transport-9' };

describe('an archive line\'s edit', () => {
  const expected: Record<ArchiveModule, [path: string, routeId: string]> = {
    contact: ['/dashboard/contact/create/client-1', '/signedIn/dashboard/contact/create/{-$clientId}'],
    measures: ['/dashboard/measures/create/project-1/client-1', '/signedIn/dashboard/measures/create/{-$measureId}/{-$clientId}'],
    offers: ['/dashboard/offers/create/row-1/project-1', '/signedIn/dashboard/offers/create/{-$offerId}/{-$projectId}'],
    agreements: ['/dashboard/agreements/create/row-1/project-1', '/signedIn/dashboard/agreements/create/{-$agreementId}/{-$projectId}'],
    production: ['/dashboard/production/create/client-1', '/signedIn/dashboard/production/create/{-$clientId}'],
    warehouse: ['/dashboard/warehouse/create/client-1', '/signedIn/dashboard/warehouse/create/{-$clientId}/{-$projectId}'],
    transport: ['/dashboard/transport/create/record/T-7', '/signedIn/dashboard/transport/create/record/{-$transportCode}'],
    installation: ['/dashboard/installation/create/transport-9', '/signedIn/dashboard/installation/create/{-$transportId}'],
    service: ['/dashboard/service/create/row-1/project-1', '/signedIn/dashboard/service/create/{-$serviceId}/{-$projectId}'],
    impression: ['/dashboard/impression/create/client-1/project-1', '/signedIn/dashboard/impression/create/$clientId/$projectId/{-$authToken}'],
  };

  it.each(ARCHIVE_MODULES)('%s opens the spec\'s form of its module', (module) => {
    const [path, routeId] = expected[module];
    expect(archiveEditTarget(module, line)).toBe(path);
    expect(leafOf(path)).toBe(routeId);
  });

  it('a transport without its code yet opens by its id; a line without a project leaves the segment out', () => {
    expect(archiveEditTarget('transport', { ...line, code: '' })).toBe('/dashboard/transport/create/record/row-1');
    expect(archiveEditTarget('offers', { ...line, projectId: null })).toBe('/dashboard/offers/create/row-1');
  });
});
