import type * as v from 'valibot';

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';
export type Method = 'GET' | WriteMethod;

/**
 * What a call may carry, declared once beside it (src/local/SYNC.md O21):
 * 'json' only; 'jsonOrFiles', a form whose files are optional (JSON without
 * them, multipart with them); 'files', an upload the call exists for. The
 * server takes multipart only where files may come, `sync/push` takes every
 * call but a 'files' one, and the outbox batches from the same answer
 * (domain/syncPush.ts travelsInBatch).
 */
export type Carries = 'json' | 'jsonOrFiles' | 'files';

/**
 * One REST call of the spec, declared once in `domain/<module>/endpoints.ts`:
 * the server registers its route from it (server/http/serve.ts) and the PWA
 * builds its outbox command from it (src/local/call.ts), so a path, a
 * method or a body that the two sides disagree on is a compile error, and
 * tests/server/routeContract.test.ts matches every declaration against the
 * server's real route table.
 *
 * `path` is written as the spec writes it, under /api/v1, with `{name}` for a
 * parameter: 'admin/units/{id}'. `body` is the schema the server parses the
 * request with; its input type is what the PWA must send.
 */
export interface Endpoint<M extends Method = Method, P extends string = string, S extends v.GenericSchema | null = v.GenericSchema | null, I extends boolean = boolean> {
  readonly method: M;
  readonly path: P;
  readonly body: S;
  /** Creates send the id the device made (SYNC.md O13) beside the schema's fields. */
  readonly sendsId: I;
  readonly carries: Carries;
}

export type AnyEndpoint = Endpoint<Method, string, v.GenericSchema | null, boolean>;

/** The `{name}` parameters of a path, as an object of strings. */
export type ParamsOf<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? { [N in K]: string } & ParamsOf<Rest> : unknown;

/** What the PWA sends: the schema's input, plus the id of a create. */
export type BodyOf<E extends AnyEndpoint> = E['body'] extends v.GenericSchema
  ? v.InferInput<E['body']> & (E['sendsId'] extends true ? { id: string } : unknown)
  : undefined;

function declare<M extends Method>(method: M) {
  return <const P extends string, S extends v.GenericSchema | null = null>(path: P, body?: S): Endpoint<M, P, S, false> => ({
    method,
    path,
    body: (body ?? null) as S,
    sendsId: false,
    carries: 'json',
  });
}

export const get = declare('GET');
export const post = declare('POST');
export const patch = declare('PATCH');
export const del = declare('DELETE');

/** A create: POST with the schema's fields and the id the device made. */
export const create = <const P extends string, S extends v.GenericSchema>(path: P, body: S): Endpoint<'POST', P, S, true> => ({
  method: 'POST',
  path,
  body,
  sendsId: true,
  carries: 'json',
});

/** Whether a call may come as multipart: only where files may come. */
export const mayCarryFiles = (carries: Carries): boolean => carries !== 'json';

/** A form whose files are optional: JSON without them, multipart with them (a client with its project files, a deposit with its invoice). */
export const optionalFiles = <E extends AnyEndpoint>(endpoint: E): E => ({ ...endpoint, carries: 'jsonOrFiles' });

/** An upload: the call exists for its files and is always multipart (a blueprint, a spreadsheet to import). */
export const requiredFiles = <E extends AnyEndpoint>(endpoint: E): E => ({ ...endpoint, carries: 'files' });

/** What an endpoint answers: a type only, never a value (the server's handler must return it, the PWA reads it). */
export interface Answers<A> {
  readonly answer?: A;
}

/** Declares the answer of an endpoint: `answering<AuditAnswer>()(get('admin/audits/show'))`. */
export const answering =
  <A>() =>
  <E extends AnyEndpoint>(endpoint: E): E & Answers<A> =>
    endpoint;

/** The declared answer of an endpoint; unknown where none is declared. */
export type AnswerOf<E> = E extends Answers<infer A> ? A : unknown;

/** The concrete path of a call: 'admin/units/{id}' with { id } → 'admin/units/0190…'. */
export function pathOf<E extends AnyEndpoint>(endpoint: E, params: ParamsOf<E['path']>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The route pattern a server registers: 'admin/units/{id}' → '/admin/units/:id'. */
export const routePatternOf = (path: string): string => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
