import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { MSG } from '../../domain/messages.js';
import { HttpError } from './errors.js';
import { isUploadedFile } from '../files/upload.js';

export const KEEP_DAYS = 30;
/** A claim this old belongs to a request whose server died mid-flight; it may be retaken. */
const STALE_MS = 5 * 60_000;

export interface IdempotencyClaim {
  userId: string;
  key: string;
  /**
   * The claim row's updatedAt as this request wrote it: a fencing token. A
   * request presumed dead can have its claim retaken; when it finally finishes,
   * its writes to the claim match nothing, so it cannot apply the key twice.
   */
  claimedAt: string;
  /** Set once the response has been stored in the write's own transaction. */
  stored: boolean;
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
 * Idempotency-Key on every write (ARCHITECTURE.md, "Push"): a repeated key
 * replays the stored answer and changes nothing; the same key with another
 * body is refused (422); a key whose first request is still running answers 409.
 * Answers are the user's own (keyed by user and key) and the route's: the
 * hash covers method and path, so a key reused on another call is refused,
 * never answered with the other call's answer.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !req.auth || !isWrite(req.method) || req.routeOptions.config.keepsAnswer === false) return;
    if (key.length === 0 || key.length > 200) throw new HttpError(400, MSG.invalidValue);
    const { userId, companyId } = req.auth;
    const hash = requestHash(req);
    const now = new Date().toISOString();
    const inserted = await db
      .insertInto('idempotencyKeys')
      .values({ userId, key, companyId, requestHash: hash, state: 'running', statusCode: null, body: null, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      req.idempotency = { userId, key, claimedAt: now, stored: false };
      return;
    }
    const existing = await db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (existing.requestHash !== hash) throw new HttpError(422, MSG.idempotencyMismatch);
    if (existing.state === 'done') {
      return reply
        .status(existing.statusCode ?? 200)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(existing.body ?? '{}');
    }
    if (Date.now() - Date.parse(existing.updatedAt) < STALE_MS) throw new HttpError(409, MSG.idempotencyRunning);
    // The first attempt died without an answer (the server was killed): nothing
    // of it committed, because its answer is stored in its own transaction.
    const retaken = await db
      .updateTable('idempotencyKeys')
      .set({ updatedAt: now })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .where('updatedAt', '=', existing.updatedAt)
      .executeTakeFirst();
    if (Number(retaken.numUpdatedRows) !== 1) throw new HttpError(409, MSG.idempotencyRunning);
    req.idempotency = { userId, key, claimedAt: now, stored: false };
  });

  // Answers not stored by a write transaction (refusals, reads behind POST):
  // keep a 4xx so a retry sees the same refusal; drop a 5xx so a retry runs again.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim || claim.stored) return payload;
    claim.stored = true;
    // Only while the claim is still ours (see claimedAt): a retaken key belongs to the retry.
    const where = db.updateTable('idempotencyKeys').where('userId', '=', claim.userId).where('key', '=', claim.key).where('updatedAt', '=', claim.claimedAt);
    if (reply.statusCode >= 500) {
      await db
        .deleteFrom('idempotencyKeys')
        .where('userId', '=', claim.userId)
        .where('key', '=', claim.key)
        .where('updatedAt', '=', claim.claimedAt)
        .execute();
    } else {
      await where
        .set({ state: 'done', statusCode: reply.statusCode, body: typeof payload === 'string' ? payload : null, updatedAt: new Date().toISOString() })
        .execute();
    }
    return payload;
  });
}

export async function purgeOldIdempotencyKeys(db: Db): Promise<void> {
  const cutoff = new Date(Date.now() - KEEP_DAYS * 24 * 3600_000).toISOString();
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).execute();
}
