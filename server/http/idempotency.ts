import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import { preparedQuery } from '../db/reusableQuery.js';
import { undoCurrentCall } from '../db/groupCommit.js';
import type { Database } from '../db/schema.js';
import { MSG } from '../../domain/messages.js';
import { SEND_ALONE, stopsBatch, travelsInBatch } from '../../domain/syncPush.js';
import { HttpError, errorBody } from './errors.js';
import { carriesOf } from './serve.js';
import { isUploadedFile } from '../files/upload.js';

export const KEEP_DAYS = 30;
/** A claim this old belongs to a request whose server died mid-flight; it may be retaken. */
const STALE_MS = 5 * 60_000;

export interface IdempotencyClaim {
  userId: string;
  companyId: string;
  key: string;
  requestHash: string;
  /**
   * The claim row's updatedAt as this request wrote or found it: a fencing
   * token. A request presumed dead can have its claim retaken; when it finally
   * finishes, its writes to the claim match nothing, so it cannot apply the key
   * twice. null: a batch call's key, of which no row exists yet — its answer
   * row is inserted with the write itself (see batch calls below).
   */
  claimedAt: string | null;
  /** A call dispatched by POST sync/push: its key costs no commit of its own. */
  batch: boolean;
  /** Set once the response has been stored in the write's own transaction. */
  stored: boolean;
  /** Another request stored this key's answer first: this one rolled back, and answers with that one's. */
  lost: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null;
  }
  interface FastifyContextConfig {
    /**
     * false: the call's answer is never stored nor replayed under its key. For
     * calls whose effect belongs to the session rather than the body (logout):
     * a replay from another session would answer without ending that session.
     */
    keepsAnswer?: boolean;
  }
}

/** Same body, same hash — whatever the multipart boundary; files count by content. */
export function requestHash(req: FastifyRequest): string {
  const h = createHash('sha256');
  h.update(`${req.method} ${req.url}\n`);
  h.update(
    // An uploaded file counts by its content hash, taken as it streamed to disk.
    JSON.stringify(req.body ?? null, (_k, v: unknown) => (isUploadedFile(v) ? { filename: v.filename, sha256: v.sha256 } : v)),
  );
  return h.digest('hex');
}

const isWrite = (method: string) => method === 'POST' || method === 'PATCH' || method === 'PUT' || method === 'DELETE';

/**
 * Batch calls (POST sync/push, server/routes/sync/pushRoute.ts) are sent
 * through the app's own routing with this header, naming a ticket the push
 * holds while it runs: a random value no other caller can know, so no request
 * from outside can pass for one.
 */
export const BATCH_CALL_HEADER = 'x-zanati-batch-call';
const batchTickets = new Set<string>();

/** A ticket for one push's calls; close it when the push is done. */
export function openBatchTicket(): { ticket: string; close(): void } {
  const ticket = randomUUID();
  batchTickets.add(ticket);
  return { ticket, close: () => void batchTickets.delete(ticket) };
}

/** Whether the request is a call dispatched by a push (see BATCH_CALL_HEADER). */
export function isBatchCall(req: FastifyRequest): boolean {
  const ticket = req.headers[BATCH_CALL_HEADER];
  return typeof ticket === 'string' && batchTickets.has(ticket);
}

type KeyRow = Selectable<Database['idempotencyKeys']>;

/** Every write call reads its key and stores its answer: compiled once, not built and compiled per call. */
const selectKey = preparedQuery(2, (db: Db, userId: string, key: string) => db.selectFrom('idempotencyKeys').selectAll().where('userId', '=', userId).where('key', '=', key));
const insertAnswer = preparedQuery(9, (db: Db, userId: string, key: string, companyId: string, requestHash: string, statusCode: number, body: string | null, createdAt: string, updatedAt: string, state: 'done') =>
  db
    .insertInto('idempotencyKeys')
    .values({ userId, key, companyId, requestHash, state, statusCode, body, createdAt, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing()),
);

const readKey = async (db: Db, claim: Pick<IdempotencyClaim, 'userId' | 'key'>): Promise<KeyRow | undefined> => (await selectKey(db, claim.userId, claim.key)).rows[0];

const isFresh = (row: KeyRow) => Date.now() - Date.parse(row.updatedAt) < STALE_MS;

/**
 * Stores the key's answer as done, in `db` — the write's own transaction when
 * there is one. false: the key is no longer this request's (a claim retaken,
 * or for a batch call another request stored its answer first); the caller
 * rolls back. A batch call's row is inserted here, so its key costs no commit
 * but the write's; on PostgreSQL a concurrent insert of the same key waits for
 * the other transaction, then finds the conflict.
 */
export async function storeAnswer(db: Db, claim: IdempotencyClaim, statusCode: number, body: string | null, now: string): Promise<boolean> {
  if (claim.claimedAt === null) {
    const inserted = await insertAnswer(db, claim.userId, claim.key, claim.companyId, claim.requestHash, statusCode, body, now, now, 'done');
    return Number(inserted.numAffectedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('idempotencyKeys')
    .set({ state: 'done', statusCode, body, updatedAt: now })
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('updatedAt', '=', claim.claimedAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  return reply
    .status(row.statusCode ?? 200)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(row.body ?? '{}');
}

/**
 * Idempotency-Key on every write (ARCHITECTURE.md, "Push"): a repeated key
 * replays the stored answer and changes nothing; the same key with another
 * body is refused (422); a key whose first request is still running answers 409.
 * Answers are the user's own (keyed by user and key) and the route's: the
 * hash covers method and path, so a key reused on another call is refused,
 * never answered with the other call's answer.
 *
 * A single request claims its key first (a "running" row, committed), so a
 * copy arriving meanwhile sees it running (409). A batch call claims nothing:
 * it reads the key, and its answer row is inserted in the write's own
 * transaction — one commit per call. Two copies of a batch call may then both
 * run their handler, but only one answer row can be inserted: the other's
 * transaction rolls back and it answers with the stored answer (src/local/SYNC.md, O17).
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !req.auth || !isWrite(req.method) || req.routeOptions.config.keepsAnswer === false) return;
    if (key.length === 0 || key.length > 200) throw new HttpError(400, MSG.invalidValue);
    const batch = isBatchCall(req);
    // An upload goes alone as multipart (O10, O21): the device is told to send it so, and nothing is stored under its key.
    if (batch && !travelsInBatch(carriesOf(req), false)) throw new HttpError(SEND_ALONE, MSG.pushCallNotBatchable);
    const { userId, companyId } = req.auth;
    const hash = requestHash(req);
    const claim = { userId, companyId, key, requestHash: hash, batch, stored: false, lost: false };
    const now = new Date().toISOString();
    if (!batch) {
      const inserted = await db
        .insertInto('idempotencyKeys')
        .values({ userId, key, companyId, requestHash: hash, state: 'running', statusCode: null, body: null, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        req.idempotency = { ...claim, claimedAt: now };
        return;
      }
    }
    const existing = await readKey(db, claim);
    if (!existing) {
      // A single request's row gone between its insert and this read was purged (30 days old): "not now", like a running key.
      if (!batch) throw new HttpError(409, MSG.idempotencyRunning);
      req.idempotency = { ...claim, claimedAt: null };
      return;
    }
    if (existing.requestHash !== hash) throw new HttpError(422, MSG.idempotencyMismatch);
    if (existing.state === 'done') return replay(reply, existing);
    if (isFresh(existing)) throw new HttpError(409, MSG.idempotencyRunning);
    // The first attempt died without an answer (the server was killed): nothing
    // of it committed, because its answer is stored in its own transaction.
    if (batch) {
      // Retaken at the write's commit, fenced by the dead attempt's updatedAt: still one commit.
      req.idempotency = { ...claim, claimedAt: existing.updatedAt };
      return;
    }
    const retaken = await db
      .updateTable('idempotencyKeys')
      .set({ updatedAt: now })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .where('updatedAt', '=', existing.updatedAt)
      .executeTakeFirst();
    if (Number(retaken.numUpdatedRows) !== 1) throw new HttpError(409, MSG.idempotencyRunning);
    req.idempotency = { ...claim, claimedAt: now };
  });

  // Answers not stored by a write transaction (refusals, reads behind POST):
  // keep a refusal so a retry sees the same refusal; drop a "not now" (a 5xx,
  // domain/syncPush.ts stopsBatch) so a retry runs again.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim || claim.stored) return payload;
    claim.stored = true;
    const body = typeof payload === 'string' ? payload : null;
    if (claim.batch) return (await settleBatchCall(db, claim, reply, body)) ?? payload;
    if (claim.lost || claim.claimedAt === null) return payload;
    if (stopsBatch(reply.statusCode)) {
      // Only while the claim is still ours (see claimedAt): a retaken key belongs to the retry.
      await db
        .deleteFrom('idempotencyKeys')
        .where('userId', '=', claim.userId)
        .where('key', '=', claim.key)
        .where('updatedAt', '=', claim.claimedAt)
        .execute();
    } else {
      await storeAnswer(db, claim, reply.statusCode, body, new Date().toISOString());
    }
    return payload;
  });
}

/**
 * A batch call's answer that no write transaction stored: a refusal is stored
 * now (one commit), a "not now" never. When another request stored the key's
 * answer first, this call answers with that one instead — so every copy of a
 * key answers the same, however they raced. Returns the payload to send
 * instead of this call's own, if any.
 */
async function settleBatchCall(db: Db, claim: IdempotencyClaim, reply: FastifyReply, body: string | null): Promise<string | undefined> {
  if (!claim.lost) {
    if (stopsBatch(reply.statusCode)) return undefined;
    // A refusal changes nothing: in the batch's transaction, nothing the call wrote before refusing stays.
    if (reply.statusCode >= 400) await undoCurrentCall();
    if (await storeAnswer(db, claim, reply.statusCode, body, new Date().toISOString())) return undefined;
  }
  const winner = await readKey(db, claim);
  reply.type('application/json; charset=utf-8');
  if (winner?.state === 'done' && winner.requestHash === claim.requestHash) {
    reply.status(winner.statusCode ?? 200).header('idempotent-replayed', 'true');
    return winner.body ?? '{}';
  }
  const refusal = winner && winner.requestHash !== claim.requestHash ? new HttpError(422, MSG.idempotencyMismatch) : new HttpError(409, MSG.idempotencyRunning);
  reply.status(refusal.statusCode);
  return JSON.stringify(errorBody(refusal));
}

export async function purgeOldIdempotencyKeys(db: Db): Promise<void> {
  const cutoff = new Date(Date.now() - KEEP_DAYS * 24 * 3600_000).toISOString();
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).execute();
}
