import { defineServerModule } from '../../moduleKit.js';
import { PRODUCT_DELETION } from './deleteRules.js';
import { loadOffers } from './offerShape.js';
import { offerReadRoutes } from './readRoutes.js';
import { offerWriteRoutes } from './writeRoutes.js';

/** Offer on the server: offers with their rows, dynamic fields and files; the rows' prices and the totals computed here. */
export const offerServerModule = defineServerModule({
  name: 'offer',
  routes: [offerReadRoutes, offerWriteRoutes],
  shapes: { offers: { table: 'offers', load: loadOffers } },
  deleteRules: [PRODUCT_DELETION],
});
