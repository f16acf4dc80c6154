import { defineServerModule } from '../../moduleKit.js';
import { agreementReadRoutes } from './readRoutes.js';
import { startEndDateRoutes } from './startEndDateRoute.js';
import { agreementWriteRoutes } from './writeRoutes.js';

/** Agreement on the server: an offer signed, its lines into production, the lists and files, the proposed production dates. */
export const agreementServerModule = defineServerModule({
  name: 'agreement',
  routes: [agreementReadRoutes, agreementWriteRoutes, startEndDateRoutes],
});
