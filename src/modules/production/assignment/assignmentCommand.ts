import { withAssignment } from '../../../../domain/production/assignment.js';
import { PROCESS_ASSIGNMENT } from '../../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../../local';

/** One tick of the assignment screen: who, which process, given (1) or taken away (0). */
export interface AssignmentTick {
  responsibilityId: string;
  processName: string;
  userId: string;
  userName: string;
  assigned: 0 | 1;
}

/**
 * POST admin/responsibilities/{id}/users through the outbox; the user's row
 * in the mirror gets its new process list at once, as the feed will send it
 * (the new link is the user's last, domain/production/assignment.ts withAssignment).
 */
export function assignmentCommand(tick: AssignmentTick): Command {
  const { responsibilityId, userId, assigned } = tick;
  return {
    label: { action: 'update', entity: 'users', name: `${tick.userName} · ${tick.processName}` },
    ...callOf(PROCESS_ASSIGNMENT, { id: responsibilityId }, { userId, assigned }),
    entity: 'users',
    entityId: userId,
    apply: async (db) => {
      const user = await db.users.get(userId);
      if (user) await db.users.update(userId, { responsibilities: withAssignment(user.responsibilities, responsibilityId, assigned) });
    },
  };
}
