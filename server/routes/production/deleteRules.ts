import { BLUEPRINTS, TEMPORARY_MATERIALS } from '../../../domain/production/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE material-status/{id}: the temporary material and its status go
 * together (the route deletes both, and the status's timer segments, through
 * the Writer); nothing else points at either.
 */
const TEMPORARY_MATERIAL_DELETION: DeleteRule = {
  table: 'temporaryMaterials',
  calls: [TEMPORARY_MATERIALS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['materialStatuses', 'temporaryMaterialId']],
  detachedFrom: [],
};

/** DELETE project-blueprint/{id}: its file goes with it (removeFile, bytes after commit). */
const BLUEPRINT_DELETION: DeleteRule = {
  table: 'blueprints',
  calls: [BLUEPRINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['files', 'ownerId']],
  detachedFrom: [],
};

export const PRODUCTION_DELETE_RULES: readonly DeleteRule[] = [TEMPORARY_MATERIAL_DELETION, BLUEPRINT_DELETION];
