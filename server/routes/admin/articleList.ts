import type { FastifyInstance } from 'fastify';
import { nextArticleCode } from '../../../domain/admin/articles.js';
import { ADMIN_LISTS, ADMIN_READS } from '../../../domain/admin/endpoints.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { authOf } from '../../http/access.js';
import { notFound, refuse } from '../../http/errors.js';
import { lookupList } from '../../lists/defineList.js';
import { assertOwned } from '../../write/ownership.js';
import { chainWithNames } from './processChain.js';
import { articlesInProduction } from '../production/productionUse.js';
import { serve } from '../../http/serve.js';

/** Articles: a code unique per company, and no changes while their products are in production. */
export const ARTICLE_LIST = lookupList({
  calls: ADMIN_LISTS.articles,
  entity: 'articles',
  table: 'articles',
  row: (b) => b,
  unique: { text: (b) => b.code, field: 'code', message: ADMIN_MSG.productCodeUsed },
  view: (row) => ({ value: row.id, label: row.name }),
  async check(w, b, id) {
    await assertOwned(w, 'articleTypes', [b.articleTypeId], 'articleTypeId');
    await assertOwned(w, 'units', [b.unitId], 'unitId');
    await assertOwned(w, 'materials', [b.materialId], 'materialId');
    await assertOwned(w, 'suppliers', [b.supplierId], 'supplierId');
    if (id !== null && (await articlesInProduction(w.tx, w.companyId, [id]))) throw refuse(ADMIN_MSG.articleInProductionEdit);
  },
  // An article in production is refused with its own message before the in-use one.
  async assertDeletable(w, id) {
    if (await articlesInProduction(w.tx, w.companyId, [id])) throw refuse(ADMIN_MSG.articleInProductionDelete);
  },
  inUse: {
    refs: [
      ['products', 'articleId'],
      ['projectOrders', 'articleId'],
      ['warehouseStock', 'articleId'],
      ['serviceTicketProducts', 'articleId'],
    ],
    message: ADMIN_MSG.articleInUse,
  },
});
export const articleRoutes = ARTICLE_LIST.routes;

export async function articleExtraRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  /** The next free numeric code, offered when an article form opens. */
  serve(app, ADMIN_READS.nextArticleCode, 'lookup', async (req) => {
    const rows = await db.selectFrom('articles').select('code').where('companyId', '=', authOf(req).companyId).execute();
    return { data: { code: nextArticleCode(rows.map((r) => r.code)) } };
  });

  /** The processes an article goes through: its type's chain, else its material's. */
  serve(app, ADMIN_READS.articleProcesses, 'lookup', async (req, _reply, { params: { id } }) => {
    const { companyId } = authOf(req);
    const article = await db
      .selectFrom('articles')
      .select(['articleTypeId', 'materialId'])
      .where('companyId', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!article) throw notFound();
    const byType = article.articleTypeId ? await chainWithNames(db, 'articleTypes', companyId, article.articleTypeId) : [];
    if (byType.length > 0 || !article.materialId) return { data: byType };
    return { data: await chainWithNames(db, 'materials', companyId, article.materialId) };
  });
}
