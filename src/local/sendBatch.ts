import { endsBatch, stopsBatch, type PushAnswer } from '../../domain/syncPush.js';
import { apiFetch } from './api.js';
import { pushCallOf } from './batches.js';
import { entryCredentials, KIOSK_ENDED, parseBody, type SendResult } from './transport.js';
import type { OutboxEntry } from './types.js';

/**
 * The answers to a batch, one per entry reached, in order (SYNC.md O17); or
 * 'unsupported' when the answer is not sync/push's — an older server without
 * the endpoint (404), a proxy's smaller body limit (413), anything else the
 * drainer cannot read as results. The entries then go one by one, each with
 * its key: whatever a batch did apply is replayed, not applied again (O2).
 */
export type BatchAnswer = SendResult[] | 'unsupported';

const SWITCH_KEY = 'zanati.sync.batch';

/**
 * Batching is on unless this device's localStorage says `zanati.sync.batch`
 * = 'off': the drain benchmark's baseline in the same run, and a way out for
 * support on a device behind a proxy that mangles batches.
 */
export function batchingEnabled(): boolean {
  return typeof localStorage === 'undefined' || localStorage.getItem(SWITCH_KEY) !== 'off';
}

/** The results as answers to these entries, or null if they do not answer them call by call. */
function answersOf(entries: readonly OutboxEntry[], body: unknown): SendResult[] | null {
  const results = (body as Partial<PushAnswer> | null)?.results;
  if (!Array.isArray(results) || results.length === 0 || results.length > entries.length) return null;
  let lastStatus = 0;
  const answers: SendResult[] = [];
  for (const [i, result] of results.entries()) {
    const r = result as Partial<Record<'key' | 'status' | 'body', unknown>> | null;
    if (r?.key !== entries[i]!.id || typeof r.status !== 'number') return null;
    lastStatus = r.status;
    answers.push({ kind: 'answer', status: r.status, body: r.body ?? null });
  }
  // Calls are left unanswered only behind one that ended the batch.
  return answers.length === entries.length || endsBatch(lastStatus) ? answers : null;
}

/**
 * Sends entries of one sender (batchLength) in one POST sync/push, each call
 * with its entry's key. No answer at all (network, timeout) is the first
 * entry's, as if it had gone alone: it waits for its backoff, and the whole
 * batch goes again with the same keys (O2, O4). A status that stops a batch
 * on the request as a whole (5xx, 401, 429) is likewise the first entry's.
 */
export async function sendBatch(entries: readonly OutboxEntry[], signal: AbortSignal): Promise<BatchAnswer> {
  const credentials = entryCredentials(entries[0]!);
  if (!credentials) return entries.map(() => KIOSK_ENDED);
  let status: number;
  let body: unknown;
  try {
    const res = await apiFetch('sync/push', {
      credentials,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ calls: entries.map(pushCallOf) }),
      signal,
    });
    status = res.status;
    body = parseBody(await res.text());
  } catch {
    return [{ kind: 'network' }];
  }
  if (stopsBatch(status)) return [{ kind: 'answer', status, body }];
  return (status >= 200 && status < 300 ? answersOf(entries, body) : null) ?? 'unsupported';
}
