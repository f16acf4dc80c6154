import type * as v from 'valibot';
import { parseWith } from '../../domain/validation.js';
import { HttpError } from './errors.js';

/** Parses a body, query or params with a domain schema; bad input answers 422 and changes nothing. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = parseWith(schema, input ?? {});
  if (!result.ok) throw new HttpError(422, result.message, result.errors);
  return result.value;
}
