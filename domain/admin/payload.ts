import * as v from 'valibot';
import { MSG } from '../messages.js';
import { normalizeText } from '../text/normalizeText.js';

/** More than any form offers (processes, departments), few enough for one SQL `in (…)`. */
export const MAX_LIST = 1000;

/**
 * Form-data sends `name[]` as a list, a single value, or nothing; JSON sends a
 * list. Every shape becomes a list of items.
 */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === undefined || x === null || x === '' ? [] : Array.isArray(x) ? (x as unknown[]) : [x])),
      v.array(item),
      v.maxLength(MAX_LIST, MSG.tooLong),
    ),
    [],
  );

/**
 * The spec names one stored `name` differently per list (supplier,
 * colorPalette, material, label): `field` is the list's own payload key and
 * `aliases` the other keys a caller may use for it.
 */
export const adoptAlias = (field: string, aliases: readonly string[]) =>
  v.transform((input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const body = input as Record<string, unknown>;
    if (body[field] !== undefined) return body;
    const alias = aliases.find((a) => body[a] !== undefined);
    return alias ? { ...body, [field]: body[alias] } : body;
  });

/** Keeps the first occurrence of each id: a process is in a material's chain once. */
export const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * A text the form must fill: missing, blank or not text, it answers `message`
 * (a missing key would otherwise get valibot's own "Invalid key" text, which
 * no form shows). In its stored spelling (domain/text/normalizeText.ts: no
 * invisible characters, composed, trimmed) before its length is checked, at
 * most `max` characters (a NUL or another control character never reaches it:
 * domain/validation.ts parseWith).
 * Every unique text and username is one of these, so the PWA's optimistic row
 * and the server's stored row spell it alike.
 */
export const filledText = (message: string, max = 255) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.transform(normalizeText),
    v.nonEmpty(message),
    v.maxLength(max, MSG.tooLong),
  );
