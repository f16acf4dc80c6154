import { newId } from '../../domain/ids.js';
import type { ZanatiDb } from './db.js';

/** The sync state kept beside the mirror, each under its own key of the meta table. */
export interface MetaValues {
  /** The last feed seq applied ('' = nothing yet). Written with the page it ends (O8). */
  cursor: string;
  lastSyncedAt: number;
  /** The entities this user's permissions showed when the cursor was taken; another scope starts over. */
  scope: string[];
  /**
   * Rows to re-read from the server (row key → a token of the request for it):
   * their entries were answered or dropped while the pull skipped them (O7).
   */
  reread: Record<string, string>;
}

export async function readMeta<K extends keyof MetaValues>(db: ZanatiDb, key: K): Promise<MetaValues[K] | undefined> {
  return (await db.meta.get(key))?.value as MetaValues[K] | undefined;
}

export async function writeMeta<K extends keyof MetaValues>(db: ZanatiDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/**
 * Asks for rows to be re-read; call inside a rw transaction covering meta. A
 * row asked for again gets a new token, so a re-read already under way (whose
 * answer may predate this request) does not take it off the list.
 */
export async function queueRereads(db: ZanatiDb, keys: Iterable<string>): Promise<void> {
  const list = { ...((await readMeta(db, 'reread')) ?? {}) };
  let changed = false;
  for (const key of keys) {
    list[key] = newId();
    changed = true;
  }
  if (changed) await writeMeta(db, 'reread', list);
}

/** Takes re-read rows off the list, unless they were asked for again since `seen` was read. */
export async function settleRereads(db: ZanatiDb, seen: Record<string, string>): Promise<void> {
  const list = { ...((await readMeta(db, 'reread')) ?? {}) };
  for (const [key, token] of Object.entries(seen)) if (list[key] === token) delete list[key];
  await writeMeta(db, 'reread', list);
}
