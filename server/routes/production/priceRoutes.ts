import type { FastifyInstance } from 'fastify';
import { archivedProducts } from '../../../domain/production/archives.js';
import { PRICE_READS } from '../../../domain/production/endpoints.js';
import { PRODUCT_IN_WAREHOUSE } from '../../../domain/production/plan.js';
import { archivedProductsQuery } from '../../../domain/production/planningQueries.js';
import { pricedProducts, totalOf, viewPriceQuery } from '../../../domain/production/prices.js';
import { isAdmin } from '../../../domain/permissions.js';
import { inChunks } from '../../db/inChunks.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { inRange } from './planningReadRoutes.js';
import { sourcesOfProducts } from './planningSources.js';
import { assertFullPrivileges } from './productActivity.js';

/**
 * The price reads (spec 001 §7): the SQL narrows by the indexed columns, the
 * domain (prices.ts, archives.ts) filters and prices, the same the PWA does
 * from its mirror.
 */
export async function priceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Products in production with prices: a prices screen, so full privileges' (spec 001 §6).
  serve(app, PRICE_READS.viewPrice, 'production', async (req) => {
    const auth = authOf(req);
    assertFullPrivileges(auth);
    const q = parse(viewPriceQuery, req.query);
    const src = await sourcesOfProducts(db, auth.companyId, (p) => {
      let narrowed = p.where('active', '=', q.active).where('doneStatus', '=', q.done);
      if (q.start !== undefined) narrowed = narrowed.where(q.filterDatesBy, '>=', q.start);
      if (q.end !== undefined) narrowed = narrowed.where(q.filterDatesBy, '<=', q.end);
      return narrowed;
    });
    const projectIds = [...src.projects.keys()];
    const measures = await inChunks(projectIds, (c) => db.selectFrom('measures').select(['projectId', 'measureStatusId']).where('companyId', '=', auth.companyId).where('projectId', 'in', c).execute());
    return pricedProducts({ ...src, measures: new Map(measures.map((m) => [m.projectId, m.measureStatusId])) }, q);
  });

  // Products moved to the warehouse (PRODUCT_IN_WAREHOUSE: what completing the last process or POST
  // clients/move-product-to-warehouse records), by when they were finished, delivered since or not
  // (status 3 or 4); their prices are full privileges' (§6).
  serve(app, PRICE_READS.warehouseProducts, 'warehouse', async (req) => {
    const auth = authOf(req);
    const q = parse(archivedProductsQuery, req.query);
    const src = await sourcesOfProducts(db, auth.companyId, (p) =>
      inRange(p.where('doneStatus', '=', PRODUCT_IN_WAREHOUSE.doneStatus), 'finishedAt', q),
    );
    const showPrices = isAdmin(auth.permissions);
    const data = archivedProducts(src, q, showPrices);
    return { data, totalPrice: showPrices ? totalOf(data.map((r) => ({ price: r.totalPrice }))) : null };
  });
}
