import type { ZanatiDb } from './db.js';
import { queueRereads } from './meta.js';
import { backoffDelay, errorOf, outcomeOf } from './reconcile.js';
import { sendEntry } from './transport.js';
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

/** The head of the FIFO: the oldest entry not rejected. Rejected entries do not block later ones (O6). */
async function headEntry(db: ZanatiDb): Promise<OutboxEntry | undefined> {
  return db.outbox.orderBy('seq').filter((e) => e.state !== 'rejected').first();
}

/**
 * 2xx: the entry is done. It leaves the outbox and its rows are queued for a
 * re-read, which brings what the server added (numbers, codes, times). A
 * create's row keeps its id: the server stores it under the device's (O13).
 */
async function settleDone(db: ZanatiDb, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.delete(entry.id);
    await queueRereads(db, entry.rowKeys);
  });
}

async function settleRetry(db: ZanatiDb, entry: OutboxEntry): Promise<number> {
  const attempts = entry.attempts + 1;
  const nextAttemptAt = Date.now() + backoffDelay(attempts);
  await db.outbox.update(entry.id, { state: 'pending', attempts, nextAttemptAt });
  return nextAttemptAt;
}

/** Other 4xx: refused for good. Kept with the server's words and everything the user entered; its rows re-read. */
async function settleRejected(db: ZanatiDb, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.update(entry.id, { state: 'rejected', attempts: entry.attempts + 1, error });
    await queueRereads(db, entry.rowKeys);
  });
}

/**
 * Sends the outbox in FIFO order, one entry at a time, until it is empty or an
 * answer says to stop. Call only while holding the drain lock (O9).
 */
export async function drainOutbox(db: ZanatiDb, ctx: DrainContext): Promise<DrainReport> {
  // Under the lock no other page is sending: a 'sending' entry was left by a page
  // that died mid-request. It is sent again with its key (O2).
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  let sent = 0;
  let force = ctx.force;
  for (;;) {
    if (ctx.signal.aborted) return { result: 'stopped', sent };
    const entry = await headEntry(db);
    if (!entry) return { result: 'drained', sent };
    if (!force && entry.nextAttemptAt > Date.now()) return { result: 'waiting', sent, wakeAt: entry.nextAttemptAt, network: false };
    force = false;
    await db.outbox.update(entry.id, { state: 'sending' });
    const answer = await sendEntry(entry, {
      signal: ctx.signal,
      onUploadProgress: (loaded, total) => ctx.onUpload({ entryId: entry.id, loaded, total }),
    });
    if (entry.files?.length) ctx.onUpload(null);
    if (answer.kind === 'network') {
      if (ctx.signal.aborted) {
        await db.outbox.update(entry.id, { state: 'pending' });
        return { result: 'stopped', sent };
      }
      return { result: 'waiting', sent, wakeAt: await settleRetry(db, entry), network: true };
    }
    switch (outcomeOf(answer.status)) {
      case 'done':
        await settleDone(db, entry);
        sent += 1;
        break;
      case 'rejected':
        await settleRejected(db, entry, errorOf(answer.status, answer.body));
        sent += 1;
        break;
      case 'retry':
        return { result: 'waiting', sent, wakeAt: await settleRetry(db, entry), network: false };
      case 'signIn':
        await db.outbox.update(entry.id, { state: 'pending' });
        return { result: 'signIn', sent };
    }
  }
}
