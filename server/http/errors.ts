import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.js';
import { isTransientConflict } from '../db/constraintErrors.js';

/**
 * A refusal the client should show: `message` is the spec's text, `errors`
 * maps fields to their messages for forms. Every 4xx body has this shape.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, MSG.notFound);
export const forbidden = () => new HttpError(403, MSG.noAccess);
/** A business-rule or validation refusal; the message also lands on `field`. */
export const refuse = (message: string, field?: string) =>
  new HttpError(422, message, field ? { [field]: message } : undefined);

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export function errorBody(err: HttpError): ErrorBody {
  return { ...err.extra, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
}

/** Framework errors mapped to the client-facing shape; anything unknown is a logged 500. */
function fromFastifyError(err: FastifyError): HttpError | undefined {
  // A JSON body over its limit is no file: the 20 MB file text would mislead (uploads answer theirs in server/files/multipartBody.ts).
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, MSG.invalidValue);
  if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) return new HttpError(413, MSG.fileTooLarge);
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, MSG.invalidValue);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new HttpError(err.statusCode === 429 ? 429 : 400, err.statusCode === 429 ? MSG.tooManyLogins : MSG.invalidValue);
  }
  return undefined;
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`):
 * a path parameter longer than any id names nothing (404); a malformed URL is
 * 400. Fastify's own answer would carry its error code and echo the path.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const err = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : new HttpError(400, MSG.invalidValue);
  void reply.status(err.statusCode).send(errorBody(err));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed
 * request line or header, a body longer than its Content-Length, headers too
 * large, a timeout): answered in the project's shape rather than Fastify's
 * `{error, message: 'Client Error', statusCode}`, then the connection closes.
 */
export function clientErrors(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: MSG.invalidValue } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const err = error instanceof HttpError ? error : fromFastifyError(error as FastifyError);
    if (err) return reply.status(err.statusCode).send(errorBody(err));
    // Sent again, it goes through (the outbox backs off and retries a 503, SYNC.md O4).
    if (isTransientConflict(error)) return reply.status(503).send({ message: MSG.generic });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.generic });
  });
  // The project's text only: no echo of the path asked for.
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: MSG.notFound });
  });
}
