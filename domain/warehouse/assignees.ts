import { PERMISSIONS, type AssigneeModule } from '../permissions.js';

/**
 * Spec 001 §6: "Transport and installation assignee options come from a
 * permission-users query by module". The server answers GET
 * users/permission-users?module=… with this rule; offline the PWA applies the
 * same rule to its mirror's users, whose public row says which of these
 * modules each holds (`assignable`, domain/admin/rows.ts; issue 8 keeps the
 * permission ids themselves for admins).
 */
export function permissionIdOf(module: AssigneeModule): number {
  return PERMISSIONS.find((p) => p.key === module)!.id;
}

/** Whether a user may be put on a record for the module: an active user holding the module's own permission. */
export function holdsModule(user: { assignable: readonly string[]; deletedAt: string | null }, module: AssigneeModule): boolean {
  return user.deletedAt === null && user.assignable.includes(module);
}

/** A user as the multi-selects and the record's reads show them (spec 001 §3 "transportUser and installationUsers (id, username)"). */
export interface UserOption {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
}

/** The options of a module's multi-select, by name: from the mirror's users or the server's. */
export function assigneeOptions<U extends UserOption & { assignable: readonly string[]; deletedAt: string | null }>(users: readonly U[], module: AssigneeModule): UserOption[] {
  return users
    .filter((u) => holdsModule(u, module))
    .map((u) => ({ id: u.id, username: u.username, firstname: u.firstname, lastname: u.lastname }))
    .sort((a, b) => `${a.firstname} ${a.lastname}`.localeCompare(`${b.firstname} ${b.lastname}`) || a.id.localeCompare(b.id));
}
