import { defineServerModule } from '../../moduleKit.js';
import { blueprintRoutes } from './blueprintRoutes.js';
import { PRODUCTION_DELETE_RULES } from './deleteRules.js';
import { productDateRoutes } from './productDateRoutes.js';
import { readRoutes } from './readRoutes.js';
import { statusRoutes } from './statusRoutes.js';
import { temporaryMaterialRoutes } from './temporaryMaterialRoutes.js';
import { warehouseMoveRoutes } from './warehouseMoveRoutes.js';

/** Production on the server: the status board's reads and writes, temporary materials, blueprints. */
export const productionServerModule = defineServerModule({
  name: 'production',
  routes: [readRoutes, statusRoutes, temporaryMaterialRoutes, blueprintRoutes, warehouseMoveRoutes, productDateRoutes],
  deleteRules: PRODUCTION_DELETE_RULES,
});
