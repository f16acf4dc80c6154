import { defineServerModule } from '../../moduleKit.js';
import * as m0014 from './0014_index_warehouse_record_products.js';
import { WAREHOUSE_DELETE_RULES } from './deleteRules.js';
import { warehouseRecordShape } from './feedShapes.js';
import { permissionUsersRoutes } from './permissionUsersRoutes.js';
import { readRoutes } from './readRoutes.js';
import { recordRoutes } from './recordRoutes.js';
import { stockRoutes } from './stockRoutes.js';

/** The warehouse on the server: deposit records, their reads, the inner stock, the permission-users query. */
export const warehouseServerModule = defineServerModule({
  name: 'warehouse',
  routes: [recordRoutes, readRoutes, stockRoutes, permissionUsersRoutes],
  shapes: { warehouseRecords: warehouseRecordShape },
  deleteRules: WAREHOUSE_DELETE_RULES,
  migrations: { '0014_index_warehouse_record_products': m0014 },
});
