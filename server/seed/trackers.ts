import { Clock } from './clock.js';
import type { RowSet } from './rowSet.js';

/** A process or material status that someone has started. */
export interface StartedStatus {
  statusType: 'responsibilityStatus' | 'materialStatus';
  statusRefId: string;
  productId: string;
  responsibilityId: string;
  userId: string | null;
  statusId: number;
  startedAt: string;
  finishedAt: string | null;
  /** Hours of work before the status last changed (for unfinished ones). */
  workedHours: number;
}

/** Statuses 5–8 are pauses with a reason: the timer stops and an open pause segment runs. */
const PAUSE_REASONS = new Set([5, 6, 7, 8]);

/**
 * The time segments behind a status's timer (spec 001 §4): finished work is a
 * closed segment, work in process (4) an open one, a pause a closed work
 * segment followed by an open pause segment carrying the reason.
 */
export function addTrackers(rows: RowSet, s: StartedStatus): void {
  const base = { statusType: s.statusType, statusRefId: s.statusRefId, productId: s.productId, responsibilityId: s.responsibilityId, userId: s.userId, createdAt: s.startedAt };
  if (s.finishedAt) {
    rows.add('trackers', { ...base, start: s.startedAt, end: s.finishedAt, pauseStatusId: null, updatedAt: s.finishedAt });
    return;
  }
  if (s.statusId === 4) {
    rows.add('trackers', { ...base, start: s.startedAt, end: null, pauseStatusId: null });
    return;
  }
  const stopped = Clock.plusHours(s.startedAt, s.workedHours);
  rows.add('trackers', { ...base, start: s.startedAt, end: stopped, pauseStatusId: null, updatedAt: stopped });
  if (PAUSE_REASONS.has(s.statusId)) {
    rows.add('trackers', { ...base, start: stopped, end: null, pauseStatusId: s.statusId, createdAt: stopped });
  }
}
