import { defineDomainModule } from '../kit/module.js';

/** Measure (spec 000 §2, §3 "Measure"). */
export const measureModule = defineDomainModule({
  name: 'measure',
  entities: {
    measures: { readers: ['measures', 'offers', 'agreements', 'production', 'installation', 'blueprints'], localIndexes: 'projectId' },
  },
});
