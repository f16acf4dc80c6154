import { defineDomainModule } from '../kit/module.js';
import { columnsBut } from '../kit/rows.js';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from './endpoints.js';
import { OFFER_MSG } from './messages.js';
import { OFFER_AUTHOR_COLUMNS, OFFER_MONEY_COLUMNS, OFFER_ROWS, PRODUCT_MONEY_COLUMNS } from './rows.js';

/**
 * Offer (spec 000 §2, §3 "Offer"): offers and the products they list, which
 * every later module follows. Its rows (rows.ts) join the entities with the
 * offer screens' commands, which the optimistic-row contract asks a case of.
 */
export const offerModule = defineDomainModule({
  name: 'offer',
  entities: {
    offers: {
      readers: ['offers', 'agreements', 'calendar', 'production'],
      // The floor's product card names who made the offer (spec 001 "offerBy"): its author and nothing else of it; the calendar all but its money; its files only to its whole readers.
      columns: {
        whole: ['offers', 'agreements'],
        more: [{ modules: ['calendar'], columns: columnsBut(OFFER_ROWS.offers, OFFER_MONEY_COLUMNS) }],
        base: OFFER_AUTHOR_COLUMNS,
        files: 'wholeReaders',
      },
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
