import type { FastifyInstance } from 'fastify';
import { AGREEMENT_ENDPOINTS } from '../../../domain/agreement/endpoints.js';
import { proposedDates } from '../../../domain/agreement/productionDates.js';
import { PRODUCTION_SETTINGS_DEFAULTS } from '../../../domain/admin/productionSettings.js';
import { dayOfMs } from '../../../domain/days.js';
import { MSG } from '../../../domain/messages.js';
import type { DepartmentLoad } from '../../../domain/production/capacity.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { chainOf } from '../admin/processChain.js';

/**
 * The chain's departments and the other products each has planned from
 * `today` on (in production: active, not done, not canceled), leaving out
 * the lines being planned.
 */
async function departmentLoads(db: Reader, companyId: string, chain: readonly string[], today: string, planned: readonly string[]): Promise<DepartmentLoad[]> {
  if (chain.length === 0) return [];
  const departments = await db.selectFrom('responsibilities').select('departmentId').distinct().where('companyId', '=', companyId).where('id', 'in', chain).where('departmentId', 'is not', null).execute();
  const departmentIds = departments.map((d) => d.departmentId!);
  if (departmentIds.length === 0) return [];
  let others = db
    .selectFrom('products as p')
    .innerJoin('processStatuses as s', 's.productId', 'p.id')
    .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
    .select(['p.id', 'p.start', 'p.end', 'r.departmentId'])
    .distinct()
    .where('p.companyId', '=', companyId)
    .where('p.active', '=', 1)
    .where('p.doneStatus', '=', 0)
    .where('p.canceled', '=', 0)
    .where('p.start', 'is not', null)
    .where((eb) => eb(eb.fn.coalesce('p.end', 'p.start'), '>=', today))
    .where('r.departmentId', 'in', departmentIds);
  if (planned.length > 0) others = others.where('p.id', 'not in', planned);
  const rows = await others.execute();
  return departmentIds.map((departmentId) => ({
    departmentId,
    others: rows.filter((o) => o.departmentId === departmentId).map((o) => ({ start: o.start!, end: o.end })),
  }));
}

/**
 * POST products/agreements/start-end-date (spec 000 §7): the dates the
 * product form proposes, by domain/agreement/productionDates.ts
 * proposedDates (the rule is documented there). A read made with POST: the
 * offer and agreement holders and observers make it; nothing is written.
 */
export async function startEndDateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serve(
    app,
    AGREEMENT_ENDPOINTS.startEndDate,
    ['offers', 'agreements'],
    async (req, _reply, { body }) => {
      const { companyId } = authOf(req);
      const article = await db.selectFrom('articles').select('articleTypeId').where('companyId', '=', companyId).where('id', '=', body.articleId).executeTakeFirst();
      if (!article) throw refuse(MSG.invalidValue, 'articleId');
      const today = dayOfMs(Date.now());
      const chain = article.articleTypeId === null ? [] : await chainOf(db, 'articleTypes', companyId, article.articleTypeId);
      const settings = await db.selectFrom('productionSettings').select('dailyCapacity').where('companyId', '=', companyId).executeTakeFirst();
      const capacity = settings?.dailyCapacity ?? PRODUCTION_SETTINGS_DEFAULTS.dailyCapacity;
      return { data: proposedDates(chain.length, capacity, await departmentLoads(db, companyId, chain, today, body.productIds), today) };
    },
    { readsByPost: true },
  );
}
