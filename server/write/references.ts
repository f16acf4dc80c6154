import { refuse } from '../http/errors.js';
import type { Writer } from './writer.js';
import { untyped, type Column } from '../db/untyped.js';

/** The ids of the caller's company's rows whose `column` holds `id`, as a query to finish (limit, execute). */
export const rowsPointingAt = (w: Writer, [table, column]: Column, id: string) =>
  untyped(w.tx).selectFrom(table).select('id').where('companyId', '=', w.companyId).where(column, '=', id).$castTo<{ id: string }>();

/** True when any of the given columns of the caller's company holds `id`. */
export async function isReferenced(w: Writer, refs: readonly Column[], id: string): Promise<boolean> {
  for (const ref of refs) {
    if (await rowsPointingAt(w, ref, id).limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/**
 * A row still used elsewhere is not deleted: the schema's cascades and
 * set-nulls would otherwise change those rows silently, outside the audit log
 * and the change feed. The spec's in-use message is answered instead.
 */
export async function assertUnreferenced(w: Writer, refs: readonly Column[], id: string, message: string): Promise<void> {
  if (await isReferenced(w, refs, id)) throw refuse(message);
}
