import type { Change } from '../../domain/entities.js';
import { MSG } from '../../domain/messages.js';
import { stopsBatch } from '../../domain/syncPush.js';
import { rowKey } from './rowKeys.js';
import type { OutboxError } from './types.js';

/**
 * The sync decisions, as pure functions: what an answer means for an entry,
 * how long to wait, which pulled changes may land. The engine only does the
 * I/O around them.
 */

/** What the outbox does with an answer (SYNC.md O4–O6), alone or as one call of a batch (O17). */
export type Outcome = 'done' | 'retry' | 'signIn' | 'rejected';

export function outcomeOf(status: number): Outcome {
  if (status < 400) return 'done';
  if (status === 401) return 'signIn';
  // The statuses that stop a batch are the ones that keep an entry for later: one rule for both (domain/syncPush.ts).
  if (stopsBatch(status)) return 'retry';
  return 'rejected';
}

export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/**
 * Exponential backoff with jitter: 1–2 s after the first failure, doubling,
 * capped at 60 s. The jitter spreads the retries of many tablets that lost the
 * same network at the same moment.
 */
export function backoffDelay(attempts: number, random: number = Math.random()): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (1 + random)));
}

/** The refusal as the pending-changes screen shows it; a body without a message gets the generic text. */
export function errorOf(status: number, body: unknown): OutboxError {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof b.message === 'string' && b.message !== '' ? b.message : MSG.generic;
  const errors =
    typeof b.errors === 'object' && b.errors !== null
      ? Object.fromEntries(Object.entries(b.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return errors ? { status, message, errors } : { status, message };
}

/**
 * The changes of a pull page that may land: the last change of each row (a
 * page may carry a row twice), minus rows an outbox entry still touches —
 * their optimistic state stays until the entry is answered (SYNC.md O7).
 */
export function applicableChanges(changes: readonly Change[], guarded: ReadonlySet<string>): Change[] {
  const last = new Map<string, Change>();
  for (const change of changes) {
    const key = rowKey(change.entity, change.id);
    if (guarded.has(key)) continue;
    last.delete(key);
    last.set(key, change);
  }
  return [...last.values()];
}
