import { round2 } from '../format.js';

/**
 * The rating scale (spec 001 §5 "Impression rating: 1 to 5 per question", §9
 * "Rating scale 1 to 5, average with 2 decimals"), pure: the stars, the form's
 * average and the server's stored average are all this.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Every star of the scale, lowest first: what a question offers. */
export const RATING_SCALE: readonly number[] = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** A whole number of stars from 1 to 5. */
export const isRating = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX;

/**
 * The average of the ratings, rounded half up to 2 decimals as money is
 * (domain/format.ts round2: 4.125 → 4.13); 0 when there is none (the table's
 * default).
 */
export function averageOf(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return round2(ratings.reduce((a, b) => a + b, 0) / ratings.length);
}

/** The average as the screens print it: always 2 decimals ('4.33', '5.00'). */
export const averageText = (average: number): string => average.toFixed(2);
