import { ASSET_ENDPOINTS } from '../../domain/files/endpoints.js';
import type { DeleteRule } from '../write/deletions.js';

/**
 * What becomes of the rows that point at a file when it is deleted (an asset
 * removed, a template's PDF replaced, an avatar changed): removeFile carries it
 * out through the Writer before the file row goes.
 */
export const FILE_DELETION: DeleteRule = {
  table: 'files',
  calls: Object.values(ASSET_ENDPOINTS),
  refusedWhileUsedBy: [],
  // A blueprint is its drawing: it goes with its file.
  deletedWith: [['blueprints', 'fileId']],
  // A template outlives its PDF until a new one is uploaded.
  detachedFrom: [['measurementTemplates', 'fileId'], ['companySettings', 'logoFileId']],
};
