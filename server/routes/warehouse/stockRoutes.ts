import type { FastifyInstance } from 'fastify';
import { archivedProducts } from '../../../domain/production/archives.js';
import { PRODUCT_IN_WAREHOUSE } from '../../../domain/production/plan.js';
import { totalOf } from '../../../domain/production/prices.js';
import { isAdmin } from '../../../domain/permissions.js';
import { WAREHOUSE_READS, WAREHOUSE_STORE } from '../../../domain/warehouse/endpoints.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import { stockQuery } from '../../../domain/warehouse/queries.js';
import type { StockConditionRow } from '../../../domain/warehouse/reads.js';
import type { WarehouseStockRow } from '../../../domain/warehouse/rows.js';
import { round2 } from '../../../domain/format.js';
import { feedColumns } from '../../entities/feedShape.js';
import { inChunks } from '../../db/inChunks.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { runWrite } from '../../write/runWrite.js';
import { inRange } from '../production/planningReadRoutes.js';
import { sourcesOfProducts } from '../production/planningSources.js';
import { transported, transportsOfRecords } from './transportsOf.js';

/**
 * The warehouse's stock (spec 001 §2 "stock condition", "inner-stock", §7):
 * completed products still in the warehouse, and bought-in articles kept
 * there. Prices and totals are full privileges' (§6).
 */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Stock condition (warehouseState): products that left production for the warehouse, finished in the range,
  // of the department and destination, less what left on complete transports; those with nothing left are gone.
  serve(app, WAREHOUSE_READS.stock, 'warehouse', async (req) => {
    const auth = authOf(req);
    const q = parse(stockQuery, req.query);
    const src = await sourcesOfProducts(db, auth.companyId, (p) => inRange(p.where('doneStatus', '=', PRODUCT_IN_WAREHOUSE.doneStatus), 'finishedAt', q));
    const showPrices = isAdmin(auth.permissions);
    const picked = archivedProducts(src, q, showPrices);
    const ids = picked.map((p) => p.id);
    const [lines, details] = await Promise.all([
      inChunks(ids, (c) => db.selectFrom('warehouseRecordProducts').select(['warehouseRecordId', 'productId', 'quantity']).where('companyId', '=', auth.companyId).where('productId', 'in', c).execute()),
      inChunks(ids, (c) =>
        db
          .selectFrom('products as p')
          .leftJoin('units as u', 'u.id', 'p.unitId')
          .select(['p.id', 'p.price', 'p.totalPrice', 'p.updatedAt', 'u.name as unitName'])
          .where('p.companyId', '=', auth.companyId)
          .where('p.id', 'in', c)
          .execute(),
      ),
    ]);
    const transports = await transportsOfRecords(db, auth.companyId, [...new Set(lines.map((l) => l.warehouseRecordId))]);
    const detail = new Map(details.map((d) => [d.id, d]));
    const data: StockConditionRow[] = [];
    const priced: { price: number | null }[] = [];
    for (const p of picked) {
      const shipped = lines.filter((l) => l.productId === p.id && transported(transports.get(l.warehouseRecordId))).reduce((sum, l) => sum + l.quantity, 0);
      const inStock = round2(p.quantity - shipped);
      if (inStock <= 0) continue;
      const d = detail.get(p.id);
      data.push({
        id: p.id,
        designation: { name: p.designation.name, unit: { name: d?.unitName ?? '' } },
        type: p.type,
        clientID: p.client.id,
        client: p.client,
        project: p.project,
        shipmentDestinationId: p.shipmentDestinationId,
        unit: p.quantity,
        inStock,
        // The spec's row price is "discountPrice if present, else price times unit": the line's stored total when it has one.
        price: showPrices ? (d?.price ?? null) : null,
        discountPrice: showPrices && d !== undefined && d.totalPrice !== 0 ? round2(d.totalPrice) : null,
        finishedProduct: { updatedAt: p.finishedAt ?? d?.updatedAt ?? null },
      });
      priced.push({ price: p.totalPrice });
    }
    return { data, totalPrice: showPrices ? totalOf(priced) : null };
  });

  serve(app, WAREHOUSE_READS.innerStock, 'warehouse', async (req) => {
    const auth = authOf(req);
    const rows = await db
      .selectFrom('warehouseStock as s')
      .innerJoin('articles as a', 'a.id', 's.articleId')
      .leftJoin('units as u', 'u.id', 'a.unitId')
      .select(['s.id', 's.articleId', 's.quantity', 's.updatedAt', 'a.name', 'a.code', 'u.name as unitName'])
      .where('s.companyId', '=', auth.companyId)
      .orderBy('a.name')
      .orderBy('s.id')
      .execute();
    return { data: rows.map((r) => ({ id: r.id, articleId: r.articleId, article: { name: r.name, code: r.code, unit: { name: r.unitName ?? '' } }, quantity: r.quantity, updatedAt: r.updatedAt })) };
  });

  // Adds to the article's row, or makes it with the id the device sent (one row per article: unique in the table).
  serve(app, WAREHOUSE_STORE, 'warehouse', (req, reply, { body, requestedId }) =>
    runWrite(req, reply, async (w) => {
      const article = await w.get('articles', body.articleId);
      const held = await w.tx.selectFrom('warehouseStock').select(['id', 'quantity']).where('companyId', '=', w.companyId).where('articleId', '=', article.id).executeTakeFirst();
      const row = held
        ? await w.update('warehouseStock', held.id, { quantity: round2(held.quantity + body.quantity) })
        : await w.insert('warehouseStock', { id: await w.claimId('warehouseStock', requestedId), articleId: article.id, quantity: body.quantity });
      return { data: feedColumns('warehouseStock', row) as WarehouseStockRow, message: WAREHOUSE_MSG.stockAdded };
    }),
  );
}
