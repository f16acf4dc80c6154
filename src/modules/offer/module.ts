import { msg } from '@lingui/core/macro';
import { OFFER_MSG } from '../../../domain/offer/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { OFFER_MESSAGES } from './messages';
import { offerRoute, offerRouteTree } from './offerRoutes';

/** Offer on the PWA (spec 000 §2 "Offers"): the offers by status, the offer form with its product rows, a client's offers, the canceled products and the archive, offline. */
export const offerModule = defineClientModule({
  name: 'offer',
  dashboardRoutes: [offerRouteTree],
  archive: { module: 'offers', area: offerRoute, page: lazyPage(() => import('./list/OfferArchivePage'), 'OfferArchivePage') },
  nouns: { offers: msg`oferte`, products: msg`produkt` },
  messages: messageTwins(OFFER_MSG, OFFER_MESSAGES),
});
