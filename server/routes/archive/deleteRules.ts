import { ARCHIVE_ENDPOINTS } from '../../../domain/archive/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * The tables only the archive deletes (DELETE archive/{module}/{id}); the
 * other archived tables keep their module's own rule, which the archive's
 * deletions follow (archiveDeletions.ts). A file row names its owner without
 * a foreign key: each goes with its owner (bytes after commit).
 */
export const MEASURE_DELETION: DeleteRule = {
  table: 'measures',
  calls: [ARCHIVE_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['files', 'ownerId']],
  detachedFrom: [],
};

/** An offer with an agreement stays (ARCHIVE_MSG.inUse); its lines and dynamic fields go with it, each line by the products' rule. */
export const OFFER_DELETION: DeleteRule = {
  table: 'offers',
  calls: [ARCHIVE_ENDPOINTS.remove],
  refusedWhileUsedBy: [['agreements', 'offerId']],
  deletedWith: [
    ['offerFieldValues', 'offerId'],
    ['products', 'offerId'],
    ['files', 'ownerId'],
  ],
  detachedFrom: [],
};

export const AGREEMENT_DELETION: DeleteRule = {
  table: 'agreements',
  calls: [ARCHIVE_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['files', 'ownerId']],
  detachedFrom: [],
};

/** An impression's answers go with it. */
export const IMPRESSION_DELETION: DeleteRule = {
  table: 'impressions',
  calls: [ARCHIVE_ENDPOINTS.remove],
  refusedWhileUsedBy: [],
  deletedWith: [['impressionAnswers', 'impressionId']],
  detachedFrom: [],
};

export const ARCHIVE_DELETE_RULES: readonly DeleteRule[] = [MEASURE_DELETION, OFFER_DELETION, AGREEMENT_DELETION, IMPRESSION_DELETION];
