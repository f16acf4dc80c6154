import * as v from 'valibot';
import { parseTimestamp } from '../format.js';
import { MSG } from '../messages.js';
import { idField, isoDate } from '../validation.js';

/**
 * Cells of a form that may go as form-data or JSON: form-data sends an empty
 * cell as '' and JSON as null or nothing; all read as null. Shared by the
 * forms that stamp times and carry free text (transport, installation,
 * service).
 */

/** A text cell: trimmed, at most `max`, '' → null (a NUL or another control character never reaches it: domain/validation.ts parseWith). */
export const textCell = (max: number) =>
  v.pipe(
    v.nullish(v.string(MSG.invalidValue)),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, MSG.tooLong),
    v.transform((s) => (s === '' ? null : s)),
  );

export const emailCell = v.pipe(
  textCell(255),
  v.check((s) => s === null || v.is(v.pipe(v.string(), v.email()), s), MSG.invalidEmail),
);

/** An id cell: '' or nothing is null. */
export const idCell = v.pipe(
  v.nullish(v.string(MSG.invalidValue)),
  v.transform((s) => (s === undefined || s === null || s === '' ? null : s)),
  v.nullable(idField()),
);

/** 'YYYY-MM-DD HH:mm:ss' as a form stamps it (spec 001 §9), or an ISO instant as the feed carries it; '' clears. */
export const timestampCell = v.pipe(
  v.nullish(v.string(MSG.invalidDate)),
  v.transform((s) => (s === undefined || s === null || s.trim() === '' ? null : s.trim())),
  v.check((s) => s === null || parseTimestamp(s) !== null, MSG.invalidDate),
);

/** A day 'YYYY-MM-DD' (spec 001 §9 "dates sent as YYYY-MM-DD"); '' clears. */
export const dateCell = v.pipe(
  v.nullish(v.string(MSG.invalidDate)),
  v.transform((s) => (s === undefined || s === null || s.trim() === '' ? null : s.trim())),
  v.nullable(isoDate()),
);
