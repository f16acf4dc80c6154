import { WAREHOUSE_RECORDS } from '../../../domain/warehouse/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE warehouse-records/{id}: its lines, its users and its invoices go
 * with it, through the Writer (invoice bytes after commit); a record a
 * transport carries is refused (WAREHOUSE_MSG.onTransport).
 */
const RECORD_DELETION: DeleteRule = {
  table: 'warehouseRecords',
  calls: [WAREHOUSE_RECORDS.remove],
  refusedWhileUsedBy: [['transports', 'warehouseRecordId']],
  deletedWith: [
    ['warehouseRecordProducts', 'warehouseRecordId'],
    ['warehouseRecordUsers', 'warehouseRecordId'],
    ['files', 'ownerId'],
  ],
  detachedFrom: [],
};

export const WAREHOUSE_DELETE_RULES: readonly DeleteRule[] = [RECORD_DELETION];
