import { CLIENT_WRITES, PROJECT_ENDPOINTS } from '../../../domain/contact/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE projects/{id}: a project that anything of the later modules refers
 * to stays ('Ky projekt nuk mund te fshihet'); its ordered articles and its
 * files go with it, through the Writer (file bytes after commit).
 */
export const PROJECT_DELETION: DeleteRule = {
  table: 'projects',
  calls: [PROJECT_ENDPOINTS.remove],
  refusedWhileUsedBy: [
    ['measures', 'projectId'],
    ['offers', 'projectId'],
    ['products', 'projectId'],
    ['agreements', 'projectId'],
    ['blueprints', 'projectId'],
    ['warehouseRecords', 'projectId'],
    ['transports', 'projectId'],
    ['installations', 'projectId'],
    ['serviceTickets', 'projectId'],
    ['impressions', 'projectId'],
    ['impressionLinks', 'projectId'],
  ],
  deletedWith: [
    ['projectOrders', 'projectId'],
    ['files', 'ownerId'],
  ],
  detachedFrom: [],
};

/**
 * DELETE clients/{id} (and POST clients/{id}/delete): a client that
 * anything beyond its projects refers to stays ('Ky klient nuk mund te
 * fshihet'), and so does one whose projects are referred to (PROJECT_DELETION);
 * otherwise its projects go with it, each by its own rule.
 */
export const CLIENT_DELETION: DeleteRule = {
  table: 'clients',
  calls: [CLIENT_WRITES.remove, CLIENT_WRITES.removeByPost],
  refusedWhileUsedBy: [
    ['measures', 'clientId'],
    ['offers', 'clientId'],
    ['products', 'clientId'],
    ['agreements', 'clientId'],
    ['warehouseRecords', 'clientId'],
    ['impressions', 'clientId'],
    ['impressionLinks', 'clientId'],
  ],
  deletedWith: [['projects', 'clientId']],
  detachedFrom: [],
};

export const CONTACT_DELETE_RULES: readonly DeleteRule[] = [PROJECT_DELETION, CLIENT_DELETION];
