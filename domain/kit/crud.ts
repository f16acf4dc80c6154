import type * as v from 'valibot';
import { create, del, get, patch, post } from './endpoint.js';

/**
 * The five calls of a list the spec edits row by row (spec 001 §7 "Admin"):
 * GET path, GET path/{id}, POST path (a create, 201), POST or PATCH path/{id}
 * (the spec's `POST {id}?_method=PATCH` is the POST; colour palettes PATCH),
 * DELETE path/{id}.
 */
export function crudEndpoints<const P extends string, S extends v.GenericSchema, const E extends 'POST' | 'PATCH' = 'POST'>(path: P, body: S, editMethod?: E) {
  const one = `${path}/{id}` as const;
  return {
    list: get(path),
    one: get(one),
    create: create(path, body),
    update: (editMethod === 'PATCH' ? patch(one, body) : post(one, body)) as E extends 'PATCH' ? ReturnType<typeof patch<typeof one, S>> : ReturnType<typeof post<typeof one, S>>,
    remove: del(one),
  };
}
