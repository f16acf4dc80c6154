import type { FastifyInstance } from 'fastify';
import { assigneeModulesOf } from '../../../domain/permissions.js';
import { assigneeOptions, permissionIdOf } from '../../../domain/warehouse/assignees.js';
import { PERMISSION_USERS } from '../../../domain/warehouse/endpoints.js';
import { permissionUsersQuery } from '../../../domain/warehouse/queries.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';

/**
 * GET users/permission-users?module=… (spec 001 §6): the active users holding
 * a module's permission, the options of the deposit form's transport and
 * installation multi-selects. Any signed-in user reads users' public rows
 * (`assignable` included), so this is theirs to ask too.
 */
export async function permissionUsersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serve(app, PERMISSION_USERS, 'signedIn', async (req) => {
    const auth = authOf(req);
    const q = parse(permissionUsersQuery, req.query);
    const users = await db
      .selectFrom('users as u')
      .innerJoin('userPermissions as up', 'up.userId', 'u.id')
      .select(['u.id', 'u.username', 'u.firstname', 'u.lastname', 'u.deletedAt', 'up.permissionId'])
      .where('u.companyId', '=', auth.companyId)
      .where('up.permissionId', '=', permissionIdOf(q.module))
      .execute();
    return { data: assigneeOptions(users.map((u) => ({ ...u, assignable: assigneeModulesOf([u.permissionId]) })), q.module) };
  });
}
