import { defineServerModule } from '../../moduleKit.js';
import * as m0013 from './0013_add_returned_at.js';
import { assignmentRoutes } from './assignmentRoutes.js';
import { blueprintRoutes } from './blueprintRoutes.js';
import { PRODUCTION_DELETE_RULES } from './deleteRules.js';
import { planningReadRoutes } from './planningReadRoutes.js';
import { planningRoutes } from './planningRoutes.js';
import { priceRoutes } from './priceRoutes.js';
import { rapportRoutes } from './rapportRoutes.js';
import { readRoutes } from './readRoutes.js';
import { statusRoutes } from './statusRoutes.js';
import { temporaryMaterialRoutes } from './temporaryMaterialRoutes.js';
import { warehouseMoveRoutes } from './warehouseMoveRoutes.js';

/** Production on the server: the status board's reads and writes, temporary materials, blueprints. */
export const productionServerModule = defineServerModule({
  name: 'production',
  routes: [readRoutes, statusRoutes, temporaryMaterialRoutes, blueprintRoutes, warehouseMoveRoutes, planningRoutes, planningReadRoutes, priceRoutes, rapportRoutes, assignmentRoutes],
  deleteRules: PRODUCTION_DELETE_RULES,
  migrations: { '0013_add_returned_at': m0013 },
});
