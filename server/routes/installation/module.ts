import { defineServerModule } from '../../moduleKit.js';
import * as m0016 from './0016_unique_installation_per_transport.js';
import { INSTALLATION_DELETE_RULES } from './deleteRules.js';
import { installationReadRoutes } from './readRoutes.js';
import { installationWriteRoutes } from './writeRoutes.js';

/** Installation on the server: a transport's installation with its signatures and photos, and the reads of the installation screens. */
export const installationServerModule = defineServerModule({
  name: 'installation',
  routes: [installationReadRoutes, installationWriteRoutes],
  deleteRules: INSTALLATION_DELETE_RULES,
  migrations: { '0016_unique_installation_per_transport': m0016 },
});
