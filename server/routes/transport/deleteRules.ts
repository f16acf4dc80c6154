import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE transport/{id}: its recorded equipment goes with it; an
 * installation made of it outlives it, its transport cleared (the column's
 * own 'set null', done through the Writer so the feed and audit see it).
 */
export const TRANSPORT_DELETION: DeleteRule = {
  table: 'transports',
  calls: [TRANSPORT_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['transportEquipment', 'transportId']],
  detachedFrom: [['installations', 'transportId']],
};

export const TRANSPORT_DELETE_RULES: readonly DeleteRule[] = [TRANSPORT_DELETION];
