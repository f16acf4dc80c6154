import type { FastifyInstance } from 'fastify';
import { ADMIN_LISTS, ADMIN_READS } from '../../../domain/admin/endpoints.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { authOf } from '../../http/access.js';
import { notFound, refuse } from '../../http/errors.js';
import { lookupList } from './defineList.js';
import { chainOf, chainWithNames, dropChain, saveChain } from './processChain.js';
import { materialInProduction } from '../production/productionUse.js';
import { serve } from '../../http/serve.js';

/** Materials: a name and at least one ordered process (spec 001 §5); read as {value, label, responsibilities}. */
export const materialRoutes = lookupList({
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
  async beforeDelete(w, id) {
    if (await materialInProduction(w.tx, w.companyId, id)) throw refuse(ADMIN_MSG.materialInProduction);
    // Articles not in production just lose the material, through the Writer so
    // devices and the audit log see it (the schema's set-null would do it silently).
    const articles = await w.tx.selectFrom('articles').select('id').where('companyId', '=', w.companyId).where('materialId', '=', id).execute();
    for (const a of articles) await w.update('articles', a.id, { materialId: null });
    await dropChain(w, 'materials', id);
  },
});

/** Article types carry the process chain their products go through. */
export const articleTypeRoutes = lookupList({
  calls: ADMIN_LISTS.articleTypes,
  entity: 'articleTypes',
  table: 'articleTypes',
  row: (b) => ({ name: b.name }),
  unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.articleTypeExists },
  inUse: { refs: [['articles', 'articleTypeId']], message: ADMIN_MSG.articleTypeInUse },
  saveChildren: (w, id, b) => saveChain(w, 'articleTypes', id, b.responsibilities),
  beforeDelete: (w, id) => dropChain(w, 'articleTypes', id),
});

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
