import { PRODUCT_IN_PRODUCTION } from '../../../domain/admin/articles.js';
import type { Reader } from '../../entities/feedShape.js';

/** Some product made of one of these articles is in the production process and not cancelled. */
export async function articlesInProduction(db: Reader, companyId: string, articleIds: readonly string[]): Promise<boolean> {
  if (articleIds.length === 0) return false;
  const hit = await db
    .selectFrom('products')
    .select('id')
    .where('companyId', '=', companyId)
    .where('articleId', 'in', articleIds)
    .where('productStatusId', '=', PRODUCT_IN_PRODUCTION)
    .where('canceled', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}

/**
 * A material is in production when a product has a status row for it, or an
 * article made of it is in production: its process chain then drives work
 * under way, so the material keeps it and stays.
 */
export async function materialInProduction(db: Reader, companyId: string, materialId: string): Promise<boolean> {
  const status = await db
    .selectFrom('materialStatuses')
    .select('id')
    .where('companyId', '=', companyId)
    .where('materialId', '=', materialId)
    .limit(1)
    .executeTakeFirst();
  if (status) return true;
  const articles = await db.selectFrom('articles').select('id').where('companyId', '=', companyId).where('materialId', '=', materialId).execute();
  return articlesInProduction(
    db,
    companyId,
    articles.map((a) => a.id),
  );
}
