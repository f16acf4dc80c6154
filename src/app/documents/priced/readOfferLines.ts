import type { ProductRow } from '../../../../domain/offer/rows.js';
import type { ZanatiDb } from '../../../local';
import type { OfferLine } from './offerLines';

/** The offer's product rows as the mirror holds them. */
export async function offerProducts(db: ZanatiDb, offerId: string): Promise<ProductRow[]> {
  const rows = await db.products.where('offerId').equals(offerId).toArray();
  // The order they were added in, as the offer form lists them.
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The rows named: each with its article's name and code and its unit, from the mirror. */
export async function readOfferLines(db: ZanatiDb, offerId: string): Promise<OfferLine[]> {
  const products = await offerProducts(db, offerId);
  const [articles, units] = await Promise.all([db.articles.bulkGet(products.map((p) => p.articleId ?? '')), db.units.bulkGet(products.map((p) => p.unitId ?? ''))]);
  return products.map((p, i) => {
    const article = articles[i];
    return {
      article: article?.name ?? p.type ?? '',
      code: p.type || article?.code || '',
      quantity: p.quantity,
      unit: units[i]?.name ?? '',
      price: p.price,
      discount: p.discount,
      tax: p.tax,
      totalPrice: p.totalPrice,
      canceled: p.canceled === 1,
    };
  });
}
