import type { ZanatiDb } from './db.js';
import { localWrite } from './outbox.js';

/**
 * What a form holds before it is saved — text, photos, signatures — kept in
 * the local database (the meta table, under `draft:<form>`), so a reload or
 * a killed tab does not lose an installer's unsaved work. Blobs are stored as
 * they are (IndexedDB keeps them). A save removes the draft in the same
 * transaction as its outbox entry (the command's `apply`), so the form never
 * reopens on a draft that was already queued.
 */
export const draftKey = (form: string): string => `draft:${form}`;

export async function readDraft<T>(db: ZanatiDb, form: string): Promise<T | null> {
  return ((await db.meta.get(draftKey(form)))?.value as T | undefined) ?? null;
}

/** Stores the draft; a full disk is reported like any local write (SYNC.md O12) and thrown to the form. */
export async function writeDraft(db: ZanatiDb, form: string, value: unknown): Promise<void> {
  await localWrite(db, () => db.meta.put({ key: draftKey(form), value }));
}

/** Inside a command's apply (enqueue's transaction) or alone. */
export async function clearDraft(db: ZanatiDb, form: string): Promise<void> {
  await db.meta.delete(draftKey(form));
}
