import type { FastifyInstance } from 'fastify';
import { activityOf, isAvailable } from '../../../domain/admin/activity.js';
import { compareNames } from '../../../domain/admin/names.js';
import { PERMISSIONS, PRODUCTION_PERMISSION_ID } from '../../../domain/permissions.js';
import { USER_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { groupBy } from '../../entities/feedShape.js';
import { sessionInfo } from '../auth/sessionInfo.js';
import { heldStatuses } from './userActivity.js';

/** The read-only user views of the admin area and the shell. */
export async function userReadRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions } = app.deps;

  const activeUsers = (companyId: string) =>
    db
      .selectFrom('users')
      .select(['id', 'username', 'firstname', 'lastname'])
      .where('companyId', '=', companyId)
      .where('deletedAt', 'is', null)
      .execute();

  /** The permission checkboxes of the user form; `value` is what permissionsId[] sends. */
  serve(app, USER_ENDPOINTS.permissions, 'admin', async () => ({
    data: PERMISSIONS.map((p) => ({ id: p.id, value: p.id, key: p.key, label: p.label })),
  }));

  /** What the shell loads on entering a section (spec 000 §7), for the signed-in user. */
  serve(app, USER_ENDPOINTS.own, 'signedIn', async (req) => {
    const auth = authOf(req);
    return sessionInfo(db, sessions, { id: auth.userId, username: auth.username });
  });

  /** Users who may be given production processes (permission 7), greyed out while they have a process started. */
  serve(app, USER_ENDPOINTS.byResponsibility, 'admin', async (req) => {
    const { companyId } = authOf(req);
    const [users, holders, responsibilities, statuses] = await Promise.all([
      activeUsers(companyId),
      db.selectFrom('userPermissions').select('userId').where('companyId', '=', companyId).where('permissionId', '=', PRODUCTION_PERMISSION_ID).execute(),
      db.selectFrom('userResponsibilities').select(['userId', 'responsibilityId']).where('companyId', '=', companyId).execute(),
      heldStatuses(db, companyId),
    ]);
    const producers = new Set(holders.map((h) => h.userId));
    const responsibilitiesOf = groupBy(responsibilities, (r) => r.userId);
    const statusIdsOf = groupBy([...statuses.productStatuses, ...statuses.materialStatuses], (s) => s.userId);
    const data = users
      .filter((u) => producers.has(u.id))
      .map((u) => ({
        id: u.id,
        firstname: u.firstname,
        lastname: u.lastname,
        available: isAvailable((statusIdsOf.get(u.id) ?? []).map((s) => s.responsibilityStatusId)) ? 1 : 0,
        responsibilities: (responsibilitiesOf.get(u.id) ?? []).map((r) => r.responsibilityId),
      }))
      .sort((a, b) => compareNames(`${a.firstname} ${a.lastname}`, `${b.firstname} ${b.lastname}`));
    return { data };
  });

  /** The users' activity dashboard (/admin): what each holds and whether they are active, not active or passive. */
  serve(app, USER_ENDPOINTS.dashboard, 'admin', async (req) => {
    const { companyId } = authOf(req);
    const [users, statuses] = await Promise.all([activeUsers(companyId), heldStatuses(db, companyId)]);
    const productStatusesOf = groupBy(statuses.productStatuses, (s) => s.userId);
    const materialStatusesOf = groupBy(statuses.materialStatuses, (s) => s.userId);
    const data = users
      .map((u) => {
        const productStatuses = productStatusesOf.get(u.id) ?? [];
        const materialStatuses = materialStatusesOf.get(u.id) ?? [];
        return {
          id: u.id,
          username: u.username,
          name: `${u.firstname} ${u.lastname}`,
          productStatuses,
          materialStatuses,
          status: activityOf([...productStatuses, ...materialStatuses].map((s) => s.responsibilityStatusId)),
        };
      })
      .sort((a, b) => compareNames(a.name, b.name));
    return { data };
  });
}
