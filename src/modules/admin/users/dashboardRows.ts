import { activityOf, type Activity } from '../../../../domain/admin/activity.js';
import { textOf } from '../../../../domain/kit/rows.js';

/** A named reference in a dashboard entry; the name is null when the row it names is gone. */
export interface NamedRef {
  id: string | null;
  name: string | null;
}

/** One process or material status a user holds (spec 001 §3 "Users dashboard"). */
export interface HeldStatus {
  id: string;
  project: NamedRef;
  article: NamedRef;
  responsibility: NamedRef;
  /** Only on material statuses. */
  material?: NamedRef;
  responsibilityStatusId: number;
}

/** A row of GET users/dashboard, with the activity the PWA derives from what the row shows. */
export interface DashboardUser {
  id: string;
  name: string;
  username: string;
  productStatuses: HeldStatus[];
  materialStatuses: HeldStatus[];
  activity: Activity;
}

const list = (value: unknown): HeldStatus[] => (Array.isArray(value) ? (value as HeldStatus[]) : []);

/**
 * The answer of GET users/dashboard. The activity is derived here with the
 * same domain rule the server uses (domain/admin/activity.ts), from the very
 * statuses the row lists, so the badge can never disagree with them.
 */
export function readDashboard(body: unknown): DashboardUser[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.map((raw: Record<string, unknown>) => {
    const productStatuses = list(raw.productStatuses);
    const materialStatuses = list(raw.materialStatuses);
    return {
      id: String(raw.id),
      name: textOf(raw, 'name'),
      username: textOf(raw, 'username'),
      productStatuses,
      materialStatuses,
      activity: activityOf([...productStatuses, ...materialStatuses].map((s) => s.responsibilityStatusId)),
    };
  });
}
