// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesMeasureFilter, measureDayOf, type MeasureFilter } from '../../../domain/measure/queries.js';

const TODAY = '2026-05-01';
const STALE = '2026-01-10T09:00:00.000Z';

const measure = (over: Partial<{ measureStatusId: number; measureDate: string | null; createdAt: string; updatedAt: string }> = {}) => ({
  measureStatusId: 1,
  measureDate: '2026-04-20',
  createdAt: '2026-04-18T10:00:00.000Z',
  updatedAt: '2026-04-20T10:00:00.000Z',
  ...over,
});
const filter = (over: Partial<MeasureFilter> = {}): MeasureFilter => ({ passive: 0, startDate: null, endDate: null, ...over });

describe('the day the measure list filters by (GET measure/filter startDate, endDate)', () => {
  it('is the measure date, or the UTC day the measure was recorded while it has none', () => {
    expect(measureDayOf(measure())).toBe('2026-04-20');
    expect(measureDayOf(measure({ measureDate: null, createdAt: '2026-04-18T23:30:00.000Z' }))).toBe('2026-04-18');
  });
});

describe('which measures the list holds', () => {
  it('every measure without a filter', () => {
    expect(matchesMeasureFilter(measure({ measureStatusId: 3 }), true, filter(), TODAY)).toBe(true);
  });

  it('those of the asked status', () => {
    expect(matchesMeasureFilter(measure({ measureStatusId: 2 }), false, filter({ measureStatusId: 2 }), TODAY)).toBe(true);
    expect(matchesMeasureFilter(measure({ measureStatusId: 1 }), false, filter({ measureStatusId: 2 }), TODAY)).toBe(false);
  });

  it('with passive=1, only the passive ones (rules.ts isPassive)', () => {
    expect(matchesMeasureFilter(measure({ updatedAt: STALE }), false, filter({ passive: 1 }), TODAY)).toBe(true);
    expect(matchesMeasureFilter(measure({ updatedAt: STALE }), true, filter({ passive: 1 }), TODAY)).toBe(false);
    expect(matchesMeasureFilter(measure(), false, filter({ passive: 1 }), TODAY)).toBe(false);
  });

  it('those whose day lies in the range, both ends included', () => {
    expect(matchesMeasureFilter(measure(), false, filter({ startDate: '2026-04-20', endDate: '2026-04-20' }), TODAY)).toBe(true);
    expect(matchesMeasureFilter(measure(), false, filter({ startDate: '2026-04-21' }), TODAY)).toBe(false);
    expect(matchesMeasureFilter(measure(), false, filter({ endDate: '2026-04-19' }), TODAY)).toBe(false);
    expect(matchesMeasureFilter(measure({ measureDate: null }), false, filter({ startDate: '2026-04-18', endDate: '2026-04-18' }), TODAY)).toBe(true);
  });
});
