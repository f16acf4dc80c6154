// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capacityRefusal } from '../../../domain/production/capacity.js';
import { fitToDays } from '../../../domain/production/calendarDensity.js';
import { CALENDAR_COLOURS, calendarStateOf, productCalendarState, progressOf } from '../../../domain/production/calendarColours.js';
import { PRODUCTION_MSG as M } from '../../../domain/production/messages.js';

const TODAY = '2026-11-24';
const planned = { start: '2026-11-20', end: '2026-11-30' };

describe('calendar colours (spec 001 §4, §9)', () => {
  it('has the spec colours', () => {
    expect(CALENDAR_COLOURS).toEqual({ completed: '#32BC20', toDo: '#3788d8', late: '#D01314', other: '#DFDF04' });
  });

  it.each([
    { statusId: 1, dates: planned, state: 'completed' },
    { statusId: 2, dates: { start: '2026-11-25', end: '2026-11-30' }, state: 'toDo' },
    { statusId: 2, dates: { start: TODAY, end: '2026-11-30' }, state: 'toDo' },
    { statusId: 2, dates: planned, state: 'late' }, // to do and its start has passed
    { statusId: 3, dates: { start: '2026-12-01', end: '2026-12-05' }, state: 'late' },
    { statusId: 4, dates: planned, state: 'other' },
    { statusId: 4, dates: { start: '2026-11-01', end: '2026-11-23' }, state: 'late' }, // under way and its end has passed
    { statusId: 5, dates: { start: '2026-11-01', end: TODAY }, state: 'other' },
    { statusId: 1, dates: { start: '2026-11-01', end: '2026-11-02' }, state: 'completed' }, // done is never late
    { statusId: 2, dates: { start: null, end: null }, state: 'toDo' },
  ])('status $statusId planned $dates.start–$dates.end: $state', ({ statusId, dates, state }) => {
    expect(calendarStateOf(statusId, dates, TODAY)).toBe(state);
  });

  it('a product is done when all its processes are, late when one is, to do while none began', () => {
    expect(productCalendarState([1, 1], planned, TODAY)).toBe('completed');
    expect(productCalendarState([1, 4], planned, TODAY)).toBe('other');
    expect(productCalendarState([1, 2], { start: '2026-11-25', end: '2026-11-30' }, TODAY)).toBe('other');
    expect(productCalendarState([2, 2], { start: '2026-11-25', end: '2026-11-30' }, TODAY)).toBe('toDo');
    expect(productCalendarState([1, 2], planned, TODAY)).toBe('late');
    expect(productCalendarState([4, 3], { start: '2026-12-01', end: '2026-12-05' }, TODAY)).toBe('late');
  });

  it('progress is the percent of completed statuses with 2 decimals', () => {
    expect(progressOf([])).toBe(0);
    expect(progressOf([1, 2, 4])).toBe(33.33);
    expect(progressOf([1, 1, 4])).toBe(66.67);
    expect(progressOf([1, 1])).toBe(100);
  });
});

describe('daily capacity (issue 11)', () => {
  const department = (others: { start: string; end: string | null }[]) => [{ departmentId: 'd1', others }];

  it('no limit at 0', () => {
    expect(capacityRefusal({ start: '2026-12-01', end: '2026-12-03' }, 0, department([{ start: '2026-12-01', end: '2026-12-03' }]))).toBeNull();
  });

  it('refuses the first day a department would plan more than its capacity', () => {
    const others = [
      { start: '2026-11-28', end: '2026-12-02' },
      { start: '2026-12-02', end: '2026-12-09' },
    ];
    expect(capacityRefusal({ start: '2026-12-01', end: '2026-12-05' }, 2, department(others))).toEqual({ message: M.datesTaken, departmentId: 'd1', day: '2026-12-02' });
    expect(M.datesTaken).toBe('Keto data jane te zena!');
    expect(capacityRefusal({ start: '2026-12-03', end: '2026-12-05' }, 2, department(others))).toBeNull();
    expect(capacityRefusal({ start: '2026-12-01', end: '2026-12-05' }, 3, department(others))).toBeNull();
  });

  it('a product without an end is planned on its start day; bounds are inclusive', () => {
    const others = [{ start: '2026-12-05', end: null }];
    expect(capacityRefusal({ start: '2026-12-01', end: '2026-12-05' }, 1, department(others))?.day).toBe('2026-12-05');
    expect(capacityRefusal({ start: '2026-12-06', end: null }, 1, department(others))).toBeNull();
    expect(capacityRefusal({ start: '2026-11-30', end: '2026-12-01' }, 1, department([{ start: '2026-11-25', end: '2026-11-30' }]))?.day).toBe('2026-11-30');
  });

  it('each department counts its own products', () => {
    const loads = [
      { departmentId: 'cutting', others: [{ start: '2026-12-01', end: '2026-12-01' }] },
      { departmentId: 'assembly', others: [{ start: '2026-12-01', end: '2026-12-02' }, { start: '2026-12-02', end: '2026-12-02' }] },
    ];
    expect(capacityRefusal({ start: '2026-12-01', end: '2026-12-01' }, 2, loads)).toBeNull();
    expect(capacityRefusal({ start: '2026-12-02', end: '2026-12-02' }, 2, loads)).toMatchObject({ departmentId: 'assembly', day: '2026-12-02' });
  });
});

describe('a month grid handed only what fits (calendarDensity)', () => {
  const range = { start: '2026-11-30', end: '2026-12-06' };
  const p = (id: string, start: string, end: string) => ({ id, start, end });

  it('draws products in order while every one of their days has room, and counts the rest per day', () => {
    const products = [p('a', '2026-11-01', '2026-12-02'), p('b', '2026-12-01', '2026-12-01'), p('c', '2026-12-01', '2026-12-03'), p('d', '2026-12-03', '2026-12-03'), p('e', '2026-12-20', '2026-12-21')];
    const { shown, moreByDay } = fitToDays(products, range, 2);
    expect([...shown]).toEqual(['a', 'b', 'd']);
    expect(Object.fromEntries(moreByDay)).toEqual({ '2026-12-01': 1, '2026-12-02': 1, '2026-12-03': 1 });
  });

  it('never draws more than the limit on a day', () => {
    const many = Array.from({ length: 50 }, (_, i) => p(`x${i}`, '2026-12-0' + String(1 + (i % 5)), '2026-12-06'));
    const { shown, moreByDay } = fitToDays(many, range, 4);
    for (let day = 1; day <= 6; day++) {
      const date = `2026-12-0${day}`;
      const drawn = many.filter((x) => shown.has(x.id) && x.start <= date && x.end >= date).length;
      const planned = many.filter((x) => x.start <= date && x.end >= date).length;
      expect(drawn).toBeLessThanOrEqual(4);
      expect(drawn + (moreByDay.get(date) ?? 0)).toBe(planned);
    }
  });
});
