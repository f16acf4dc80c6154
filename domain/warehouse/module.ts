import { defineDomainModule } from '../kit/module.js';
import { PERMISSION_USERS, WAREHOUSE_READS, WAREHOUSE_RECORDS, WAREHOUSE_STORE } from './endpoints.js';
import { WAREHOUSE_MSG } from './messages.js';
import { WAREHOUSE_ROWS } from './rows.js';

/**
 * Warehouse (spec 001 §2 "Warehouse"): deposit records of completed products
 * with their lines and assignees, read by the warehouse, the drivers who
 * carry them and the installers who fit them; the inner stock of bought-in
 * articles. Records are found by project and client on the device.
 */
export const warehouseModule = defineDomainModule({
  name: 'warehouse',
  entities: {
    warehouseRecords: { readers: ['warehouse', 'transport', 'installation'], row: WAREHOUSE_ROWS.warehouseRecords, localIndexes: 'projectId, clientId' },
    warehouseStock: { readers: ['warehouse'], row: WAREHOUSE_ROWS.warehouseStock, localIndexes: 'articleId' },
  },
  messages: WAREHOUSE_MSG,
  endpoints: { records: WAREHOUSE_RECORDS, reads: WAREHOUSE_READS, store: WAREHOUSE_STORE, permissionUsers: PERMISSION_USERS },
});
