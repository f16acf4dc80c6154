// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlanningProduct, PlanningStatus } from '../../../domain/production/planningSources.js';
import { productionTable } from '../../../domain/production/productionTable.js';
import { planningProduct, planningSources, planningStatus } from '../../fixtures/planningSources.js';

const TODAY = '2026-11-24';

const product = (id: string, clientId: string, over: Partial<PlanningProduct> = {}) => planningProduct(id, { clientId, projectId: `project-${clientId}`, ...over });
const status = planningStatus;

const sources = (products: PlanningProduct[], processes: PlanningStatus[]) =>
  planningSources(products, processes, {
    clients: new Map([
      ['c1', { firstnameAndLastname: 'Arta', lastName: 'Krasniqi' }],
      ['c2', { firstnameAndLastname: 'Besnik', lastName: 'Çela' }],
    ]),
    projects: new Map([
      ['project-c1', { projectName: 'Kuzhina', shipmentDestinationId: 1 }],
      ['project-c2', { projectName: 'Garderoba', shipmentDestinationId: 1 }],
    ]),
    responsibilities: new Map([
      ['cut', { name: 'Prerja', departmentId: 'd1' }],
      ['paint', { name: 'Ngjyrosja', departmentId: 'd2' }],
    ]),
  });

describe('the production table (spec 001 §2 /dashboard/production)', () => {
  const src = sources(
    [
      product('p1', 'c1'),
      product('p2', 'c1', { start: '2026-11-20', end: '2026-12-04' }), // to do and its start has passed: late
      product('p3', 'c2', { start: '2026-11-22', end: '2026-11-26' }),
      product('p4', 'c2', { active: 0 }), // passive: not in production
      product('p5', 'c2', { doneStatus: 1 }), // done: in the archive
    ],
    [status('p1', 'cut', 1), status('p1', 'paint', 2), status('p2', 'cut', 2), status('p3', 'paint', 4), status('p4', 'cut', 4), status('p5', 'cut', 1)],
  );

  it('one row per client in production, their span, progress and late products, earliest start first', () => {
    expect(productionTable(src, {}, TODAY)).toEqual([
      { client: { id: 'c1', name: 'Arta Krasniqi' }, projects: ['Kuzhina'], products: 2, start: '2026-11-20', end: '2026-12-04', progress: 33.33, late: 1 },
      { client: { id: 'c2', name: 'Besnik Çela' }, projects: ['Garderoba'], products: 1, start: '2026-11-22', end: '2026-11-26', progress: 0, late: 0 },
    ]);
  });

  it('a department keeps the products whose chain passes through it', () => {
    expect(productionTable(src, { departmentId: 'd1' }, TODAY).map((r) => [r.client.id, r.products])).toEqual([['c1', 2]]);
    expect(productionTable(src, { departmentId: 'd2' }, TODAY).map((r) => [r.client.id, r.products])).toEqual([
      ['c2', 1], // starts 22 November; c1's product there on the 25th
      ['c1', 1],
    ]);
  });

  it('the client search ignores case and accents', () => {
    expect(productionTable(src, { name: 'CELA' }, TODAY).map((r) => r.client.id)).toEqual(['c2']);
    expect(productionTable(src, { name: 'nobody' }, TODAY)).toEqual([]);
  });
});
