import { activityOf, type Activity, type DashboardAnswer, type HeldStatus } from '../../../../domain/admin/activity.js';

/** A row of GET users/dashboard, with the activity the PWA derives from what the row shows. */
export interface DashboardUser {
  id: string;
  name: string;
  username: string;
  productStatuses: HeldStatus[];
  materialStatuses: HeldStatus[];
  activity: Activity;
}

/**
 * The answer of GET users/dashboard. The activity is derived here with the
 * same domain rule the server uses (domain/admin/activity.ts), from the very
 * statuses the row lists, so the badge can never disagree with them.
 */
export function readDashboard(body: DashboardAnswer): DashboardUser[] {
  return body.data.map(({ status: _server, ...entry }) => ({
    ...entry,
    activity: activityOf([...entry.productStatuses, ...entry.materialStatuses].map((s) => s.responsibilityStatusId)),
  }));
}
