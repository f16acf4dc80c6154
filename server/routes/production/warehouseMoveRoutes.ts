import type { FastifyInstance } from 'fastify';
import { PRODUCTION_FLOOR } from '../../../domain/production/endpoints.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { productCompleted } from '../../../domain/production/transitions.js';
import { MSG } from '../../../domain/messages.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { moveToWarehouse } from './statusChange.js';

/**
 * POST clients/move-product-to-warehouse (spec 001 §7): a finished product
 * goes to the warehouse. The server does it itself when the last process
 * completes; this call is for a product whose processes were completed
 * before, and refuses one that is not finished.
 */
export async function warehouseMoveRoutes(app: FastifyInstance): Promise<void> {
  serve(app, PRODUCTION_FLOOR.moveToWarehouse, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const product = await w.get('products', body.productId);
      if (product.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'clientId');
      if (product.doneStatus === 1) return { data: true, message: PRODUCTION_MSG.movedToWarehouse };
      const statuses = await w.tx.selectFrom('processStatuses').select('statusId').where('companyId', '=', w.companyId).where('productId', '=', product.id).execute();
      if (!productCompleted(statuses.map((s) => s.statusId))) throw refuse(PRODUCTION_MSG.productNotCompleted, 'productId');
      await moveToWarehouse(w, product.id, w.now);
      return { data: true, message: PRODUCTION_MSG.movedToWarehouse };
    }),
  );
}
