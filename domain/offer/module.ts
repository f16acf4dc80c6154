import { defineDomainModule } from '../kit/module.js';

/** Offer (spec 000 §2, §3 "Offer"): offers and the products they list, which every later module follows. */
export const offerModule = defineDomainModule({
  name: 'offer',
  entities: {
    offers: { readers: ['offers', 'agreements', 'calendar'] },
    products: { readers: ['offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'blueprints', 'calendar'], localIndexes: '[active+doneStatus], [doneStatus+finishedAt], projectId' },
  },
});
