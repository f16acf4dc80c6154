import { foldUniqueText } from '../../domain/admin/names.js';
import { keyColumnOf, type FoldedTable } from '../db/foldedTexts.js';
import { refuse } from '../http/errors.js';
import type { Writer } from './writer.js';
import { untyped } from '../db/untyped.js';

/**
 * Refuses a text (name, code, question, username) the company already holds
 * in another row, whatever its case: one look-up in the unique index on the
 * text's folded key (server/db/foldedTexts.ts). The index itself refuses what
 * a concurrent save slips past this check; the routes answer that with the
 * same refusal (constraintErrors.ts).
 */
export async function assertUniqueText(
  w: Writer,
  table: FoldedTable,
  value: string,
  exceptId: string | null,
  refusal: { message: string; field: string },
): Promise<void> {
  let query = untyped(w.tx)
    .selectFrom(table)
    .select('id')
    .where('companyId', '=', w.companyId)
    .where(keyColumnOf(table), '=', foldUniqueText(table, value));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const taken = await query.limit(1).executeTakeFirst();
  if (taken) throw refuse(refusal.message, refusal.field);
}
