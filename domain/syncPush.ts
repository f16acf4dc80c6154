import * as v from 'valibot';
import type { Carries } from './kit/endpoint.js';
import { MSG } from './messages.js';

/**
 * POST sync/push: many queued calls in one request, applied in order, each as
 * if it had come alone with its own Idempotency-Key (src/local/SYNC.md, O17).
 * JSON calls only: an entry carrying files goes alone as multipart (O10), so
 * its upload progress stays real.
 */

/**
 * Whether a call may travel in a batch (SYNC.md O21), read by the outbox when
 * it groups entries and by the push when it takes a call: any call that is
 * JSON, also to an endpoint whose files are optional; never one with files,
 * nor one to an upload endpoint (`carries: 'files'`), which goes alone.
 */
export const travelsInBatch = (carries: Carries, hasFiles: boolean): boolean => !hasFiles && carries !== 'files';

/**
 * The push's answer to a call that cannot travel in a batch: never stored
 * under its key and never a refusal — the batch stops there (the calls after
 * it stay queued, as after a "not now") and the device sends that entry alone.
 * A batched call is JSON, so its route never answers this status itself.
 */
export const SEND_ALONE = 415;

/** Calls per batch: enough that a day's queue drains in a few requests, few enough that one request answers in well under a second. */
export const PUSH_MAX_CALLS = 100;

/** Bytes of the whole request body; a single call bigger than this goes through the single-call path. */
export const PUSH_MAX_BYTES = 1024 * 1024;

/** The methods a queued call may use: the outbox queues writes only. */
export const PUSH_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type PushMethod = (typeof PUSH_METHODS)[number];

export interface PushCall {
  /** The entry's Idempotency-Key (its id). */
  key: string;
  method: PushMethod;
  /** Relative to /api/v1, as the outbox stores it: 'contact/clients', '/contact/clients?x=1'. */
  path: string;
  body?: unknown;
}

export interface PushResult {
  key: string;
  status: number;
  body: unknown;
}

/** The answer: one result per call reached, in the calls' order; calls after a temporary failure are absent. */
export interface PushAnswer {
  results: PushResult[];
}

export const pushCall = v.object(
  {
    key: v.pipe(v.string(MSG.invalidValue), v.minLength(1, MSG.invalidValue), v.maxLength(200, MSG.invalidValue)),
    method: v.picklist(PUSH_METHODS, MSG.invalidValue),
    path: v.pipe(v.string(MSG.invalidValue), v.minLength(1, MSG.invalidValue), v.maxLength(2000, MSG.invalidValue)),
    body: v.optional(v.unknown()),
  },
  MSG.invalidValue,
);

export const pushBody = v.object(
  {
    calls: v.pipe(v.array(pushCall, MSG.invalidValue), v.minLength(1, MSG.invalidValue), v.maxLength(PUSH_MAX_CALLS, MSG.pushTooManyCalls)),
  },
  MSG.invalidValue,
);

/** The API prefix every call's path is relative to. */
export const API_PREFIX = '/api/v1';

/**
 * The URL a call's path names, joined as the PWA joins it (src/local/api.ts
 * apiUrl), or undefined when it would leave the API: a dot segment (also
 * percent-encoded), a backslash, a fragment, a scheme-relative '//', a space
 * or any character a URL would have encoded. What is left is an API path the
 * routing answers as it would answer it alone (an unknown one with 404).
 */
export function pushCallUrl(path: string): string | undefined {
  const relative = path.replace(/^\//, '');
  if (relative.startsWith('/') || /[^\x21-\x7e]|[\\#]/.test(relative)) return undefined;
  const segments = relative.split('?')[0]!.split('/');
  if (segments.some((s) => /^(\.|%2e){1,2}$/i.test(s))) return undefined;
  return `${API_PREFIX}/${relative}`;
}

/**
 * Statuses that stop a batch where they occur (the calls after it stay
 * queued, O4): the server or the network saying "not now", not "no". 401
 * stops it too (O5). Every other status is the call's own answer and the
 * batch goes on (O6).
 */
export function stopsBatch(status: number): boolean {
  return status >= 500 || status === 401 || status === 408 || status === 409 || status === 425 || status === 429;
}

/** Statuses after which a batch's calls are not reached: a "not now", or a call that must go alone. */
export const endsBatch = (status: number): boolean => stopsBatch(status) || status === SEND_ALONE;
