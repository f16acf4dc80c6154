import { newId } from '../../domain/ids.js';
import type { ZanatiDb } from './db.js';
import { queueRereads } from './meta.js';
import { currentEntryActor } from './kiosk.js';
import { engineOf } from './notify.js';
import { rowKey } from './rowKeys.js';
import { storageErrorName } from './storage.js';
import { watchWrites } from './touchTracker.js';
import { settleWorkStatuses } from './workStatuses.js';
import type { Command, OutboxEntry } from './types.js';

export const BACKGROUND_SYNC_TAG = 'zanati-outbox';

/**
 * Asks the service worker for a `sync` event when the network returns
 * (Chromium's Background Sync), which it turns into a `zanati-sync` message
 * that wakes the drainer. A hint only: where it is missing or refused, the
 * `online`, visibility and start triggers still drain the outbox.
 */
async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    // Background Sync is Chromium's alone and not in TypeScript's DOM types.
    const { sync } = registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Refused (no permission, private mode): the other triggers cover it, see above.
  }
}

/** Runs a local write; a storage failure is reported to the engine's status and still thrown to the caller (O12). */
export async function localWrite<T>(db: ZanatiDb, work: () => Promise<T>): Promise<T> {
  const link = engineOf(db);
  try {
    const result = await work();
    link?.storageRecovered();
    return result;
  } catch (err) {
    const name = storageErrorName(err);
    if (name) link?.storageFailed(name);
    throw err;
  }
}

const fresh = { state: 'pending', attempts: 0, nextAttemptAt: 0, error: null } as const;

/** At a kiosk, the worker acting now: every entry they make is sent as theirs (issue 10). */
function actorField(): Pick<OutboxEntry, 'actor'> {
  const actor = currentEntryActor();
  return actor ? { actor } : {};
}

/**
 * The one way the UI writes (O1): the optimistic result and the entry commit
 * in ONE transaction, so there is never a local change without its queued
 * request, nor a request without its local change. Every mirrored row the
 * optimistic write touches is recorded on the entry (O7).
 */
export async function enqueue(db: ZanatiDb, command: Command): Promise<OutboxEntry> {
  const { apply, ...stored } = command;
  const entry = await localWrite(db, () =>
    db.transaction('rw', db.tables, async (tx) => {
      const touched = watchWrites(tx.idbtrans);
      if (apply) await apply(db);
      const settling = settleWorkStatuses(db, touched);
      if (settling) await settling;
      const last = await db.outbox.orderBy('seq').last();
      const entry: OutboxEntry = {
        ...stored,
        ...fresh,
        id: newId(),
        seq: (last?.seq ?? 0) + 1,
        createdAt: Date.now(),
        rowKeys: [...new Set([rowKey(command.entity, command.entityId), ...touched.keys])],
        ...actorField(),
      };
      await db.outbox.add(entry);
      return entry;
    }),
  );
  engineOf(db)?.outboxChanged();
  void requestBackgroundSync();
  return entry;
}

/**
 * Sends an entry again. A rejected entry gets a new Idempotency-Key: the
 * server keeps its refusal under the old key and would only replay it; nothing
 * of a refused request was applied, so a new key cannot apply anything twice.
 * A pending entry keeps its key (it may have reached the server) and only
 * skips its backoff wait.
 */
export async function retryEntry(db: ZanatiDb, id: string): Promise<void> {
  await localWrite(db, () =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id);
      if (!entry) return;
      if (entry.state === 'rejected') {
        await db.outbox.delete(id);
        await db.outbox.add({ ...entry, ...fresh, id: newId() });
      } else if (entry.state === 'pending') {
        await db.outbox.update(id, { nextAttemptAt: 0 });
      }
    }),
  );
  engineOf(db)?.outboxChanged();
}

/** Drops an entry the user gave up on (O11) and re-reads the rows it touched, undoing its optimistic write. Not while it is being sent. */
export async function discardEntry(db: ZanatiDb, id: string): Promise<void> {
  await localWrite(db, () =>
    db.transaction('rw', db.outbox, db.rereads, async () => {
      const entry = await db.outbox.get(id);
      if (!entry) return;
      // The drainer holds it and may have sent it already: dropping it now would not undo it.
      if (entry.state === 'sending') throw new Error(`Entry ${id} is being sent and cannot be discarded`);
      await db.outbox.delete(id);
      await queueRereads(db, entry.rowKeys);
    }),
  );
  engineOf(db)?.outboxChanged();
}

/**
 * The user's edit of a rejected entry: the new command takes the entry's FIFO
 * place, applies its optimistic write, and goes with a new Idempotency-Key (the
 * old one is bound to the refused body). Only a rejected entry can be
 * replaced: a pending one may already have reached the server, and a second
 * key would then apply the action twice.
 */
export async function replaceEntry(db: ZanatiDb, id: string, command: Command): Promise<void> {
  const { apply, ...stored } = command;
  await localWrite(db, () =>
    db.transaction('rw', db.tables, async (tx) => {
      const old = await db.outbox.get(id);
      if (!old) throw new Error(`No outbox entry ${id}`);
      if (old.state !== 'rejected') throw new Error(`Only a rejected entry can be replaced; ${id} is ${old.state}`);
      const touched = watchWrites(tx.idbtrans);
      if (apply) await apply(db);
      const settling = settleWorkStatuses(db, touched);
      if (settling) await settling;
      await db.outbox.delete(id);
      await db.outbox.add({
        ...stored,
        ...fresh,
        id: newId(),
        seq: old.seq,
        createdAt: old.createdAt,
        rowKeys: [...new Set([rowKey(command.entity, command.entityId), ...touched.keys, ...old.rowKeys])],
        // The worker who corrects a refused entry at a kiosk sends it as theirs.
        ...actorField(),
      });
    }),
  );
  engineOf(db)?.outboxChanged();
}
