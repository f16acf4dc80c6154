import { msg } from '@lingui/core/macro';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { ProductionGate } from './ProductionGate';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { PRODUCTION_MESSAGES } from './messages';
import { productionRoute, productionRouteTree } from './productionRoutes';

/** Production on the PWA (spec 001 §2 "Production"): the status board and its modals. */
export const productionModule = defineClientModule({
  name: 'production',
  dashboardRoutes: [productionRouteTree],
  archive: { module: 'production', area: productionRoute, page: lazyPage(() => import('./planning/ArchivedProductsPage'), 'ProductArchive'), frame: ProductionGate },
  nouns: {
    processStatuses: msg`status procesi`,
    materialStatuses: msg`status materiali`,
    temporaryMaterials: msg`material i perkohshem`,
    trackers: msg`kohematesi`,
    blueprints: msg`skice`,
    products: msg`produkt`,
  },
  messages: messageTwins(PRODUCTION_MSG, PRODUCTION_MESSAGES),
});
