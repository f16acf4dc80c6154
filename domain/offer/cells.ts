import * as v from 'valibot';
import { MSG } from '../messages.js';

/**
 * Number cells of the offer forms, sent as JSON numbers or as form-data text
 * ('12.5', '12,5'). The stored columns are numeric(14, 2) for money and
 * percents and numeric(14, 3) for quantities: a value with more decimals, or
 * beyond the column, is refused rather than silently rounded, so what the
 * device computed with is what the server computes with.
 */
/** Below what numeric(14, 3), the narrower of the two, holds. */
const LARGEST = 99_999_999_999;

/** Whether `value` has at most `digits` decimals, judged on its text as pricing.ts scales it. */
const fitsDecimals = (value: number, digits: number): boolean => Number.isInteger(Number(`${Math.abs(value)}e${digits}`));

export const decimalCell = (digits: number, message: string = MSG.invalidValue) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^-?\d+([.,]\d+)?$/, message), v.transform((s) => Number(s.replace(',', '.'))))], message),
    v.check((n) => Number.isFinite(n) && Math.abs(n) <= LARGEST && fitsDecimals(n, digits), message),
  );

/** A value the form may leave blank: nothing, null or '' reads as `fallback`. */
export const blankAs = <S extends v.GenericSchema<unknown, number>>(cell: S, fallback: number) =>
  v.pipe(
    // A default, so that a key left out runs the pipe too (valibot skips an optional key's pipe otherwise).
    v.optional(v.unknown(), null),
    v.transform((x) => (x === undefined || x === null || x === '' ? fallback : x)),
    cell,
  );

/**
 * A list sent as JSON (an array) or as form-data, where `name[]` sent once
 * arrives as its one value and not at all as nothing.
 */
export const listCell = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => (Array.isArray(x) ? (x as unknown[]) : x === undefined || x === null ? [] : [x])),
    v.array(item, MSG.invalidValue),
  );
