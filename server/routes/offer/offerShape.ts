import type { OfferRow } from '../../../domain/offer/rows.js';
import { inChunks } from '../../db/inChunks.js';
import { feedColumns, groupBy, ofCompany, type Reader } from '../../entities/feedShape.js';

/**
 * The feed and read shape of offers (domain/offer/rows.ts): the row with its
 * dynamic fields' values, in the order they were saved.
 */
export async function loadOffers(db: Reader, companyId: string, ids: readonly string[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const [rows, values] = await Promise.all([
    inChunks(ids, (c) => db.selectFrom('offers').selectAll().where('id', 'in', c).execute()),
    inChunks(ids, (c) => db.selectFrom('offerFieldValues').select(['offerId', 'offerFieldId', 'value']).where('companyId', '=', companyId).where('offerId', 'in', c).orderBy('createdAt').orderBy('id').execute()),
  ]);
  const valuesOf = groupBy(values, (f) => f.offerId);
  return ofCompany(rows, companyId).map((r) => ({
    ...(feedColumns('offers', r) as Omit<OfferRow, 'dynamicFields'>),
    dynamicFields: (valuesOf.get(r.id) ?? []).map(({ offerFieldId, value }) => ({ offerFieldId, value })),
  }));
}
