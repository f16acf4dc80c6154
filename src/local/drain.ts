import Dexie from 'dexie';
import { PUSH_MAX_CALLS, SEND_ALONE } from '../../domain/syncPush.js';
import { batchLength } from './batches.js';
import type { ZanatiDb } from './db.js';
import { queueRereads } from './meta.js';
import { backoffDelay, errorOf, outcomeOf } from './reconcile.js';
import { batchingEnabled, sendBatch, type BatchAnswer } from './sendBatch.js';
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

/** Entries marked 'sending' per local transaction: a full batch (O17). */
export const CLAIM_SIZE = PUSH_MAX_CALLS;

/** Entries still to send when the next claim starts: its commit then overlaps their request(s). */
const CLAIM_AHEAD = 5;

/** What an answer does to its entry, written later with others in one transaction: done (most), or another change. */
type Outcome = { done: OutboxEntry } | (() => Promise<void>);

/**
 * 2xx: the entry is done. It leaves the outbox and its rows are queued for a
 * re-read, which brings what the server added (numbers, codes, times). A
 * create's row keeps its id: the server stores it under the device's (O13).
 * A batch's done entries are written together (writeOutcomes).
 */
const done = (entry: OutboxEntry): Outcome => ({ done: entry });

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

/** The outcomes in one go: the done entries leave the outbox together, the others change one by one. */
async function writeOutcomes(db: ZanatiDb, outcomes: readonly Outcome[]): Promise<void> {
  const finished: OutboxEntry[] = [];
  for (const outcome of outcomes) {
    if (typeof outcome === 'function') await outcome();
    else finished.push(outcome.done);
  }
  if (finished.length === 0) return;
  await db.outbox.bulkDelete(finished.map((e) => e.id));
  await queueRereads(db, finished.flatMap((e) => e.rowKeys));
}

/**
 * ONE transaction: writes the outcomes so far, then — unless the drain stops
 * — claims the next pending entries in FIFO order (rejected ones do not block
 * later ones, O6), marking them 'sending'.
 */
async function writeAndClaim(db: ZanatiDb, outcomes: readonly Outcome[], claim: boolean, ctx: DrainContext): Promise<OutboxEntry[] | 'stopped'> {
  return db.transaction('rw', db.outbox, db.rereads, async () => {
    await writeOutcomes(db, outcomes);
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

/** One entry goes alone (the single-call path, with upload progress); more go as one batch (O17). */
async function sendGroup(group: readonly OutboxEntry[], ctx: DrainContext): Promise<BatchAnswer> {
  return group.length === 1 ? [await send(group[0]!, ctx)] : sendBatch(group, ctx.signal);
}

/**
 * Sends the outbox in FIFO order until it is empty or an answer says to stop.
 * Consecutive JSON entries of one sender go together in one request
 * (batchLength, O17), each call with its own key and answered on its own;
 * the next request leaves after the previous one's answer (O3). Call only
 * while holding the drain lock (O9).
 *
 * The local bookkeeping is batched too: entries are claimed ('sending') a
 * batch at a time, and the answers' outcomes written together with the next
 * claim while the last claimed entries are on their way — so a long drain
 * costs about one request and one local commit per batch. A page that dies
 * before an answer's outcome is written sends those entries again with their
 * keys, and the server replays the answers (O2). If the server cannot take
 * batches (an older one: 404), the rest of the drain goes one entry per
 * request, as before.
 */
export async function drainOutbox(db: ZanatiDb, ctx: DrainContext): Promise<DrainReport> {
  // Under the lock no other page is sending: a 'sending' entry was left by a page
  // that died mid-request. It is sent again with its key (O2).
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  let sent = 0;
  const outcomes: Outcome[] = [];
  let force = ctx.force;
  let batching = batchingEnabled();
  /** An entry the push sent back as one to go alone (O21): its next send is a single request. */
  let alone: string | null = null;
  let claim = await writeAndClaim(db, [], true, ctx);
  for (;;) {
    if (claim === 'stopped') {
      await writeAndClaim(db, outcomes, false, ctx);
      return { result: 'stopped', sent };
    }
    if (claim.length === 0) {
      if (outcomes.length === 0) return { result: 'drained', sent };
      // The last answers' outcomes; entries queued meanwhile are claimed with them.
      claim = await writeAndClaim(db, outcomes.splice(0), true, ctx);
      continue;
    }
    const claimed = claim;
    let nextClaim: Promise<OutboxEntry[] | 'stopped'> | null = null;
    /** Ends the drain: writes what was answered, `last`, and releases every claimed entry not sent. */
    const stop = async (index: number, last: Outcome | null) => {
      const claimedNext = nextClaim ? await nextClaim : [];
      const unsent = [...claimed.slice(index + (last ? 1 : 0)), ...(claimedNext === 'stopped' ? [] : claimedNext)];
      await writeAndClaim(db, [...outcomes, ...(last ? [last] : []), released(db, unsent)], false, ctx);
    };
    let start = 0;
    while (start < claimed.length) {
      const head = claimed[start]!;
      if (!force && head.nextAttemptAt > Date.now()) {
        await stop(start, null);
        return { result: 'waiting', sent, wakeAt: head.nextAttemptAt, network: false };
      }
      const size = batching && head.id !== alone ? batchLength(claimed, start, Date.now()) : 1;
      // While the claim's last entries are on their way, the answers so far are written and the next entries claimed.
      if (!nextClaim && start + size > claimed.length - CLAIM_AHEAD) {
        nextClaim = writeAndClaim(db, outcomes.splice(0), true, ctx);
        // Awaited below; a storage failure surfaces there, not as an unhandled rejection meanwhile.
        nextClaim.catch(() => undefined);
      }
      const answers = await sendGroup(claimed.slice(start, start + size), ctx);
      if (answers === 'unsupported') {
        batching = false;
        continue;
      }
      force = false;
      let next = start + size;
      for (const [offset, answer] of answers.entries()) {
        const index = start + offset;
        const entry = claimed[index]!;
        if (size > 1 && answer.kind === 'answer' && answer.status === SEND_ALONE) {
          // Nothing was applied or stored for it: it goes next, alone, and batching resumes after it.
          alone = entry.id;
          next = index;
          break;
        }
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
            outcomes.push(done(entry));
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
      start = next;
    }
    claim = await (nextClaim as Promise<OutboxEntry[] | 'stopped'>);
  }
}
