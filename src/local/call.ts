import { pathOf, type AnyEndpoint, type BodyOf, type Carries, type ParamsOf, type WriteMethod } from '../../domain/kit/endpoint.js';

declare const declared: unique symbol;

/** A path under /api/v1 made from a declared endpoint: a command cannot carry a path typed by hand. */
export type CallUrl = string & { readonly [declared]: true };

/** The REST call of a command, as the outbox stores and replays it. */
export interface Call {
  method: WriteMethod;
  url: CallUrl;
  body?: Record<string, unknown>;
  /** What the endpoint may carry, as declared beside it: whether the entry may go in a batch (SYNC.md O21). */
  carries: Carries;
}

type WriteEndpoint = AnyEndpoint & { method: WriteMethod };

/**
 * The call of a declared endpoint (domain/<module>/endpoints.ts) with its path
 * parameters and the body its schema takes: a wrong path, a missing parameter
 * or a body of the wrong shape is a compile error here, and the server serves
 * the same declaration (tests/server/routeContract.test.ts).
 */
export function callOf<E extends WriteEndpoint>(endpoint: E, params: ParamsOf<E['path']>, ...body: BodyOf<E> extends undefined ? [] : [BodyOf<E>]): Call {
  return callWithCheckedBody(endpoint, params, body[0] as Record<string, unknown> | undefined);
}

/**
 * The call of a generic row form (src/app/writes/rowCommands.ts), whose body is
 * assembled by field name and has just passed the endpoint's own schema
 * (the form validates with `endpoint.body`): the schema checked it at run time
 * where the compiler cannot.
 */
export function callWithCheckedBody<E extends WriteEndpoint>(endpoint: E, params: ParamsOf<E['path']>, body: Record<string, unknown> | undefined): Call {
  return { method: endpoint.method, url: pathOf(endpoint, params) as CallUrl, carries: endpoint.carries, ...(body === undefined ? {} : { body }) };
}
