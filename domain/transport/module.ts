import { defineDomainModule } from '../kit/module.js';

/** Transport (spec 001 §2 "Transport"). */
export const transportModule = defineDomainModule({
  name: 'transport',
  entities: {
    transports: { readers: ['transport', 'installation', 'warehouse'] },
  },
});
