import { defineServerModule } from '../../moduleKit.js';
import * as m0015 from './0015_unique_transport_per_record.js';
import { TRANSPORT_DELETE_RULES } from './deleteRules.js';
import { transportReadRoutes } from './readRoutes.js';
import { transportShape } from './transportShape.js';
import { transportWriteRoutes } from './writeRoutes.js';

/** Transport on the server: transports under codes, their equipment, the reads of the transport screens. */
export const transportServerModule = defineServerModule({
  name: 'transport',
  routes: [transportReadRoutes, transportWriteRoutes],
  shapes: { transports: transportShape },
  deleteRules: TRANSPORT_DELETE_RULES,
  migrations: { '0015_unique_transport_per_record': m0015 },
});
