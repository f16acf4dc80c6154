import { sameName } from '../../../domain/admin/names.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';
import { untyped, type Column } from './untyped.js';

/**
 * Refuses a name (or code) the company already has in another row, whatever
 * its case. Lookup lists are short, so the comparison runs in code with the
 * same rule the PWA uses (domain/admin/names.ts).
 */
export async function assertUniqueText(
  w: Writer,
  [table, column]: Column,
  value: string,
  exceptId: string | null,
  refusal: { message: string; field: string },
): Promise<void> {
  const rows = (await untyped(w.tx)
    .selectFrom(table)
    .select(['id', `${column} as text`])
    .where('companyId', '=', w.companyId)
    .execute()) as { id: string; text: string }[];
  if (rows.some((r) => r.id !== exceptId && sameName(r.text, value))) throw refuse(refusal.message, refusal.field);
}
