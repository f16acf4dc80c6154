// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { averageOf, averageText, isRating, RATING_MAX, RATING_MIN, RATING_SCALE } from '../../../domain/impression/rating.js';

describe('the rating scale (spec 001 §9: 1 to 5, average with 2 decimals)', () => {
  it('offers 1 to 5 stars', () => {
    expect([RATING_MIN, RATING_MAX]).toEqual([1, 5]);
    expect(RATING_SCALE).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([1, 2, 3, 4, 5])('takes %i stars', (n) => expect(isRating(n)).toBe(true));

  it.each([0, 6, -1, 3.5, Number.NaN, Infinity, '4', null, undefined])('refuses %s', (n) => expect(isRating(n)).toBe(false));

  it('averages to 2 decimals, rounding half up', () => {
    expect(averageOf([5, 4, 4])).toBe(4.33);
    expect(averageOf([5, 5, 4])).toBe(4.67);
    expect(averageOf([1, 2])).toBe(1.5);
    expect(averageOf([4, 4, 4, 5, 4, 4, 4, 4])).toBe(4.13);
    expect(averageOf([5])).toBe(5);
  });

  it('averages nothing to 0, the table’s default', () => expect(averageOf([])).toBe(0));

  it('prints the average with its 2 decimals', () => {
    expect(averageText(averageOf([5, 5]))).toBe('5.00');
    expect(averageText(averageOf([5, 4, 4]))).toBe('4.33');
    expect(averageText(averageOf([1, 2]))).toBe('1.50');
  });
});
