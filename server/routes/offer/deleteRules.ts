import { PRODUCT_ENDPOINTS } from '../../../domain/offer/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE products/{id}: an offer's row goes alone. Whatever production,
 * the warehouse or service keeps of a product refuses its delete — rows that
 * exist only once its client is in agreements, so the refusal is that one
 * ('Ky klient gjindet ne modulin e marrveshjes!', productWrites.ts).
 */
export const PRODUCT_DELETION: DeleteRule = {
  table: 'products',
  calls: [PRODUCT_ENDPOINTS.remove],
  refusedWhileUsedBy: [
    ['processStatuses', 'productId'],
    ['materialStatuses', 'productId'],
    ['temporaryMaterials', 'productId'],
    ['trackers', 'productId'],
    ['blueprints', 'productId'],
    ['warehouseRecordProducts', 'productId'],
    ['serviceTicketProducts', 'productId'],
  ],
  deletedWith: [],
  detachedFrom: [],
};
