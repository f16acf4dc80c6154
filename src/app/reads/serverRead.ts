import { pathOf, type AnswerOf, type AnyEndpoint, type ParamsOf } from '../../../domain/kit/endpoint.js';
import { readAnswer } from '../session/apiAnswer';
import { api } from '../../local';

/** What one online read got: the body, no answer at all, or the server's refusal (in Albanian). */
export type ServerAnswer<A = unknown> = { kind: 'ok'; body: A } | { kind: 'offline' } | { kind: 'refused'; message: string };

/** A GET of a declared endpoint: its path with parameters, and a query string. */
export interface ServerCall<E extends AnyEndpoint & { method: 'GET' }> {
  endpoint: E;
  params: ParamsOf<E['path']>;
  query?: string;
}

export const pathOfCall = <E extends AnyEndpoint & { method: 'GET' }>({ endpoint, params, query }: ServerCall<E>): string =>
  query ? `${pathOf(endpoint, params)}?${query}` : pathOf(endpoint, params);

/**
 * One GET that only the server can answer (the activity dashboard, the audit
 * log): neither is mirrored, because both are views over other users' work
 * that would be stale the moment they were stored. Everything else in the
 * admin area reads the mirror. The body is what the endpoint declares it
 * answers (domain/kit/endpoint.ts `answering`), which the server's handler is
 * held to. An aborted read rethrows, so a screen that moved on never shows an
 * answer it no longer asked for.
 */
export const getFromServer = <E extends AnyEndpoint & { method: 'GET' }>(call: ServerCall<E>, signal?: AbortSignal): Promise<ServerAnswer<AnswerOf<E>>> =>
  getPath<AnswerOf<E>>(pathOfCall(call), signal);

/** The read of a path made from a declared call (pathOfCall), answering `A`. */
export async function getPath<A>(path: string, signal?: AbortSignal): Promise<ServerAnswer<A>> {
  try {
    const response = await api.get(path, signal ? { signal } : {});
    if (response.ok) return { kind: 'ok', body: await response.json<A>() };
    return { kind: 'refused', message: (await readAnswer(response)).message };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'offline' };
  }
}
