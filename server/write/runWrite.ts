import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.js';
import { authOf } from '../http/access.js';
import { HttpError, refuse } from '../http/errors.js';
import { uniqueViolationOf } from '../db/constraintErrors.js';
import { storeAnswer } from '../http/idempotency.js';
import { afterCommit, inGroup } from '../db/groupCommit.js';
import { appendChanges, lockCompanyWrites } from './changes.js';
import { settleWorkStatuses } from './workStatuses.js';
import { Writer } from './writer.js';

/**
 * Runs one write request as one transaction: the route's changes, their audit
 * rows, the change feed and the stored Idempotency-Key answer commit together.
 * So a key is answered "done" exactly when its effect is durable, and a crash
 * between the two cannot apply a write twice.
 */
export async function runWrite<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (w: Writer) => Promise<T>,
  status = 200,
): Promise<T> {
  return runWriteAs(req, reply, authOf(req), work, status);
}

/** Who a write is made for: the signed-in user, or a company and no user (a client through their rating link). */
export interface WriteActor {
  companyId: string;
  userId: string | null;
  kiosk?: { id: string; switchId: string | null } | undefined;
}

/**
 * runWrite for a caller who is no signed-in user: a public call whose
 * credential the route itself resolved to a company (the client's rating
 * link, server/routes/impression/links.ts). Audited with no user.
 */
export async function runWriteAs<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  auth: WriteActor,
  work: (w: Writer) => Promise<T>,
  status = 200,
): Promise<T> {
  const { db, kind } = req.server.deps;
  let published = false;
  const result = await db
    .transaction()
    .execute(async (tx) => {
      // A batch holds the company's write lock from its first write to its commit: taken before any work, it cannot deadlock with a write that took a row first.
      if (inGroup()) await lockCompanyWrites(tx, kind, auth.companyId);
      const w = new Writer(tx, auth.companyId, auth.userId, undefined, auth.kiosk ?? null);
      const body = await work(w);
      await settleWorkStatuses(w);
      await appendChanges(tx, kind, auth.companyId, w.touched);
      published = w.touched.size > 0;
      const claim = req.idempotency;
      // The claim was retaken by a retry while this request was presumed dead,
      // or another copy of a batch call stored the key's answer first: the key
      // is theirs, so this attempt rolls back instead of applying twice.
      if (claim && !(await storeAnswer(tx, claim, status, JSON.stringify(body), w.now))) {
        claim.lost = true;
        throw new HttpError(409, MSG.idempotencyRunning);
      }
      return body;
    })
    .catch((err: unknown) => {
      // The same id created twice at once (claimId saw neither): the loser is refused as a taken id is.
      throw uniqueViolationOf(err) === 'id' ? refuse(MSG.idTaken, 'id') : err;
    });
  if (req.idempotency) req.idempotency.stored = true;
  // Committed (in a batch: once the batch commits): the company's waiting devices may pull it now.
  if (published) await afterCommit(() => req.server.deps.changeWaiters.changed(auth.companyId));
  reply.status(status);
  return result;
}
