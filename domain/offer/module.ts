import { defineDomainModule } from '../kit/module.js';
import { columnsBut } from '../kit/rows.js';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from './endpoints.js';
import { OFFER_MSG } from './messages.js';
import { OFFER_MONEY_COLUMNS, OFFER_ROWS, PRODUCT_MONEY_COLUMNS } from './rows.js';

/**
 * Offer (spec 000 §2, §3 "Offer"): offers and the products they list, which
 * every later module follows. Its rows (rows.ts) join the entities with the
 * offer screens' commands, which the optimistic-row contract asks a case of.
 */
export const offerModule = defineDomainModule({
  name: 'offer',
  entities: {
    offers: {
      readers: ['offers', 'agreements', 'calendar'],
      columns: { whole: ['offers', 'agreements'], base: columnsBut(OFFER_ROWS.offers, OFFER_MONEY_COLUMNS) },
      row: OFFER_ROWS.offers,
      localIndexes: 'clientId, offerStatusId',
    },
    products: {
      readers: ['offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'blueprints', 'calendar'],
      // The line's money only to the office's offer and agreement readers (and full privileges): the floor, the warehouse and the field see the work.
      columns: { whole: ['offers', 'agreements'], base: columnsBut(OFFER_ROWS.products, PRODUCT_MONEY_COLUMNS) },
      row: OFFER_ROWS.products,
      localIndexes: '[active+doneStatus], [doneStatus+finishedAt], projectId, offerId, clientId',
    },
  },
  endpoints: { offers: OFFER_ENDPOINTS, products: PRODUCT_ENDPOINTS },
  messages: OFFER_MSG,
});
