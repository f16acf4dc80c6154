import { assignableUsers, type AssignableUser, type HeldStatusSource } from '../../../../domain/production/assignment.js';
import { STATUS } from '../../../../domain/production/statuses.js';
import type { ZanatiDb } from '../../../local';

/** What the assignment screen draws from: the processes, the departments' names, and the users who may be given processes. */
export interface AssignmentSources {
  processes: { id: string; name: string; departmentId: string | null }[];
  departments: Map<string, string>;
  users: AssignableUser[];
}

/**
 * Reads the device's mirror (an admin's holds whole user rows with their
 * permissions and processes, and every status). Whether a user is free needs
 * only their statuses in process: one index read per production user, never
 * a walk over every product on the floor.
 */
export function readAssignmentSources(db: ZanatiDb): Promise<AssignmentSources> {
  const tables = [db.users, db.responsibilities, db.departments, db.processStatuses, db.materialStatuses, db.products];
  return db.transaction('r', tables, async () => {
    const [rows, processes, departments] = await Promise.all([db.users.toArray(), db.responsibilities.toArray(), db.departments.toArray()]);
    // A row can still be a user's public projection (no permissions, no processes) while a new admin's mirror is pulled again.
    const users = rows.map((u) => ({ ...u, permissions: u.permissions ?? [], responsibilities: u.responsibilities ?? [] }));
    const producers = assignableUsers(users, []);
    const inProcess = (
      await Promise.all(
        producers.flatMap((u) => [
          db.processStatuses.where('userId').equals(u.id).filter((s) => s.statusId === STATUS.inProcess).toArray(),
          db.materialStatuses.where('userId').equals(u.id).filter((s) => s.statusId === STATUS.inProcess).toArray(),
        ]),
      )
    ).flat();
    // Only work on products still in production holds anyone (as the server's GET admin/responsibilities/users counts it).
    const products = await db.products.bulkGet([...new Set(inProcess.map((s) => s.productId))]);
    const live = new Set(products.filter((p) => p !== undefined && p.doneStatus === 0).map((p) => p!.id));
    const held: HeldStatusSource[] = inProcess.filter((s) => live.has(s.productId));
    return {
      processes: processes.map((p) => ({ id: p.id, name: p.name, departmentId: p.departmentId ?? null })),
      departments: new Map(departments.map((d) => [d.id, d.name])),
      users: assignableUsers(users, held),
    };
  });
}
