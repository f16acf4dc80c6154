// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { activationRefusal, datesRefusal, dragRefusal, lastMonth, rangeRefusal, shiftDates } from '../../../domain/production/dates.js';
import { PRODUCTION_MSG as M } from '../../../domain/production/messages.js';

const NOW = Date.parse('2026-11-24T15:00:00Z');
const current = { start: '2026-11-01', end: '2026-12-01' };

describe('product dates (spec 001 §5 "Dates")', () => {
  it.each([
    { rule: 'both dates needed', asked: { start: '', end: '2026-12-05', calendarComment: 'x' }, refused: M.fillDates },
    { rule: 'end before start', asked: { start: '2026-12-05', end: '2026-12-01', calendarComment: 'x' }, refused: M.endBeforeStart },
    { rule: 'a new start more than a day in the past', asked: { start: '2026-11-22', end: '2026-12-01', calendarComment: 'x' }, refused: M.startInPast },
    { rule: 'a new start of yesterday is within the tolerance', asked: { start: '2026-11-23', end: '2026-12-01', calendarComment: 'x' }, refused: null },
    { rule: 'the old start may stay in the past', asked: { start: '2026-11-01', end: '2026-12-10', calendarComment: 'Vonese' }, refused: null },
    { rule: 'a change needs a comment', asked: { start: '2026-11-01', end: '2026-12-10', calendarComment: null }, refused: M.dateComment },
    { rule: 'no change needs no comment', asked: { start: '2026-11-01', end: '2026-12-01', calendarComment: null }, refused: null },
  ])('$rule', ({ asked, refused }) => {
    expect(datesRefusal(asked, current, NOW)?.message ?? null).toBe(refused);
  });
});

describe('planning dates (spec 001 §5)', () => {
  it('a drag moves both dates by whole days, across a month and a daylight-saving change', () => {
    expect(shiftDates({ start: '2026-10-20', end: '2026-10-30' }, 7)).toEqual({ start: '2026-10-27', end: '2026-11-06' });
    expect(shiftDates({ start: '2026-03-27', end: null }, 3)).toEqual({ start: '2026-03-30', end: null });
    expect(shiftDates({ start: '2026-12-01', end: '2026-12-03' }, -2)).toEqual({ start: '2026-11-29', end: '2026-12-01' });
  });

  it.each([
    { newStart: '2026-11-22', refused: M.notInPast },
    { newStart: '2026-11-23', refused: null },
    { newStart: '2026-12-01', refused: null },
  ])('a drag to $newStart: $refused', ({ newStart, refused }) => {
    expect(dragRefusal(newStart, NOW)?.message ?? null).toBe(refused);
  });

  it.each([
    { rule: 'no dates keeps the product own', asked: { start: '', end: '' }, refused: null },
    { rule: 'one date needs the other', asked: { start: '2026-12-01', end: '' }, refused: M.fillBothDates },
    { rule: 'the other way round too', asked: { start: '', end: '2026-12-01' }, refused: M.fillBothDates },
    { rule: 'end before start', asked: { start: '2026-12-05', end: '2026-12-01' }, refused: M.endBeforeStart },
    { rule: 'both, in order', asked: { start: '2026-12-01', end: '2026-12-01' }, refused: null },
  ])('passive → active: $rule', ({ asked, refused }) => {
    expect(activationRefusal(asked)?.message ?? null).toBe(refused);
  });

  it('a filter range with its start after its end is refused; open ends are not', () => {
    expect(rangeRefusal({ start: '2026-12-02', end: '2026-12-01' })).toBe(MSG.dateRangeOrder);
    expect(MSG.dateRangeOrder).toBe('Data e fillimit duhet te jete para dates se mbarimit!');
    expect(rangeRefusal({ start: '2026-12-01', end: '2026-12-01' })).toBeNull();
    expect(rangeRefusal({ start: '2026-12-02' })).toBeNull();
  });

  it('the archives default to the last month up to today', () => {
    expect(lastMonth(NOW)).toEqual({ start: '2026-10-24', end: '2026-11-24' });
    expect(lastMonth(Date.parse('2026-03-31T08:00:00Z'))).toEqual({ start: '2026-03-03', end: '2026-03-31' });
  });
});
