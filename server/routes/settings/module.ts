import { defineServerModule } from '../../moduleKit.js';
import * as m0018 from './0018_create_company_settings.js';
import * as m0021 from './0021_add_mirror_months.js';
import { settingsRoutes } from './settingsRoutes.js';
import './tables.js';

/** The company's settings on the server: its one row, read by everyone, saved by admins (issue 16). */
export const settingsServerModule = defineServerModule({
  name: 'settings',
  routes: [settingsRoutes],
  migrations: { '0018_create_company_settings': m0018, '0021_add_mirror_months': m0021 },
});
