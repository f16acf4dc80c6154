import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { routePatternOf, type AnswerOf, type AnyEndpoint, type Carries, type Method, type ParamsOf } from '../../domain/kit/endpoint.js';
import { isId } from '../../domain/ids.js';
import { requestedIdBody } from '../../domain/validation.js';
import type { FileLimit } from '../files/multipartBody.js';
import type { Access } from './access.js';
import { notFound } from './errors.js';
import { parse } from './validate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (tests/server/routeContract.test.ts reads it). */
    endpoint?: AnyEndpoint;
  }
}

/** What the request's route may carry, as its declaration says; a route registered by hand takes JSON only. */
export const carriesOf = (req: FastifyRequest): Carries => req.routeOptions.config.endpoint?.carries ?? 'json';

/** What a handler gets: the path's ids, the body parsed with the endpoint's schema, and the id a create was sent. */
export interface CallInput<E extends AnyEndpoint> {
  params: ParamsOf<E['path']>;
  body: E['body'] extends v.GenericSchema ? v.InferOutput<E['body']> : undefined;
  /** The id the device made for a create (SYNC.md O13); undefined when the client left it to the server. */
  requestedId: string | undefined;
}

/** An answer already serialised (and perhaps compressed) as JSON of `A`: a cache hands out the same bytes to every reader. */
export type SerializedAnswer<A> = Buffer & { readonly answers?: A };

/** A handler answers what its endpoint declares (domain/kit/endpoint.ts `answering`), or anything where it declares nothing. */
export type CallHandler<E extends AnyEndpoint> = (req: FastifyRequest, reply: FastifyReply, input: CallInput<E>) => Promise<AnswerOf<E> | SerializedAnswer<AnswerOf<E>>>;

/**
 * Registers the route of a declared call (domain/kit/endpoint.ts): its method
 * and path come from the declaration, and so does the schema the body is parsed
 * with, before the handler runs — bad input answers 422 and changes nothing.
 * Every path parameter names a row, so anything but a UUID is not found.
 * `alsoAccepts` lets an edit declared as POST also answer PATCH (the spec's
 * `POST {id}?_method=PATCH`). Only a call declared to carry files takes
 * multipart bodies (spec 000 §7: "JSON with a bearer token; file-carrying
 * calls are multipart"; domain/kit/endpoint.ts `carries`,
 * server/files/multipartBody.ts).
 * `tokenParams` names the path parameters that are a credential rather than a
 * row id (the client's rating link, access 'public': the token in the path is
 * all the caller has): each is checked by its own shape instead, anything else
 * is 404 all the same. `fileLimit` bounds a file-carrying call's parts tighter
 * than every upload's 20 MB, refused (413) with its own text as they stream
 * in. `keepsAnswer: false` keeps the answer out of the
 * Idempotency-Key store (server/http/idempotency.ts), for an answer that
 * carries a secret shown once. `readsByPost` marks a read the spec makes
 * with POST (a search with a body): access control judges it as a read, so
 * whoever reads the module may make it, observers too.
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: Access,
  handler: CallHandler<E>,
  options: {
    alsoAccepts?: readonly Method[];
    fileLimit?: FileLimit;
    tokenParams?: Readonly<Record<string, (value: unknown) => boolean>>;
    keepsAnswer?: false;
    readsByPost?: true;
  } = {},
): void {
  const tokenParams = options.tokenParams ?? {};
  app.route({
    method: [endpoint.method, ...(options.alsoAccepts ?? [])],
    url: routePatternOf(endpoint.path),
    config: {
      access,
      endpoint,
      ...(options.fileLimit ? { fileLimit: options.fileLimit } : {}),
      ...(options.keepsAnswer === false ? { keepsAnswer: false } : {}),
      ...(options.readsByPost ? { readsByPost: true } : {}),
    },
    handler: async (req, reply) => {
      const params = req.params as Record<string, unknown>;
      for (const [name, value] of Object.entries(params)) if (!(Object.hasOwn(tokenParams, name) ? tokenParams[name]!(value) : isId(value))) throw notFound();
      const input = {
        params,
        body: endpoint.body ? parse(endpoint.body, req.body) : undefined,
        requestedId: endpoint.sendsId ? parse(requestedIdBody, req.body).id : undefined,
      } as CallInput<E>;
      return handler(req, reply, input);
    },
  });
}
