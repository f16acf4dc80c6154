import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import { HttpError } from './errors.js';

/** Deeper than any form or command nests (a few levels): a deeper body is an attack or a bug. */
export const MAX_JSON_DEPTH = 32;

/** Calls anyone may make (login, password reset, company check) carry a few short fields. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Bodies are JSON (spec 000 §7; file-carrying calls are multipart, see
 * server/files/multipartBody.ts). Fastify's own parser, with its guards against
 * prototype poisoning, then a depth bound: hashing or validating a body a
 * hundred thousand arrays deep would exhaust the stack (a 500) — it is refused
 * with 400 before anything reads it. No text/plain parser: a text body is 415.
 * Public calls take small bodies only.
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // Fastify's default parser answers through `done`, synchronously; its type also allows a promise.
    void parseJson(req, body as string, (err, value) => {
      if (err) return done(new HttpError(400, MSG.invalidValue), undefined);
      if (!depthWithin(value, MAX_JSON_DEPTH)) return done(new HttpError(400, MSG.invalidValue), undefined);
      done(null, value);
    });
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'public') route.bodyLimit ??= PUBLIC_BODY_LIMIT;
  });
}

/** Whether no array or object in the value nests deeper than `max`; iterative, so any depth is measured safely. */
export function depthWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return false;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return true;
}
