import { newId } from '../../domain/ids.js';
import type { RereadRow, ZanatiDb } from './db.js';
import type { SnapshotState } from './snapshot.js';

/** The sync state kept beside the mirror, each under its own key of the meta table. */
export interface MetaValues {
  /** The last feed seq applied ('' = nothing yet). Written with the page it ends (O8). */
  cursor: string;
  lastSyncedAt: number;
  /** The entities this user's permissions showed when the cursor was taken; another scope starts over. */
  scope: string[];
  /** A first sync by snapshot under way: where it stands, so a reload resumes it (O19). */
  snapshot: SnapshotState;
  /** When a new device's own screens had their rows (O19); the rest may still be coming. */
  usableAt: number;
  /** The cursor the mirror was at when a new scope reset it (O14): the snapshot's feed starts there, so the kept rows hear of their deletes. */
  resetFrom: string;
  /** The day the mirror was last trimmed to the company's window of finished work (O20). */
  windowPrunedOn: string;
  /** A narrower scope was adopted: at the feed's head, the file cache keeps only the files the mirror holds (src/local/forgetFiles.ts). */
  forgetFiles: boolean;
}

export async function readMeta<K extends keyof MetaValues>(db: ZanatiDb, key: K): Promise<MetaValues[K] | undefined> {
  return (await db.meta.get(key))?.value as MetaValues[K] | undefined;
}

export async function writeMeta<K extends keyof MetaValues>(db: ZanatiDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/**
 * Asks for rows to be re-read; call inside a rw transaction covering rereads.
 * A row asked for again gets a new token, so a re-read already under way
 * (whose answer may predate this request) does not take it off the list.
 */
export async function queueRereads(db: ZanatiDb, keys: Iterable<string>): Promise<void> {
  const rows = [...new Set(keys)].map((key) => ({ key, token: newId() }));
  if (rows.length > 0) await db.rereads.bulkPut(rows);
}

/** Takes re-read rows off the list, unless they were asked for again since `seen` was read. */
export async function settleRereads(db: ZanatiDb, seen: readonly RereadRow[]): Promise<void> {
  const now = await db.rereads.bulkGet(seen.map((r) => r.key));
  const done = seen.filter((r, i) => now[i]?.token === r.token).map((r) => r.key);
  if (done.length > 0) await db.rereads.bulkDelete(done);
}
