import { PUSH_MAX_BYTES, PUSH_MAX_CALLS, travelsInBatch, type PushCall } from '../../domain/syncPush.js';
import type { OutboxEntry } from './types.js';

/**
 * Which queued entries go together in one POST sync/push (SYNC.md O17): a run
 * of consecutive entries in FIFO order, cut where one of them could not share
 * the request.
 */

export function pushCallOf(entry: OutboxEntry): PushCall {
  return { key: entry.id, method: entry.method, path: entry.url, body: entry.body };
}

const encoder = new TextEncoder();
const callBytes = (entry: OutboxEntry) => encoder.encode(JSON.stringify(pushCallOf(entry))).length;

/** `{"calls":[` and `]}` around the calls, which are joined by commas. */
const ENVELOPE_BYTES = '{"calls":[]}'.length;

/** An entry with files goes alone as multipart, so its upload progress is real (O10), and so does an upload's (O21). */
const goesAlone = (entry: OutboxEntry) => !travelsInBatch(entry.carries ?? 'jsonOrFiles', (entry.files?.length ?? 0) > 0);

/** Who an entry is sent as: only entries with the same credential headers share a request (O16). */
const senderOf = (entry: OutboxEntry) => (entry.actor ? `${entry.actor.userId} ${entry.actor.switchId}` : '');

/**
 * How many entries from `start` go in one request (at least the head): JSON
 * entries of the head's sender whose backoff is over by `now`, within the
 * caps on calls and bytes. An entry with files, an upload, or one bigger than
 * the byte cap, goes alone; an entry still waiting for its backoff ends the run, and
 * its own wait is looked at when its turn comes (O4).
 */
export function batchLength(entries: readonly OutboxEntry[], start: number, now: number): number {
  const head = entries[start]!;
  if (goesAlone(head)) return 1;
  let bytes = ENVELOPE_BYTES + callBytes(head);
  let end = start + 1;
  while (end < entries.length && end - start < PUSH_MAX_CALLS) {
    const next = entries[end]!;
    if (goesAlone(next) || senderOf(next) !== senderOf(head) || next.nextAttemptAt > now) break;
    bytes += 1 + callBytes(next);
    if (bytes > PUSH_MAX_BYTES) break;
    end += 1;
  }
  return end - start;
}
