import Dexie from 'dexie';
import type { ZanatiDb } from './db.js';
import { queueRereads } from './meta.js';
import { backoffDelay, errorOf, outcomeOf } from './reconcile.js';
import { sendEntry, type SendResult } from './transport.js';
import type { OutboxEntry, OutboxError } from './types.js';

export interface DrainContext {
  signal: AbortSignal;
  /** Send the head entry even if its backoff has not run out (the network just came back, the user asked). */
  force: boolean;
  onUpload(progress: { entryId: string; loaded: number; total: number } | null): void;
}

export type DrainReport =
  /** Nothing left to send (rejected entries wait for the user). */
  | { result: 'drained'; sent: number }
  /** The head entry waits for its backoff (network, 5xx, 409). */
  | { result: 'waiting'; sent: number; wakeAt: number; network: boolean }
  /** 401: the entries wait for the user to sign in again. */
  | { result: 'signIn'; sent: number }
  | { result: 'stopped'; sent: number };

/** Entries marked 'sending' per local transaction. */
export const CLAIM_SIZE = 20;

/** Entries still to send when the next claim starts: its commit then overlaps their requests. */
const CLAIM_AHEAD = 5;

/** What an answer does to its entry, written later with others in one transaction. */
type Outcome = () => Promise<void>;

/**
 * 2xx: the entry is done. It leaves the outbox and its rows are queued for a
 * re-read, which brings what the server added (numbers, codes, times). A
 * create's row keeps its id: the server stores it under the device's (O13).
 */
const done =
  (db: ZanatiDb, entry: OutboxEntry): Outcome =>
  async () => {
    await db.outbox.delete(entry.id);
    await queueRereads(db, entry.rowKeys);
  };

/** Other 4xx: refused for good. Kept with the server's words and everything the user entered; its rows re-read. */
const rejected =
  (db: ZanatiDb, entry: OutboxEntry, error: OutboxError): Outcome =>
  async () => {
    await db.outbox.update(entry.id, { state: 'rejected', attempts: entry.attempts + 1, error });
    await queueRereads(db, entry.rowKeys);
  };

/** Network error, 5xx, 409: the entry waits for its backoff (O4). */
const retryLater = (db: ZanatiDb, entry: OutboxEntry, nextAttemptAt: number): Outcome => async () => {
  await db.outbox.update(entry.id, { state: 'pending', attempts: entry.attempts + 1, nextAttemptAt });
};

/** Claimed but not sent (the drain stops): back to waiting, untouched otherwise. */
const released =
  (db: ZanatiDb, entries: readonly OutboxEntry[]): Outcome =>
  async () => {
    if (entries.length > 0) await db.outbox.bulkPut(entries.map((e) => ({ ...e, state: 'pending' as const })));
  };

/**
 * ONE transaction: writes the outcomes so far, then — unless the drain stops
 * — claims the next pending entries in FIFO order (rejected ones do not block
 * later ones, O6), marking them 'sending'.
 */
async function writeAndClaim(db: ZanatiDb, outcomes: readonly Outcome[], claim: boolean, ctx: DrainContext): Promise<OutboxEntry[] | 'stopped'> {
  return db.transaction('rw', db.outbox, db.rereads, async () => {
    for (const outcome of outcomes) await outcome();
    if (!claim) return [];
    if (ctx.signal.aborted) return 'stopped';
    const next = await db.outbox.where('[state+seq]').between(['pending', Dexie.minKey], ['pending', Dexie.maxKey]).limit(CLAIM_SIZE).toArray();
    const claimed = next.map((e) => ({ ...e, state: 'sending' as const }));
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}

function send(entry: OutboxEntry, ctx: DrainContext): Promise<SendResult> {
  return sendEntry(entry, {
    signal: ctx.signal,
    onUploadProgress: (loaded, total) => ctx.onUpload({ entryId: entry.id, loaded, total }),
  }).finally(() => {
    if (entry.files?.length) ctx.onUpload(null);
  });
}

/**
 * Sends the outbox in FIFO order, each entry after the previous one's answer,
 * until it is empty or an answer says to stop. Call only while holding the
 * drain lock (O9).
 *
 * The local bookkeeping is batched: entries are claimed ('sending') a few at a
 * time, and their answers' outcomes written together with the next claim,
 * while the last few claimed entries are on their way — so a long drain costs about one
 * request per entry and one local commit per CLAIM_SIZE entries. A page that
 * dies before an answer's outcome is written sends that entry again with its
 * key, and the server replays the answer (O2).
 */
export async function drainOutbox(db: ZanatiDb, ctx: DrainContext): Promise<DrainReport> {
  // Under the lock no other page is sending: a 'sending' entry was left by a page
  // that died mid-request. It is sent again with its key (O2).
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  let sent = 0;
  const outcomes: Outcome[] = [];
  let force = ctx.force;
  let batch = await writeAndClaim(db, [], true, ctx);
  for (;;) {
    if (batch === 'stopped') {
      await writeAndClaim(db, outcomes, false, ctx);
      return { result: 'stopped', sent };
    }
    if (batch.length === 0) {
      if (outcomes.length === 0) return { result: 'drained', sent };
      // The last answers' outcomes; entries queued meanwhile are claimed with them.
      batch = await writeAndClaim(db, outcomes.splice(0), true, ctx);
      continue;
    }
    const claimed = batch;
    let nextBatch: Promise<OutboxEntry[] | 'stopped'> | null = null;
    /** Ends the drain: writes what was answered, `last`, and releases every claimed entry not sent. */
    const stop = async (index: number, last: Outcome | null) => {
      const claimedNext = nextBatch ? await nextBatch : [];
      const unsent = [...claimed.slice(index + (last ? 1 : 0)), ...(claimedNext === 'stopped' ? [] : claimedNext)];
      await writeAndClaim(db, [...outcomes, ...(last ? [last] : []), released(db, unsent)], false, ctx);
    };
    for (const [index, entry] of claimed.entries()) {
      if (!force && entry.nextAttemptAt > Date.now()) {
        await stop(index, null);
        return { result: 'waiting', sent, wakeAt: entry.nextAttemptAt, network: false };
      }
      force = false;
      // While the batch's last few entries are on their way, the answers so far are written and the next entries claimed.
      if (index === Math.max(0, claimed.length - CLAIM_AHEAD)) {
        nextBatch = writeAndClaim(db, outcomes.splice(0), true, ctx);
        // Awaited below; a storage failure surfaces there, not as an unhandled rejection meanwhile.
        nextBatch.catch(() => undefined);
      }
      const answer = await send(entry, ctx);
      if (answer.kind === 'network') {
        if (ctx.signal.aborted) {
          await stop(index, null);
          return { result: 'stopped', sent };
        }
        const wakeAt = Date.now() + backoffDelay(entry.attempts + 1);
        await stop(index, retryLater(db, entry, wakeAt));
        return { result: 'waiting', sent, wakeAt, network: true };
      }
      switch (outcomeOf(answer.status)) {
        case 'done':
          outcomes.push(done(db, entry));
          break;
        case 'rejected':
          outcomes.push(rejected(db, entry, errorOf(answer.status, answer.body)));
          break;
        case 'retry': {
          const wakeAt = Date.now() + backoffDelay(entry.attempts + 1);
          await stop(index, retryLater(db, entry, wakeAt));
          return { result: 'waiting', sent, wakeAt, network: false };
        }
        case 'signIn':
          await stop(index, null);
          return { result: 'signIn', sent };
      }
      sent += 1;
    }
    batch = await (nextBatch as Promise<OutboxEntry[] | 'stopped'>);
  }
}
