import type { EntityName } from '../../domain/entities.js';
import { MSG } from '../../domain/messages.js';
import { refuse } from '../http/errors.js';
import type { Writer } from './writer.js';
import { untyped } from '../db/untyped.js';

/**
 * Ids a payload points at must be rows of the caller's company: another
 * company's id (or a made-up one) is refused on its field, before a foreign key
 * could either fail with a 500 or, worse, link two tenants.
 */
export async function assertOwned(w: Writer, table: EntityName, ids: readonly (string | null | undefined)[], field: string): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return;
  const found = await untyped(w.tx)
    .selectFrom(table)
    .select('id')
    .where('companyId', '=', w.companyId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) throw refuse(MSG.invalidValue, field);
}
