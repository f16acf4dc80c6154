/**
 * Permission keys and their fixed ids. The ids are data the PWA and the server
 * share (a user form sends permissionsId[]); production is 7 because the spec
 * says "permission value 7 enables assigning production processes".
 */
export const MODULES = [
  'contact',
  'measures',
  'offers',
  'agreements',
  'production',
  'warehouse',
  'transport',
  'installation',
  'service',
  'impression',
  'blueprints',
  'calendar',
] as const;
export type ModuleKey = (typeof MODULES)[number];

export const PERMISSIONS = [
  { id: 1, key: 'fullPrivileges', label: 'Privilegje te plota' },
  { id: 2, key: 'superAdmin', label: 'Super admin' },
  { id: 3, key: 'observer', label: 'Vezhgues' },
  { id: 4, key: 'contact', label: 'Kontakti' },
  { id: 5, key: 'measures', label: 'Matjet' },
  { id: 6, key: 'offers', label: 'Ofertat' },
  { id: 7, key: 'production', label: 'Prodhimi' },
  { id: 8, key: 'agreements', label: 'Marreveshjet' },
  { id: 9, key: 'warehouse', label: 'Depo' },
  { id: 10, key: 'transport', label: 'Transporti' },
  { id: 11, key: 'installation', label: 'Instalimi' },
  { id: 12, key: 'service', label: 'Servisimi' },
  { id: 13, key: 'impression', label: 'Pershtypjet' },
  { id: 14, key: 'blueprints', label: 'Skicat' },
  { id: 15, key: 'calendar', label: 'Kalendari' },
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];
export type PermissionMap = Partial<Record<PermissionKey, true>>;

/** The permission a company always keeps at least one active holder of (issue 8: never a company nobody can administer). */
export const FULL_PRIVILEGES_ID = 1;

/**
 * Whether this change leaves the company without an active user holding full
 * privileges: `others` counts the active holders besides the changed user.
 * superAdmin does not count: it is the platform's operator, not the company's.
 */
export function removesLastFullAdmin(change: { held: boolean; keeps: boolean; others: number }): boolean {
  return change.held && !change.keeps && change.others === 0;
}

/**
 * The modules whose holders are put on a record by name: drivers and
 * installers on a warehouse record (spec 001 §6: "Transport and installation
 * assignee options come from a permission-users query by module"), measurers
 * on a project (spec 000 §3 "measureAssignee"; the project modal lists the
 * users with the measures permission, offline too).
 */
export const ASSIGNEE_MODULES = ['transport', 'installation', 'measures'] as const;
export type AssigneeModule = (typeof ASSIGNEE_MODULES)[number];

/**
 * Which of those modules a user's permission ids give: the one fact about a
 * user's permissions every colleague's picker needs, so the public user row
 * carries it instead of the permission ids (issue 8: no one else's
 * permissions outside admin).
 */
export function assigneeModulesOf(permissionIds: readonly number[]): AssigneeModule[] {
  return ASSIGNEE_MODULES.filter((m) => permissionIds.includes(PERMISSIONS.find((p) => p.key === m)!.id));
}

/** The permission id whose holders may be assigned production processes. */
export const PRODUCTION_PERMISSION_ID = 7;

export function permissionKeyById(id: number): PermissionKey | undefined {
  return PERMISSIONS.find((p) => p.id === id)?.key;
}

export function permissionMap(keys: Iterable<string>): PermissionMap {
  const map: PermissionMap = {};
  for (const key of keys) {
    if (PERMISSIONS.some((p) => p.key === key)) map[key as PermissionKey] = true;
  }
  return map;
}

export function isAdmin(p: PermissionMap): boolean {
  return p.fullPrivileges === true || p.superAdmin === true;
}

/** Admins and observers see every module; others only the modules they hold. */
export function canReadModule(p: PermissionMap, module: ModuleKey): boolean {
  return isAdmin(p) || p.observer === true || p[module] === true;
}

/** Observers read but never write, unless they are also admins (spec 001 §6). */
export function canWriteModule(p: PermissionMap, module: ModuleKey): boolean {
  if (isAdmin(p)) return true;
  return p.observer !== true && p[module] === true;
}

/** The module a user lands on after sign-in (spec 000 §2). */
export function firstPermittedModule(p: PermissionMap): ModuleKey | undefined {
  if (isAdmin(p) || p.observer === true) return 'contact';
  return MODULES.find((m) => p[m] === true);
}
