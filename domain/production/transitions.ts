import type { Actor, StatusItem, StatusRequest } from './rules.js';
import { isPauseReason, STATUS } from './statuses.js';

/** A time segment of a status's timer (spec 001 §4 "Timer"): work when pauseStatusId is null, else a pause with its reason. */
export interface TrackerSegment {
  id: string;
  start: string;
  end: string | null;
  pauseStatusId: number | null;
}

/** The columns a status change writes on its row. */
export interface StatusFields {
  statusId: number;
  userId: string | null;
  warning: string | null;
  adminWarning: string | null;
  otherComment: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** When a completed item was last sent back (to late or to do): the returned-processes list (spec 001 §2). */
  returnedAt: string | null;
}

/** What a change does to the timer: the open segment it closes and the segment it opens. */
export interface TrackerMoves {
  close: string | null;
  open: { pauseStatusId: number | null } | null;
}

/**
 * The row after an allowed change, and what happens to its timer. One
 * function for the server's write and the PWA's optimistic row, so a box shows
 * offline exactly what the server will store.
 *
 * The timer: in process (4) runs a work segment; a pause reason (5–8) closes it
 * and runs a pause segment; completing, returning to to-do and 9 close what
 * runs; late (3) leaves the timer as it is (a late process may still be worked).
 */
export function applyStatus(
  item: StatusItem & { startedAt: string | null; finishedAt: string | null; returnedAt: string | null },
  request: StatusRequest & { statusId: number },
  actor: Pick<Actor, 'userId' | 'adminMode'>,
  open: TrackerSegment | null,
  now: string,
): { fields: StatusFields; trackers: TrackerMoves } {
  const target = request.statusId;
  const fields: StatusFields = {
    statusId: target,
    userId: item.userId,
    warning: request.warning,
    adminWarning: request.adminWarning ?? item.adminWarning,
    otherComment: request.otherComment,
    startedAt: item.startedAt,
    finishedAt: target === STATUS.completed ? (item.statusId === STATUS.completed ? item.finishedAt : now) : null,
    returnedAt: item.statusId === STATUS.completed && target !== STATUS.completed ? now : item.returnedAt,
  };
  // Whoever starts work holds it; an admin changing someone's box does not take it over.
  if (target === STATUS.inProcess && (item.userId === null || !actor.adminMode)) fields.userId = item.userId ?? actor.userId;
  if (target === STATUS.inProcess && fields.startedAt === null) fields.startedAt = now;
  // Sent back to to-do, the item is free for anyone again.
  if (target === STATUS.toDo) fields.userId = null;
  return { fields, trackers: trackerMoves(target, open) };
}

function trackerMoves(target: number, open: TrackerSegment | null): TrackerMoves {
  const running = open && open.end === null ? open : null;
  const working = running !== null && running.pauseStatusId === null;
  if (target === STATUS.late) return { close: null, open: null };
  if (target === STATUS.inProcess) return working ? { close: null, open: null } : { close: running?.id ?? null, open: { pauseStatusId: null } };
  if (isPauseReason(target)) {
    if (running?.pauseStatusId === target) return { close: null, open: null };
    return { close: running?.id ?? null, open: { pauseStatusId: target } };
  }
  return { close: running?.id ?? null, open: null };
}

/**
 * A process worked through its materials follows them (spec 001 §4: "when
 * every material of a product is done, the status becomes completed"): all
 * completed → completed; any under way while the process waits → 9, "in
 * process but not active" (the process runs, through its materials, not as
 * anyone's own work); one sent back while the process is completed → 3.
 * Otherwise it stays as it is; null means no change.
 */
export function processFromMaterials(processStatusId: number, materialStatusIds: readonly number[]): number | null {
  if (materialStatusIds.length === 0) return null;
  if (materialStatusIds.every((s) => s === STATUS.completed)) return processStatusId === STATUS.completed ? null : STATUS.completed;
  // A material sent back reopens its completed process, as a return does (status 3, spec 001 §4 "Other transitions").
  if (processStatusId === STATUS.completed) return STATUS.late;
  if (processStatusId === STATUS.toDo && materialStatusIds.some((s) => s !== STATUS.toDo)) return STATUS.notActive;
  return null;
}

/** Every process of the product completed: it leaves production for the warehouse (spec 001 §4 "Other transitions"). */
export const productCompleted = (processStatusIds: readonly number[]): boolean =>
  processStatusIds.length > 0 && processStatusIds.every((s) => s === STATUS.completed);
