import type { AnyEndpoint } from '../../domain/kit/endpoint.js';
import type { TableName } from '../db/schema.js';
import type { Column } from '../db/untyped.js';
import { rowsPointingAt } from './references.js';
import type { TenantTable, Writer } from './writer.js';

/** A column of a table the Writer writes: its rows can be deleted or changed through it. */
export type WrittenColumn = Extract<Column, readonly [TenantTable, string]>;

/**
 * What becomes of the rows that point at a row being deleted, one rule per
 * table whose rows a route deletes. Left to the schema, the foreign keys would
 * cascade or set null silently, outside the audit log and the change feed; so
 * every column pointing at the table is named in one of the three lists, and
 * tests/server/foreignKeys.test.ts fails on a foreign key that none names.
 */
export interface DeleteRule {
  readonly table: TableName;
  /** The DELETE calls whose routes remove its rows. */
  readonly calls: readonly AnyEndpoint[];
  /** While one of these rows points at it, the row stays: the delete is refused with the in-use message. */
  readonly refusedWhileUsedBy: readonly Column[];
  /** Rows that belong to it and go with it, each deleted through the Writer. */
  readonly deletedWith: readonly WrittenColumn[];
  /** Rows that outlive it: their pointer is cleared through the Writer. */
  readonly detachedFrom: readonly WrittenColumn[];
}

/**
 * Carries out a rule's deletedWith and detachedFrom for the row `id` through
 * the Writer, once the caller's refusals have passed and before the row goes:
 * then no foreign key is left to cascade or clear anything on its own.
 */
export async function releaseDependents(w: Writer, rule: DeleteRule, id: string): Promise<void> {
  for (const ref of rule.detachedFrom) {
    const [table, column] = ref;
    for (const row of await rowsPointingAt(w, ref, id).execute()) await w.update(table, row.id, { [column]: null });
  }
  for (const ref of rule.deletedWith) {
    for (const row of await rowsPointingAt(w, ref, id).execute()) await w.delete(ref[0], row.id);
  }
}
