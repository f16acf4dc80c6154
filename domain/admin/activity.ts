/**
 * A user's activity on the admin dashboard (spec 001 §4, "User activity status
 * is derived"), from the statuses of the processes and materials they hold.
 */
export const ACTIVITY = { active: 1, notActive: 2, passive: 3 } as const;
export type Activity = (typeof ACTIVITY)[keyof typeof ACTIVITY];

/** Process and material status "in process" (spec 001 §4). */
export const STATUS_IN_PROCESS = 4;

export function activityOf(statusIds: readonly number[]): Activity {
  if (statusIds.length === 0) return ACTIVITY.passive;
  return statusIds.includes(STATUS_IN_PROCESS) ? ACTIVITY.active : ACTIVITY.notActive;
}

/**
 * Free to be given work: no process already started. A worker may have only
 * one started process at a time (spec 001 §4, "Rules for non-admins").
 */
export function isAvailable(statusIds: readonly number[]): boolean {
  return !statusIds.includes(STATUS_IN_PROCESS);
}

/** A named reference in a dashboard entry; the name is null when the row it names is gone. */
export interface NamedRef {
  id: string | null;
  name: string | null;
}

/** One process or material status a user holds (spec 001 §3 "Users dashboard"). */
export interface HeldStatus {
  id: string;
  userId: string;
  productId: string;
  project: NamedRef;
  article: NamedRef;
  responsibility: { id: string; name: string };
  /** Only on material statuses. */
  material?: NamedRef;
  responsibilityStatusId: number;
}

/** A row of GET users/dashboard: a user, what they hold, and their activity. */
export interface DashboardEntry {
  id: string;
  username: string;
  name: string;
  productStatuses: HeldStatus[];
  materialStatuses: HeldStatus[];
  status: Activity;
}

export interface DashboardAnswer {
  data: DashboardEntry[];
}
