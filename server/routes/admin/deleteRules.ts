import { TEMPLATE_ENDPOINTS, USER_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';
import type { SoftDeleted } from '../../moduleKit.js';
import { ARTICLE_LIST } from './articleList.js';
import { SIMPLE_LISTS } from './lookupLists.js';
import { ARTICLE_TYPE_LIST, MATERIAL_LIST } from './processLists.js';

/**
 * DELETE measurement-templates/{id} (measurementTemplateRoutes.ts). No foreign
 * key points at a template; its PDF is a `files` row it owns by
 * ownerType/ownerId, deleted with it by removeOwnerFiles, which also removes
 * the bytes once the delete has committed.
 */
const MEASUREMENT_TEMPLATE_DELETION: DeleteRule = {
  table: 'measurementTemplates',
  calls: Object.values(TEMPLATE_ENDPOINTS).map((calls) => calls.remove),
  refusedWhileUsedBy: [],
  deletedWith: [['files', 'ownerId']],
  detachedFrom: [],
};

/** What the admin area deletes, and what becomes of the rows pointing at it (server/write/deletions.ts). */
export const ADMIN_DELETE_RULES: readonly DeleteRule[] = [
  ...[...SIMPLE_LISTS, MATERIAL_LIST, ARTICLE_TYPE_LIST, ARTICLE_LIST].map((list) => list.deleteRule),
  MEASUREMENT_TEMPLATE_DELETION,
];

/** A user is soft-deleted (deletedAt) and stays the author of their rows: nothing pointing at them is ever cascaded. */
export const ADMIN_SOFT_DELETED: readonly SoftDeleted[] = [{ table: 'users', calls: [USER_ENDPOINTS.remove] }];
