import type { HeldStatus } from '../../../domain/admin/activity.js';
import type { Db } from '../../db/connect.js';

/**
 * The process and material statuses users hold on products still in
 * production (not archived as done): what the activity dashboard shows and
 * what tells whether a worker is free.
 */
export async function heldStatuses(db: Db, companyId: string) {
  const [processRows, materialRows] = await Promise.all([
    db
      .selectFrom('processStatuses as s')
      .innerJoin('products as p', 'p.id', 's.productId')
      .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
      .leftJoin('projects as pr', 'pr.id', 'p.projectId')
      .leftJoin('articles as a', 'a.id', 'p.articleId')
      .select(['s.id', 's.userId', 's.productId', 's.statusId', 'r.id as rId', 'r.name as rName', 'pr.id as prId', 'pr.projectName', 'a.id as aId', 'a.name as aName'])
      .where('s.companyId', '=', companyId)
      .where('s.userId', 'is not', null)
      .where('p.doneStatus', '=', 0)
      .orderBy('s.updatedAt', 'desc')
      .execute(),
    db
      .selectFrom('materialStatuses as s')
      .innerJoin('products as p', 'p.id', 's.productId')
      .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
      .leftJoin('projects as pr', 'pr.id', 'p.projectId')
      .leftJoin('articles as a', 'a.id', 'p.articleId')
      .leftJoin('materials as m', 'm.id', 's.materialId')
      .leftJoin('temporaryMaterials as tm', 'tm.id', 's.temporaryMaterialId')
      .select([
        's.id',
        's.userId',
        's.productId',
        's.statusId',
        'r.id as rId',
        'r.name as rName',
        'pr.id as prId',
        'pr.projectName',
        'a.id as aId',
        'a.name as aName',
        'm.id as mId',
        'm.name as mName',
        'tm.id as tmId',
        'tm.materialName as tmName',
      ])
      .where('s.companyId', '=', companyId)
      .where('s.userId', 'is not', null)
      .where('p.doneStatus', '=', 0)
      .orderBy('s.updatedAt', 'desc')
      .execute(),
  ]);
  const base = (s: (typeof processRows)[number]): HeldStatus => ({
    id: s.id,
    userId: s.userId!,
    productId: s.productId,
    project: { id: s.prId, name: s.projectName },
    article: { id: s.aId, name: s.aName },
    responsibility: { id: s.rId, name: s.rName },
    responsibilityStatusId: s.statusId,
  });
  return {
    productStatuses: processRows.map(base),
    materialStatuses: materialRows.map(
      (s): HeldStatus => ({ ...base(s), material: { id: s.mId ?? s.tmId, name: s.mName ?? s.tmName } }),
    ),
  };
}
