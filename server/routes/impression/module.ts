import { defineServerModule } from '../../moduleKit.js';
import * as m0017 from './0017_create_impression_links.js';
import { impressionShape } from './impressionShape.js';
import { impressionRoutes } from './impressionRoutes.js';
import { impressionLinkRoutes } from './linkRoutes.js';
import { impressionPublicRoutes } from './publicRoutes.js';
import './tables.js';

/** Impression on the server: the staff's reads and saves, the client's rating links and the public page they open. */
export const impressionServerModule = defineServerModule({
  name: 'impression',
  routes: [impressionRoutes, impressionLinkRoutes, impressionPublicRoutes],
  shapes: { impressions: impressionShape },
  migrations: { '0017_create_impression_links': m0017 },
});
