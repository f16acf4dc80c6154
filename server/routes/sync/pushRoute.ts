import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { KIOSK_HEADERS } from '../../../domain/kiosk/endpoints.js';
import { MSG } from '../../../domain/messages.js';
import { isAdmin } from '../../../domain/permissions.js';
import { PUSH_MAX_BYTES, endsBatch, pushBody, pushCallUrl, type PushCall } from '../../../domain/syncPush.js';
import { authOf } from '../../http/access.js';
import { HttpError, errorBody, forbidden } from '../../http/errors.js';
import { BATCH_CALL_HEADER, isBatchCall, openBatchTicket } from '../../http/idempotency.js';
import { parse } from '../../http/validate.js';

/** The outer request's headers each call is sent with: who calls, and the kiosk's acting worker. */
const CARRIED_HEADERS = ['authorization', 'accept-language', 'user-agent', KIOSK_HEADERS.worker, KIOSK_HEADERS.switchId, KIOSK_HEADERS.pending];

/**
 * POST sync/push (src/local/SYNC.md, O17, O21): the outbox's queued calls in
 * one request. Each call goes through the app's own routing (app.inject), so
 * every route's access, validation, visibility and write rules apply to it
 * unchanged, with its own Idempotency-Key and the push's credential — as if
 * it had come alone. Calls run strictly one after another in one database
 * transaction, each in a savepoint of its own (server/db/groupCommit.ts): a
 * refused call is undone to its savepoint and the batch goes on, and the
 * batch is answered only after its one commit, so every answer it gives is
 * durable. The first answer that means "not now", or "send this one alone"
 * (endsBatch), ends the batch, and the calls after it are not reached. The
 * push itself writes nothing and stores no answer of its own (each call's is
 * stored under its key), so it takes no Idempotency-Key.
 */
export async function pushRoute(app: FastifyInstance): Promise<void> {
  app.post('/sync/push', { config: { access: 'signedIn', keepsAnswer: false }, bodyLimit: PUSH_MAX_BYTES }, async (req, reply) => {
    const { permissions } = authOf(req);
    // Observers never write (domain/permissions.ts): their batch is refused whole, before a call is looked at.
    if (permissions.observer === true && !isAdmin(permissions)) throw forbidden();
    // A push among a push's calls would nest batches without end.
    if (isBatchCall(req)) throw new HttpError(422, MSG.pushCallNotBatchable);
    const { calls } = parse(pushBody, req.body);
    const headers = carriedHeaders(req);
    const ticket = openBatchTicket();
    const results: string[] = [];
    try {
      // One transaction for the batch, a savepoint per call: one commit answers them all (O21).
      await req.server.deps.runGroup(async (group) => {
        for (const call of calls) {
          await group.startCall();
          const { status, body } = await dispatch(app, req, call, { ...headers, [BATCH_CALL_HEADER]: ticket.ticket });
          // A "not now" and a call sent back to go alone leave nothing behind.
          await group.endCall(!endsBatch(status));
          results.push(`{"key":${JSON.stringify(call.key)},"status":${status},"body":${body}}`);
          if (endsBatch(status)) break;
        }
      });
    } finally {
      ticket.close();
    }
    reply.type('application/json; charset=utf-8');
    return `{"results":[${results.join(',')}]}`;
  });
}

function carriedHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of CARRIED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** One call's status and its answer as JSON text, spliced into the push's answer unparsed. */
async function dispatch(app: FastifyInstance, req: FastifyRequest, call: PushCall, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = pushCallUrl(call.path);
  if (url === undefined) return { status: 400, body: JSON.stringify(errorBody(new HttpError(400, MSG.pushCallNotBatchable))) };
  const hasBody = call.body !== undefined;
  const res = await app.inject({
    method: call.method as InjectOptions['method'],
    url,
    headers: { ...headers, 'idempotency-key': call.key, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(call.body) } : {}),
    remoteAddress: req.ip,
  });
  const json = /^application\/json/.test(String(res.headers['content-type'] ?? ''));
  return { status: res.statusCode, body: res.body === '' ? 'null' : json ? res.body : JSON.stringify(res.body) };
}
