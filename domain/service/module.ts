import { defineDomainModule } from '../kit/module.js';

/** Service (spec 001 §2 "Service"). */
export const serviceModule = defineDomainModule({
  name: 'service',
  entities: {
    serviceTickets: { readers: ['service'] },
  },
});
