import { defineServerModule } from '../../moduleKit.js';
import * as m0012 from './0012_create_kiosks.js';
import * as m0024 from './0024_add_kiosk_contacts.js';
import { kioskRoutes } from './kioskRoutes.js';
import { pinRoutes } from './pinRoutes.js';
import { switchRoutes } from './switchRoutes.js';
import './tables.js';

/** The shop-floor kiosk on the server: enrolling and revoking kiosks, PINs, workers' switches (issue 10). */
export const kioskServerModule = defineServerModule({
  name: 'kiosk',
  routes: [kioskRoutes, switchRoutes, pinRoutes],
  migrations: { '0012_create_kiosks': m0012, '0024_add_kiosk_contacts': m0024 },
});
