import { STATUS } from '../../../domain/production/statuses.js';
import type { Writer } from '../../write/writer.js';
import { chainOf } from '../admin/processChain.js';

/**
 * The lines an agreement puts into production (spec 000 §3, §4; issue 15):
 * its offer's rows made here (forProduction 1) and not canceled. Bought-in
 * rows go to the warehouse without a process chain.
 */
export const agreementProducts = (w: Writer, offerId: string) =>
  w.tx
    .selectFrom('products')
    .select(['id', 'articleId', 'start', 'end', 'initialStart', 'initialEnd', 'doneStatus'])
    .where('companyId', '=', w.companyId)
    .where('offerId', '=', offerId)
    .where('forProduction', '=', 1)
    .where('canceled', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/**
 * Puts the agreement's lines into production as the status board reads them
 * (server/routes/production/boardSources.ts: active 1, doneStatus 0, not
 * canceled), its status derived (waiting for production, 1), with dates — the line's own from
 * the offer form, else the agreement's — kept as the initial plan, and, as
 * the seed does (server/seed/production.ts), one process status per process
 * of its article type's ordered chain (position 1…n, to do) and, for an
 * article of a material, one material status per process of the material's
 * chain. A line that already has its chain (an agreement whose offer was
 * agreed before, then canceled) keeps it.
 */
export async function startProduction(w: Writer, offerId: string, dates: { start: string; end: string | null }): Promise<void> {
  for (const product of await agreementProducts(w, offerId)) {
    const start = product.start ?? dates.start;
    const end = product.start === null ? dates.end : product.end;
    await w.update('products', product.id, {
      active: 1,
      doneStatus: 0,
      start,
      end,
      initialStart: product.initialStart ?? start,
      initialEnd: product.initialEnd ?? end,
    });
    await addChain(w, product.id, product.articleId);
  }
}

async function addChain(w: Writer, productId: string, articleId: string | null): Promise<void> {
  if (articleId === null) return;
  const chained = await w.tx.selectFrom('processStatuses').select('id').where('companyId', '=', w.companyId).where('productId', '=', productId).limit(1).executeTakeFirst();
  if (chained) return;
  const article = await w.get('articles', articleId);
  const processes = article.articleTypeId === null ? [] : await chainOf(w.tx, 'articleTypes', w.companyId, article.articleTypeId);
  await w.insertMany(
    'processStatuses',
    processes.map((responsibilityId, i) => ({ productId, responsibilityId, position: i + 1, statusId: STATUS.toDo })),
  );
  const materialChain = article.materialId === null ? [] : await chainOf(w.tx, 'materials', w.companyId, article.materialId);
  await w.insertMany(
    'materialStatuses',
    materialChain.map((responsibilityId, j) => ({ productId, materialId: article.materialId, temporaryMaterialId: null, responsibilityId, position: j + 1, statusId: STATUS.toDo })),
  );
}
