import type { PermissionMap } from '../permissions.js';

/**
 * What a worker may do at a kiosk: production, and only if they hold it
 * themselves and may write it (an observer does not). Never an admin's rights,
 * whatever the worker holds elsewhere: admin mode needs a personal sign-in.
 */
export function kioskPermissions(own: PermissionMap): PermissionMap | null {
  return own.production === true && own.observer !== true ? { production: true } : null;
}

/** What a kiosk reads with nobody switched in: production's rows and the lists everyone reads, nothing of other modules. */
export const KIOSK_READS: PermissionMap = { production: true };

/** Who may turn a device into a kiosk for these departments: full privileges, or the admin of every one of them. */
export function mayEnrol(user: { fullPrivileges: boolean; adminDepartmentIds: ReadonlySet<string> }, departmentIds: readonly string[]): boolean {
  return user.fullPrivileges || (departmentIds.length > 0 && departmentIds.every((d) => user.adminDepartmentIds.has(d)));
}
