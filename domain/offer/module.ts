import { defineDomainModule } from '../kit/module.js';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from './endpoints.js';

/**
 * Offer (spec 000 §2, §3 "Offer"): offers and the products they list, which
 * every later module follows. Its messages (messages.ts OFFER_MSG) join the
 * descriptor with the offer screens' Lingui twins (tests/unit/app/serverMessages.test.ts
 * asks a PWA twin of every module's text); its rows (rows.ts) likewise.
 */
export const offerModule = defineDomainModule({
  name: 'offer',
  entities: {
    offers: { readers: ['offers', 'agreements', 'calendar'] },
    products: { readers: ['offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'blueprints', 'calendar'], localIndexes: '[active+doneStatus], [doneStatus+finishedAt], projectId' },
  },
  endpoints: { offers: OFFER_ENDPOINTS, products: PRODUCT_ENDPOINTS },
});
