import { INSTALLATION_ENDPOINTS } from '../../../domain/installation/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/** DELETE installations/{id}: no row points at an installation; its files (owned by ownerId, no foreign key) go with it in the route. */
export const INSTALLATION_DELETION: DeleteRule = {
  table: 'installations',
  calls: [INSTALLATION_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [],
  detachedFrom: [],
};

export const INSTALLATION_DELETE_RULES: readonly DeleteRule[] = [INSTALLATION_DELETION];
