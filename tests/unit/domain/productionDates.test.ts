import { describe, expect, it } from 'vitest';
import { datesRefusal } from '../../../domain/production/dates.js';
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
