import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { assignmentRefusal } from '../../../domain/production/assignment.js';
import { PROCESS_ASSIGNMENT } from '../../../domain/production/endpoints.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';

/**
 * Gives (assigned 1) or takes away (0) one process of one user: the
 * userResponsibilities row the admin user form also writes, through the
 * Writer (audited, and the user's feed row carries the new list). Saying what
 * already holds changes nothing and answers the same, so a repeated tick is
 * harmless.
 */
async function assign(w: Writer, responsibilityId: string, userId: string, assigned: 0 | 1) {
  await w.get('responsibilities', responsibilityId);
  // A user is named in the body: unknown, deleted or another company's is a bad value there (as assertOwned answers).
  const user = await w.tx.selectFrom('users').select('id').where('companyId', '=', w.companyId).where('id', '=', userId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!user) throw refuse(MSG.invalidValue, 'userId');
  const permissions = await w.tx.selectFrom('userPermissions').select('permissionId').where('companyId', '=', w.companyId).where('userId', '=', userId).execute();
  const refusal = assignmentRefusal({ permissions: permissions.map((p) => p.permissionId) }, assigned);
  if (refusal) throw refuse(refusal, 'userId');

  const link = await w.tx
    .selectFrom('userResponsibilities')
    .select('id')
    .where('companyId', '=', w.companyId)
    .where('userId', '=', userId)
    .where('responsibilityId', '=', responsibilityId)
    .executeTakeFirst();
  if (assigned === 1 && !link) await w.insert('userResponsibilities', { userId, responsibilityId });
  if (assigned === 0 && link) await w.delete('userResponsibilities', link.id);
  // The processes travel inside the user's feed row (domain/admin/rows.ts).
  if ((assigned === 1) !== (link !== undefined)) w.publish('users', userId);
  return { data: { responsibilityId, userId, assigned } };
}

/**
 * POST admin/responsibilities/{id}/users (spec 001 §2 "Responsibility
 * assignment"; the path is ours, in the spec's style): the admin area's
 * people only ('admin' access = domain/production/assignment.ts mayAssign).
 */
export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, PROCESS_ASSIGNMENT, 'admin', (req, reply, { params: { id }, body }) => {
    const run = () => runWrite(req, reply, (w) => assign(w, id, body.userId, body.assigned));
    // Two admins ticking the same box at once: the loser's insert meets the winner's row; run again, it finds it and changes nothing.
    return run().catch((err: unknown) => {
      if (isUniqueViolation(err)) return run();
      throw err;
    });
  });
}
