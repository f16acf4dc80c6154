import { describe, expect, it } from 'vitest';
import type { PlanningProduct, PlanningSources, PlanningStatus } from '../../../domain/production/planningSources.js';
import { productionTable } from '../../../domain/production/productionTable.js';

const TODAY = '2026-11-24';

const product = (id: string, clientId: string, over: Partial<PlanningProduct> = {}): PlanningProduct => ({
  id,
  clientId,
  projectId: `project-${clientId}`,
  articleId: null,
  type: null,
  quantity: 1,
  start: '2026-11-25',
  end: '2026-11-30',
  calendarComment: null,
  price: 0,
  totalPrice: 0,
  discountPrice: 0,
  active: 1,
  doneStatus: 0,
  finishedAt: null,
  ...over,
});

const status = (productId: string, responsibilityId: string, statusId: number): PlanningStatus => ({
  id: `${productId}-${responsibilityId}`,
  productId,
  responsibilityId,
  position: 0,
  userId: null,
  statusId,
  adminWarning: null,
  finishedAt: null,
  returnedAt: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
});

const sources = (products: PlanningProduct[], processes: PlanningStatus[]): PlanningSources => ({
  products,
  processes,
  materials: [],
  clients: new Map([
    ['c1', { firstnameAndLastname: 'Arta', lastName: 'Krasniqi' }],
    ['c2', { firstnameAndLastname: 'Besnik', lastName: 'Çela' }],
  ]),
  projects: new Map([
    ['project-c1', { projectName: 'Kuzhina', shipmentDestinationId: 1 }],
    ['project-c2', { projectName: 'Garderoba', shipmentDestinationId: 1 }],
  ]),
  articles: new Map(),
  responsibilities: new Map([
    ['cut', { name: 'Prerja', departmentId: 'd1' }],
    ['paint', { name: 'Ngjyrosja', departmentId: 'd2' }],
  ]),
  users: new Map(),
  materialNames: new Map(),
  temporaryMaterialNames: new Map(),
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
