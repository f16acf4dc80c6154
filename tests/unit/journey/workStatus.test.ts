// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agreementStatusFrom, recordDelivered, workStatuses, type WorkFacts, type WorkProduct, type WorkRecord } from '../../../domain/journey/workStatus.js';
import { STATUS } from '../../../domain/production/statuses.js';

const product = (id: string, over: Partial<WorkProduct> = {}): WorkProduct => ({ id, offerId: 'o', quantity: 2, canceled: 0, forProduction: 1, doneStatus: 0, ...over });
const record = (id: string, over: Partial<WorkRecord> = {}): WorkRecord => ({ id, projectId: 'p', withoutTransport: 0, withoutInstallation: 0, products: [{ productId: 'a', quantity: 2 }], ...over });
const facts = (over: Partial<WorkFacts> = {}): WorkFacts => ({
  products: [product('a'), product('b')],
  agreements: [{ id: 'ag', offerId: 'o', agreementStatusId: 1 }],
  steps: [],
  records: [],
  transports: [],
  installations: [],
  ...over,
});
const of = (f: WorkFacts) => {
  const s = workStatuses(f);
  return { a: s.products.get('a'), b: s.products.get('b'), agreement: s.agreements.get('ag') };
};

describe('work statuses (spec 000 §4: 1 waiting, 2 in production, 3 in warehouse, 4 completed, 5 cancelled)', () => {
  it('waits (1) until a process or material is started; a late or to-do box is not a start', () => {
    expect(of(facts({ steps: [{ productId: 'a', statusId: STATUS.late, startedAt: null }] }))).toEqual({ a: 1, b: 1, agreement: 1 });
    expect(of(facts({ steps: [{ productId: 'a', statusId: STATUS.inProcess, startedAt: '2026-03-01T08:00:00Z' }] }))).toEqual({ a: 2, b: 1, agreement: 2 });
    // Sent back to do after a start: still started, as its start stays recorded.
    expect(of(facts({ steps: [{ productId: 'b', statusId: STATUS.toDo, startedAt: '2026-03-01T08:00:00Z' }] })).b).toBe(2);
    expect(of(facts({ steps: [{ productId: 'b', statusId: STATUS.paused, startedAt: null }] })).b).toBe(2);
  });

  it('is in the warehouse (3) once production completed it; the agreement when all its made lines are', () => {
    expect(of(facts({ products: [product('a', { doneStatus: 1 }), product('b')] }))).toEqual({ a: 3, b: 1, agreement: 2 });
    expect(of(facts({ products: [product('a', { doneStatus: 1 }), product('b', { doneStatus: 1 })] }))).toEqual({ a: 3, b: 3, agreement: 3 });
  });

  it('completes (4) when its whole quantity is in delivered records; the agreement when all are', () => {
    const done = [product('a', { doneStatus: 1 }), product('b', { doneStatus: 1 })];
    const half = record('r', { products: [{ productId: 'a', quantity: 1 }], withoutTransport: 1, withoutInstallation: 1 });
    expect(of(facts({ products: done, records: [half] }))).toEqual({ a: 3, b: 3, agreement: 3 });
    const rest = record('r2', { products: [{ productId: 'a', quantity: 1 }], withoutTransport: 1, withoutInstallation: 1 });
    expect(of(facts({ products: done, records: [half, rest] }))).toEqual({ a: 4, b: 3, agreement: 3 });
    const both = record('r3', { products: [{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 2 }], withoutTransport: 1, withoutInstallation: 1 });
    expect(of(facts({ products: done, records: [both] }))).toEqual({ a: 4, b: 4, agreement: 4 });
  });

  it('delivers a record: picked up at once, carried on arrival, installed when an installation of it ends', () => {
    expect(recordDelivered(record('r', { withoutTransport: 1, withoutInstallation: 1 }), [], [])).toBe(true);
    const carried = record('r', { withoutInstallation: 1 });
    expect(recordDelivered(carried, [{ id: 't', warehouseRecordId: 'r', arrivalDate: null }], [])).toBe(false);
    expect(recordDelivered(carried, [{ id: 't', warehouseRecordId: 'r', arrivalDate: '2026-03-02 10:00:00' }], [])).toBe(true);
    const installed = record('r');
    const arrived = [{ id: 't', warehouseRecordId: 'r', arrivalDate: '2026-03-02 10:00:00' }];
    expect(recordDelivered(installed, arrived, [{ projectId: 'p', transportId: 't', installationEnd: null }])).toBe(false);
    expect(recordDelivered(installed, arrived, [{ projectId: 'p', transportId: 'other', installationEnd: '2026-03-03 15:00:00' }])).toBe(false);
    expect(recordDelivered(installed, arrived, [{ projectId: 'p', transportId: 't', installationEnd: '2026-03-03 15:00:00' }])).toBe(true);
    // Without transport: an installation of the project made without one.
    const onSite = record('r', { withoutTransport: 1 });
    expect(recordDelivered(onSite, [], [{ projectId: 'p', transportId: null, installationEnd: '2026-03-03 15:00:00' }])).toBe(true);
    expect(recordDelivered(onSite, [], [{ projectId: 'other', transportId: null, installationEnd: '2026-03-03 15:00:00' }])).toBe(false);
  });

  it('cancels (5) a canceled line and the unfinished lines of a canceled agreement; what is made stays made', () => {
    const canceled = { agreements: [{ id: 'ag', offerId: 'o', agreementStatusId: 5 }] };
    expect(of(facts({ ...canceled, products: [product('a', { doneStatus: 1 }), product('b')] }))).toEqual({ a: 3, b: 5, agreement: 5 });
    // A canceled line neither counts nor holds the agreement back.
    expect(of(facts({ products: [product('a', { doneStatus: 1 }), product('b', { canceled: 1 })] }))).toEqual({ a: 3, b: 5, agreement: 3 });
  });

  it('gives a bought-in line its agreement status, without counting it', () => {
    const s = workStatuses(facts({ products: [product('a', { doneStatus: 1 }), product('x', { forProduction: 0 })] }));
    expect([s.products.get('a'), s.products.get('x'), s.agreements.get('ag')]).toEqual([3, 3, 3]);
    expect(workStatuses(facts({ products: [product('x', { forProduction: 0 })], agreements: [] })).products.get('x')).toBe(1);
  });

  it('keeps an agreement with no made line waiting, and a cancel only the form clears', () => {
    expect(agreementStatusFrom(1, [])).toBe(1);
    expect(agreementStatusFrom(5, [4, 4])).toBe(5);
    expect(agreementStatusFrom(1, [4, 3])).toBe(3);
    expect(agreementStatusFrom(1, [4, 1])).toBe(2);
  });
});
