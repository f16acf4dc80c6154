import { useLiveQuery } from 'dexie-react-hooks';
import { enqueue, replaceEntry, useLocalDb, type Command, type OutboxEntry, type ZanatiDb } from '../../local';

/**
 * A refused outbox entry is corrected in the form that made it: the
 * pending-changes screen opens `entry.form.to?outboxEntry=<id>`, the form
 * fills itself from `entry.form.data`, and saving replaces the entry in its
 * place in the queue instead of adding a second one.
 */
export const OUTBOX_ENTRY_PARAM = 'outboxEntry';

export type OutboxEntrySearch = { outboxEntry?: string };

export function validateOutboxEntrySearch(search: Record<string, unknown>): OutboxEntrySearch {
  const value = search[OUTBOX_ENTRY_PARAM];
  return typeof value === 'string' && value !== '' ? { outboxEntry: value } : {};
}

export function correctionHref(entry: Pick<OutboxEntry, 'id' | 'form'>): string | null {
  if (!entry.form) return null;
  const separator = entry.form.to.includes('?') ? '&' : '?';
  return `${entry.form.to}${separator}${OUTBOX_ENTRY_PARAM}=${encodeURIComponent(entry.id)}`;
}

/** The refused entry named by the search parameter, live; null when there is none (or it is no longer refused). */
export function useRefusedEntry(entryId: string | undefined): OutboxEntry | null | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!entryId) return null;
    const entry = await db.outbox.get(entryId);
    return entry?.state === 'rejected' ? entry : null;
  }, [db, entryId]);
}

/** A save from a form: a new entry, or the corrected version of a refused one. */
export async function saveThroughOutbox(db: ZanatiDb, command: Command, correcting: string | null): Promise<void> {
  if (correcting) await replaceEntry(db, correcting, command);
  else await enqueue(db, command);
}
