// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/format.js';
import { MSG } from '../../../domain/messages.js';
import { archivedProducts } from '../../../domain/production/archives.js';
import type { PlanningProduct, PlanningStatus } from '../../../domain/production/planningSources.js';
import { planningProduct, planningSources, planningStatus } from '../../fixtures/planningSources.js';
import { measurementOf, pricedProducts, productPrice, totalOf, viewPriceQuery, type PriceSources } from '../../../domain/production/prices.js';

const product = (id: string, over: Partial<PlanningProduct> = {}) =>
  planningProduct(id, { projectId: 'kitchen', articleId: 'a1', type: 'K-1', start: '2026-12-01', end: '2026-12-10', totalPrice: 100, ...over });
const status = planningStatus;

const sources = (products: PlanningProduct[], processes: PlanningStatus[]): PriceSources => ({
  ...planningSources(products, processes, {
    clients: new Map([
      ['c1', { firstnameAndLastname: 'Arta', lastName: 'Krasniqi' }],
      ['c2', { firstnameAndLastname: 'Besnik', lastName: 'Çela' }],
    ]),
    projects: new Map([
      ['kitchen', { projectName: 'Kuzhina', shipmentDestinationId: 1 }],
      ['wardrobe', { projectName: 'Garderoba', shipmentDestinationId: 2 }],
      ['door', { projectName: 'Dera', shipmentDestinationId: 1 }],
    ]),
    articles: new Map([['a1', { name: 'Dollap' }]]),
    responsibilities: new Map([
      ['cut', { name: 'Prerja', departmentId: 'd1' }],
      ['paint', { name: 'Ngjyrosja', departmentId: 'd2' }],
    ]),
  }),
  measures: new Map([
    ['kitchen', 2],
    ['wardrobe', 1],
    ['door', 3],
  ]),
});

/** The query as the server reads it from a query string. */
const filters = (query: Record<string, string> = {}) => v.parse(viewPriceQuery, query);

describe('the price of a product line (spec 001 §9 row price, spec 000 §5 line total)', () => {
  it('is the discounted line total when the offer computed one', () => {
    expect(productPrice({ totalPrice: 1234.5, price: 100, quantity: 3 })).toBe(1234.5);
  });

  it('is the list price times the quantity when no total was computed', () => {
    expect(productPrice({ totalPrice: 0, price: 12.345, quantity: 2 })).toBe(24.69);
    expect(productPrice({ totalPrice: 0, price: 0.1, quantity: 3 })).toBe(0.3);
    expect(productPrice({ totalPrice: 0, price: 0, quantity: 5 })).toBe(0);
  });

  it('totals to the cent without binary drift; a hidden price adds nothing', () => {
    expect(totalOf([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(totalOf([{ price: 1.005 }, { price: null }])).toBe(1.01);
    expect(totalOf([])).toBe(0);
  });

  it("is shown with 2 decimals, apostrophes between thousands and a euro sign (spec 001 §9)", () => {
    expect(formatMoney(totalOf([{ price: 1234567.5 }, { price: 0.25 }]))).toBe("1'234'567.75 €");
    expect(formatMoney(999.999)).toBe("1'000.00 €");
    expect(formatMoney(-1500)).toBe("-1'500.00 €");
  });

  it('prices the archive by the same rule', () => {
    const src = sources([product('p1', { doneStatus: 1, finishedAt: '2026-11-20T10:00:00.000Z', totalPrice: 0, price: 40, quantity: 2.5 })], [status('p1', 'cut', 1)]);
    expect(archivedProducts(src, {}, true)[0]?.totalPrice).toBe(100);
    expect(archivedProducts(src, {}, false)[0]?.totalPrice).toBeNull();
  });
});

describe('the measurement a product shows (spec 001 §3: 2 final, otherwise initial)', () => {
  it('is final only for a final measure', () => {
    expect([measurementOf(2), measurementOf(1), measurementOf(3), measurementOf(undefined)]).toEqual([2, 1, 1, 1]);
  });
});

describe('GET products/view-price filters (the status query’s plus measureStatusId)', () => {
  const src = sources(
    [
      product('p1', { totalPrice: 1000, start: '2026-12-01', end: '2026-12-20' }),
      product('p2', { projectId: 'wardrobe', clientId: 'c2', totalPrice: 250.25, start: '2026-12-05', end: '2026-12-08' }),
      product('p3', { projectId: 'door', totalPrice: 0, price: 10, quantity: 4, start: '2026-11-28', end: null }),
      product('p4', { projectId: null, start: null, end: null }),
      product('passive', { active: 0 }),
      product('done', { doneStatus: 1 }),
      product('no-chain'),
    ],
    [status('p1', 'cut'), status('p1', 'paint'), status('p2', 'paint'), status('p3', 'cut', 1), status('p4', 'cut'), status('passive', 'cut'), status('done', 'cut', 1)],
  );
  const shown = (query: Record<string, string> = {}) => pricedProducts(src, filters(query));
  const ids = (query: Record<string, string> = {}) => shown(query).data.map((r) => r.id);

  it('answers the products in production with a chain, earliest start first, undated last, each priced, and their total', () => {
    const answer = shown();
    expect(answer.data.map((r) => r.id)).toEqual(['p3', 'p1', 'p2', 'p4']);
    expect(answer.data.map((r) => r.price)).toEqual([40, 1000, 250.25, 100]);
    expect(answer.totalPrice).toBe(1390.25);
    expect(answer.data[1]).toEqual({
      id: 'p1',
      client: { id: 'c1', name: 'Arta Krasniqi' },
      project: { id: 'kitchen', name: 'Kuzhina' },
      designation: { name: 'Dollap' },
      type: 'K-1',
      quantity: 1,
      measureStatus: 2,
      start: '2026-12-01',
      end: '2026-12-20',
      calendarComment: null,
      departmentIds: ['d1', 'd2'],
      price: 1000,
    });
  });

  it('a department tab keeps the products whose chain passes through it', () => {
    expect(pricedProducts(src, { ...filters(), departmentId: 'd2' }).data.map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(pricedProducts(src, { ...filters(), departmentId: 'd2' }).totalPrice).toBe(1250.25);
    expect(ids({ departmentId: '01a21222-d352-7002-ae13-74d49b3520f6' })).toEqual([]);
  });

  it('filters by initial or final measurement (on hold and no measure are initial)', () => {
    expect(ids({ measureStatusId: '2' })).toEqual(['p1']);
    expect(ids({ measureStatusId: '1' })).toEqual(['p3', 'p2', 'p4']);
    expect(shown({ measureStatusId: '1' }).totalPrice).toBe(390.25);
  });

  it('filters the start or the end by the range, inclusive; an undated product is out of any range', () => {
    expect(ids({ start: '2026-12-01', end: '2026-12-05' })).toEqual(['p1', 'p2']);
    expect(ids({ filterDatesBy: 'end', start: '2026-12-08', end: '2026-12-20' })).toEqual(['p2', 'p1']);
    expect(ids({ filterDatesBy: 'end', end: '2026-12-31' })).toEqual(['p2', 'p1']);
  });

  it('sorts by the date column either way, finds a client by part of the name without diacritics', () => {
    expect(ids({ sort: 'desc' })).toEqual(['p4', 'p2', 'p1', 'p3']);
    expect(ids({ name: 'cel' })).toEqual(['p2']);
    expect(ids({ name: 'ARTA kras' })).toEqual(['p3', 'p1', 'p4']);
  });

  it('refuses a range whose start is after its end with the spec message, on the start', () => {
    const result = v.safeParse(viewPriceQuery, { start: '2026-12-02', end: '2026-12-01' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MSG.dateRangeOrder);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe('start');
  });

  it('refuses measurements other than 1 and 2', () => {
    for (const measureStatusId of ['0', '3', 'final', '1.5']) expect(v.safeParse(viewPriceQuery, { measureStatusId }).success, measureStatusId).toBe(false);
  });
});
