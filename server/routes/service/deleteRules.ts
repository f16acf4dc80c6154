import { SERVICE_ENDPOINTS } from '../../../domain/service/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE servicing/{id}: a ticket's lines and photos go with it, through the
 * Writer (photo bytes after commit).
 */
export const TICKET_DELETION: DeleteRule = {
  table: 'serviceTickets',
  calls: [SERVICE_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [
    ['serviceTicketProducts', 'serviceTicketId'],
    ['files', 'ownerId'],
  ],
  detachedFrom: [],
};

export const SERVICE_DELETE_RULES: readonly DeleteRule[] = [TICKET_DELETION];
