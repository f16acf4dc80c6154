import type { Values, Writer } from '../../write/writer.js';
import { untyped } from '../../db/untyped.js';

/** Child lists a parent owns: a user's permissions, departments and processes; a material's or type's process chain. */
export type ChildTable =
  | 'userPermissions'
  | 'userDepartments'
  | 'userResponsibilities'
  | 'materialResponsibilities'
  | 'articleTypeResponsibilities';

type Cell = string | number;

export interface ChildList {
  table: ChildTable;
  /** The column pointing at the parent (userId, materialId, …). */
  parentColumn: string;
  /** The column that tells one child from another (permissionId, responsibilityId, …). */
  keyColumn: string;
}

/**
 * Makes a parent's child rows equal `wanted` through the Writer, so every
 * added, changed or removed child is audited; rows that already match are left
 * alone. Returns whether anything changed, so the caller publishes the parent
 * (children travel inside the parent's feed row).
 */
export async function replaceChildren(
  w: Writer,
  list: ChildList,
  parentId: string,
  wanted: readonly Record<string, Cell>[],
): Promise<boolean> {
  const existing = (await untyped(w.tx)
    .selectFrom(list.table)
    .selectAll()
    .where('companyId', '=', w.companyId)
    .where(list.parentColumn, '=', parentId)
    .execute()) as (Record<string, Cell> & { id: string })[];
  const keyOf = (row: Record<string, Cell>) => String(row[list.keyColumn]);
  const wantedByKey = new Map(wanted.map((row) => [keyOf(row), row]));
  const existingByKey = new Map(existing.map((row) => [keyOf(row), row]));
  let changed = false;

  for (const row of existing) {
    if (!wantedByKey.has(keyOf(row))) {
      await w.delete(list.table, row.id);
      changed = true;
    }
  }
  for (const [key, row] of wantedByKey) {
    const current = existingByKey.get(key);
    // The values are columns of `list.table` named by the caller; the compiler
    // cannot follow a table chosen at runtime, so the row is typed at the boundary.
    const values = { ...row, [list.parentColumn]: parentId } as unknown as Values<ChildTable>;
    if (!current) {
      await w.insert(list.table, values);
      changed = true;
    } else if (Object.entries(row).some(([column, value]) => current[column] !== value)) {
      await w.update(list.table, current.id, values);
      changed = true;
    }
  }
  return changed;
}
