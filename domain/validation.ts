import * as v from 'valibot';
import { MSG } from './messages.js';

// A schema step without a message of its own answers the project's text, never
// valibot's English default, which quotes the input back ("… but received …").
v.setGlobalMessage(MSG.invalidValue);

export type FieldErrors = Record<string, string>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

/**
 * Runs a schema and returns either the typed value or one message per field —
 * the shape forms show under their inputs and the server answers with (422).
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): ParseResult<v.InferOutput<S>> {
  const control = controlPath(input, '');
  if (control !== undefined) return { ok: false, errors: { [control || '_']: MSG.invalidValue }, message: MSG.invalidValue };
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= missingKeyMessage(schema, issue) ?? issue.message;
  }
  const message = Object.values(errors)[0] ?? MSG.invalidValue;
  return { ok: false, errors, message };
}

/**
 * The text rule every input meets, whatever schema its texts go through: no
 * NUL and no other control character but tab, line feed and carriage return.
 * PostgreSQL cannot store a NUL (SQLite would: the two databases differed, a
 * 500 on one, issue 35), and the others are never typed, only pasted or
 * forged; refused alike in the form, on both databases, for every body, query
 * and path.
 */
function breaksTextRule(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** The dot path of the first text that breaks the text rule, anywhere in the input, or undefined. */
function controlPath(input: unknown, path: string): string | undefined {
  if (typeof input === 'string') return breaksTextRule(input) ? path : undefined;
  if (input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    const found = controlPath(value, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

type SchemaNode = { entries?: Record<string, SchemaNode>; wrapped?: SchemaNode } & v.GenericSchema;

/**
 * valibot reports an absent key as "Invalid key: …" without running the key's
 * own schema; a form field left out deserves the same message as one sent empty
 * ('Emri eshte obligativ', …), so that schema is run on `undefined` here.
 */
function missingKeyMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  if (issue.type !== 'object' || issue.received !== 'undefined' || !issue.path) return undefined;
  let node: SchemaNode | undefined = schema;
  for (const item of issue.path) {
    while (node?.wrapped) node = node.wrapped;
    node = node?.entries?.[String(item.key)];
  }
  if (!node) return undefined;
  const own = v.safeParse(node, undefined);
  return own.success ? undefined : own.issues[0].message;
}

/** Trims, treats blank as missing, caps at the spec's 255 characters. */
export const requiredText = (message: string, max = 255) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, MSG.tooLong));

export const optionalText = (max = 255) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(MSG.invalidValue),
        v.trim(),
        v.maxLength(max, MSG.tooLong),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  );

/** Form-data sends every value as text: numbers and flags accept "3" as well as 3. */
export const intFrom = (message: string = MSG.invalidValue) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^-?\d+$/, message), v.transform(Number))], message),
    v.integer(message),
  );

export const flag01 = v.pipe(intFrom(), v.picklist([0, 1], MSG.invalidValue));

export const idField = (message: string = MSG.invalidValue) =>
  v.pipe(v.string(message), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, message));

/** YYYY-MM-DD, a real calendar date, year 1970–2100 (spec 000 §5). */
export const isoDate = (message: string = MSG.invalidDate) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check((s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      if (y < 1970 || y > 2100) return false;
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, message),
  );

/** A create may carry the id its device made for the row (UUID); absent means the server makes one. */
export const requestedIdBody = v.looseObject({ id: v.optional(idField(MSG.invalidValue)) });
