/**
 * Who may delete a blueprint (spec 001 §6): full-privilege users, and the
 * people of the departments the production settings name — a department
 * they work in (one of their processes) or administer. The spec's "two
 * specific ids" are not shown; the setting takes their place.
 */
export function mayDeleteBlueprints(user: { fullPrivileges: boolean; departmentIds: ReadonlySet<string> }, settings: { blueprintDeleteDepartments?: unknown } | null | undefined): boolean {
  if (user.fullPrivileges) return true;
  return blueprintDeleteDepartmentsOf(settings).some((id) => user.departmentIds.has(id));
}

/** The setting's department ids; anything unreadable is none. */
export function blueprintDeleteDepartmentsOf(settings: { blueprintDeleteDepartments?: unknown } | null | undefined): string[] {
  const text = settings?.blueprintDeleteDepartments;
  if (typeof text !== 'string') return [];
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
