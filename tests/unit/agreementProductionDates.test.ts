// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLAN_SEARCH_DAYS, proposedDates, startEndDateBody } from '../../domain/agreement/productionDates.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { parseWith } from '../../domain/validation.js';

/** POST products/agreements/start-end-date: the proposed dates (domain/agreement/productionDates.ts proposedDates). */

const TODAY = '2026-05-10';
const dept = (others: { start: string; end: string | null }[]) => [{ departmentId: 'd1', others }];

describe('proposedDates', () => {
  it('takes one day per process of the chain, from today when there is room', () => {
    expect(proposedDates(3, 2, dept([]), TODAY)).toEqual({ start: TODAY, end: '2026-05-12' });
  });

  it('takes one day for a chain of none (an article bought in)', () => {
    expect(proposedDates(0, 2, [], TODAY)).toEqual({ start: TODAY, end: TODAY });
  });

  it("starts on the first day every day of the range has room in each of the chain's departments", () => {
    // Capacity 1: the department is taken on the 10th–12th, so a two-day plan starts on the 13th.
    expect(proposedDates(2, 1, dept([{ start: '2026-05-10', end: '2026-05-12' }]), TODAY)).toEqual({ start: '2026-05-13', end: '2026-05-14' });
    // Free on the 10th but taken on the 11th: a two-day plan cannot start on the 10th either.
    expect(proposedDates(2, 1, dept([{ start: '2026-05-11', end: null }]), TODAY)).toEqual({ start: '2026-05-12', end: '2026-05-13' });
  });

  it('counts against the capacity, not every planned product: capacity 2 leaves room beside one', () => {
    expect(proposedDates(1, 2, dept([{ start: TODAY, end: TODAY }]), TODAY)).toEqual({ start: TODAY, end: TODAY });
  });

  it('has no limit with capacity 0', () => {
    const full = Array.from({ length: 50 }, () => ({ start: TODAY, end: '2026-12-31' }));
    expect(proposedDates(2, 0, dept(full), TODAY)).toEqual({ start: TODAY, end: '2026-05-11' });
  });

  it('proposes the day after a year when no day within it has room', () => {
    const year = proposedDates(1, 1, dept([{ start: '2026-01-01', end: '2030-01-01' }]), TODAY);
    expect(year.start).toBe('2027-05-10');
    expect(PLAN_SEARCH_DAYS).toBe(365);
  });
});

describe('startEndDateBody', () => {
  it('reads quantity as text, productIds optional', () => {
    const articleId = newId();
    const r = parseWith(startEndDateBody, { quantity: '2.5', articleId, unitId: '' });
    expect(r.ok && r.value).toEqual({ quantity: 2.5, articleId, unitId: null, productIds: [] });
  });

  it('needs an article and a positive quantity', () => {
    const r = parseWith(startEndDateBody, { quantity: 0, articleId: '' });
    expect(r.ok ? null : r.errors).toEqual({ quantity: MSG.invalidValue, articleId: MSG.fieldNeeded });
  });
});
