import * as v from 'valibot';
import { isAvailable } from '../admin/activity.js';
import { compareNames } from '../admin/names.js';
import { isAdmin, PRODUCTION_PERMISSION_ID, type PermissionMap } from '../permissions.js';
import { flag01, idField } from '../validation.js';
import { PRODUCTION_MSG } from './messages.js';

/**
 * Responsibility assignment (spec 001 §2 "a slider of process groups showing
 * at most 4 slides. Each group lists users with a checkbox, greyed when the
 * user is unavailable"; §6 "Permission value 7 enables assigning production
 * processes to a user"). A tick says "this user works this process": the
 * same userResponsibilities rows the admin user form edits.
 */

/** Spec 001 §9: the responsibility slider shows at most 4 slides. */
export const MAX_SLIDES = 4;

/**
 * Who assigns: the admin area's people (full privileges or super admin), as
 * the user form that edits the same rows is theirs alone. Permission 7 says
 * who may BE assigned, not who assigns. The server's route is 'admin' access,
 * which is this same test.
 */
export const mayAssign = (p: PermissionMap): boolean => isAdmin(p);

/** POST admin/responsibilities/{id}/users: one user's tick on one process; assigned 1 (the default) gives it, 0 takes it away. */
export const assignmentBody = v.object({
  userId: idField(),
  assigned: v.optional(flag01, 1),
});

/**
 * Only a holder of permission 7 is given a process (the user form's rule,
 * domain/admin/users.ts); taking one away is always allowed, so a process
 * left on a user who lost the permission can still be cleared.
 */
export function assignmentRefusal(user: { permissions: readonly number[] }, assigned: 0 | 1): string | undefined {
  if (assigned === 1 && !user.permissions.includes(PRODUCTION_PERMISSION_ID)) return PRODUCTION_MSG.notProductionUser;
  return undefined;
}

/** A user's processes after a tick: added at the end (where the new link row lands) or removed; unchanged when already so. */
export function withAssignment(responsibilities: readonly string[], responsibilityId: string, assigned: 0 | 1): string[] {
  const has = responsibilities.includes(responsibilityId);
  if (assigned === 1) return has ? [...responsibilities] : [...responsibilities, responsibilityId];
  return responsibilities.filter((id) => id !== responsibilityId);
}

/** A user as the mirror holds it for an admin (domain/admin/rows.ts `users`). */
export interface AssignmentUserSource {
  id: string;
  firstname: string;
  lastname: string;
  deletedAt: string | null;
  permissions: readonly number[];
  responsibilities: readonly string[];
}

/** A status a user holds on a product still in production (not archived as done). */
export interface HeldStatusSource {
  userId: string | null;
  statusId: number;
}

/** Spec 001 §3 "User for responsibilities: id, firstname, lastname, available", plus what they work. */
export interface AssignableUser {
  id: string;
  firstname: string;
  lastname: string;
  available: boolean;
  responsibilities: ReadonlySet<string>;
}

/**
 * The users who may be given processes: permission 7, not deleted, by name,
 * each unavailable while a process or material of theirs is in process (the
 * same rule GET admin/responsibilities/users answers with, isAvailable).
 */
export function assignableUsers(users: readonly AssignmentUserSource[], held: readonly HeldStatusSource[]): AssignableUser[] {
  const statusIdsOf = new Map<string, number[]>();
  for (const s of held) {
    if (s.userId === null) continue;
    const list = statusIdsOf.get(s.userId);
    if (list) list.push(s.statusId);
    else statusIdsOf.set(s.userId, [s.statusId]);
  }
  return users
    .filter((u) => u.deletedAt === null && u.permissions.includes(PRODUCTION_PERMISSION_ID))
    .map((u) => ({
      id: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      available: isAvailable(statusIdsOf.get(u.id) ?? []),
      responsibilities: new Set(u.responsibilities),
    }))
    .sort((a, b) => compareNames(`${a.firstname} ${a.lastname}`, `${b.firstname} ${b.lastname}`));
}

/** One slide: a process, its department, and every assignable user with their tick. */
export interface AssignmentGroup {
  id: string;
  name: string;
  departmentName: string | null;
  users: { id: string; name: string; available: boolean; assigned: boolean }[];
}

/**
 * The slides: one per process, ordered by department then process name
 * (processes without a department last), narrowed to one department when
 * `departmentId` is given.
 */
export function assignmentGroups(
  processes: readonly { id: string; name: string; departmentId: string | null }[],
  departments: ReadonlyMap<string, string>,
  users: readonly AssignableUser[],
  departmentId: string | null = null,
): AssignmentGroup[] {
  const departmentOf = (p: { departmentId: string | null }) => (p.departmentId === null ? null : (departments.get(p.departmentId) ?? null));
  return processes
    .filter((p) => departmentId === null || p.departmentId === departmentId)
    .map((p) => ({
      id: p.id,
      name: p.name,
      departmentName: departmentOf(p),
      users: users.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`, available: u.available, assigned: u.responsibilities.has(p.id) })),
    }))
    .sort((a, b) => {
      if (a.departmentName !== b.departmentName) {
        if (a.departmentName === null) return 1;
        if (b.departmentName === null) return -1;
        return compareNames(a.departmentName, b.departmentName);
      }
      return compareNames(a.name, b.name);
    });
}
