import type { FastifyInstance } from 'fastify';
import { ADMIN_LISTS, ADMIN_READS } from '../../../domain/admin/endpoints.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { authOf } from '../../http/access.js';
import { notFound, refuse } from '../../http/errors.js';
import { lookupList } from '../../lists/defineList.js';
import { CHAIN_OWNER_COLUMN, chainOf, chainWithNames, saveChain } from './processChain.js';
import { materialInProduction } from '../production/productionUse.js';
import { serve } from '../../http/serve.js';

/** Materials: a name and at least one ordered process (spec 001 §5); read as {value, label, responsibilities}. */
export const MATERIAL_LIST = lookupList({
  calls: ADMIN_LISTS.materials,
  entity: 'materials',
  table: 'materials',
  row: (b) => ({ name: b.name }),
  unique: { text: (b) => b.name, field: 'material', message: ADMIN_MSG.materialExists },
  view: (row) => ({ value: row.id, label: row.name }),
  async check(w, b, id) {
    if (id === null) return;
    const current = await chainOf(w.tx, 'materials', w.companyId, id);
    const reordered = current.join() !== b.responsibilities.join();
    if (reordered && (await materialInProduction(w.tx, w.companyId, id))) throw refuse(ADMIN_MSG.materialHasArticles, 'responsibilities');
  },
  saveChildren: (w, id, b) => saveChain(w, 'materials', id, b.responsibilities),
  // Work under way keeps a material: a product's status for it, or an article
  // of it in production. The status rows are named in inUse as well, so the
  // delete rule holds that column whatever materialInProduction comes to ask.
  async assertDeletable(w, id) {
    if (await materialInProduction(w.tx, w.companyId, id)) throw refuse(ADMIN_MSG.materialInProduction);
  },
  inUse: { refs: [['materialStatuses', 'materialId']], message: ADMIN_MSG.materialInProduction },
  deletedWith: [CHAIN_OWNER_COLUMN.materials],
  // Articles not in production just lose the material.
  detachedFrom: [['articles', 'materialId']],
});
export const materialRoutes = MATERIAL_LIST.routes;

/** Article types carry the process chain their products go through. */
export const ARTICLE_TYPE_LIST = lookupList({
  calls: ADMIN_LISTS.articleTypes,
  entity: 'articleTypes',
  table: 'articleTypes',
  row: (b) => ({ name: b.name }),
  unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.articleTypeExists },
  inUse: { refs: [['articles', 'articleTypeId']], message: ADMIN_MSG.articleTypeInUse },
  deletedWith: [CHAIN_OWNER_COLUMN.articleTypes],
  saveChildren: (w, id, b) => saveChain(w, 'articleTypes', id, b.responsibilities),
});
export const articleTypeRoutes = ARTICLE_TYPE_LIST.routes;

/** GET admin/types/{id}/responsibilities: the type's processes in order. */
export async function articleTypeProcessRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serve(app, ADMIN_READS.typeProcesses, 'lookup', async (req, _reply, { params: { id } }) => {
    const { companyId } = authOf(req);
    const type = await db.selectFrom('articleTypes').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!type) throw notFound();
    return { data: await chainWithNames(db, 'articleTypes', companyId, id) };
  });
}
