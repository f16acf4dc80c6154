import * as v from 'valibot';
import { textCell } from '../kit/cells.js';
import { MSG } from '../messages.js';
import { intFrom } from '../validation.js';

/**
 * The field rules of the contact and project forms (spec 000 §5). Form-data
 * sends an empty cell as '' and JSON as null or nothing: an optional field
 * reads all three as null (domain/kit/cells.ts).
 */

/** §5: text inputs hold at most 255 characters. */
export const TEXT_MAX = 255;
/** Comments are textareas (§9: 30 × 10), not text inputs: ours, as long as the other modules' comments. */
export const COMMENT_MAX = 2000;
export const PHONE_MIN = 9;
export const PHONE_MAX = 50;
export const BUSINESS_NUMBER_MIN = 9;
export const BUSINESS_NUMBER_MAX = 10;

/**
 * An optional cell: left out, it reads null like one sent empty, so a
 * create's row has every column (v.partial makes an edit keep what it
 * leaves out instead).
 */
export const cell = <S extends v.GenericSchema<unknown, string | null>>(schema: S) => v.optional(schema, null);

/** An optional text input, at most `max` characters (§5: 255). */
export const text = (max: number = TEXT_MAX) => cell(textCell(max));

/** Optional text within a length range: 'Too Short!' / 'Too Long!' outside it, 'Vlera nuk eshte e vlefshme!' off its pattern. */
export const rangedText = (min: number, max: number, pattern?: RegExp) =>
  cell(v.pipe(
    textCell(TEXT_MAX),
    v.check((s) => s === null || pattern === undefined || pattern.test(s), MSG.invalidValue),
    v.check((s) => s === null || s.length >= min, MSG.tooShort),
    v.check((s) => s === null || s.length <= max, MSG.tooLong),
  ));

/**
 * A phone (§5 "digits and symbols, min 9, max 50"): digits, spaces and the
 * symbols numbers are written with (+ - ( ) . /), at least one digit;
 * anything else is 'Invalid phone number'. The length counts what was typed,
 * symbols too, and says 'Too Short!' / 'Too Long!' as every field does.
 */
export const phoneCell = cell(
  v.pipe(
    textCell(PHONE_MAX),
    v.check((s) => s === null || (/^[\d\s+\-()./]+$/.test(s) && /\d/.test(s)), MSG.invalidPhone),
    v.check((s) => s === null || s.length >= PHONE_MIN, MSG.tooShort),
  ),
);

/** The business number (§5): 9 or 10 digits and nothing else, spaces inside included. */
export const businessNumberCell = rangedText(BUSINESS_NUMBER_MIN, BUSINESS_NUMBER_MAX, /^\d+$/);

/** The largest value of an integer column (PostgreSQL's `integer`). */
export const MAX_DB_INT = 2_147_483_647;

/**
 * A select or checkbox group that must have a choice: missing, null or ''
 * (a cleared select in form-data) answers `message`; otherwise a positive
 * whole number, as a number or as form-data text, that an integer column
 * holds (a larger one names no row, and PostgreSQL would fail on it).
 */
export const chosenNumber = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.check((x) => x !== '', message),
    intFrom(MSG.invalidValue),
    v.minValue(1, MSG.invalidValue),
    v.maxValue(MAX_DB_INT, MSG.invalidValue),
  );
