import { defineDomainModule } from '../kit/module.js';

/** Production (spec 001 §2 "Production", "Blueprints"): the status board's rows, timers and blueprints. */
export const productionModule = defineDomainModule({
  name: 'production',
  entities: {
    processStatuses: { readers: ['production', 'blueprints'] },
    materialStatuses: { readers: ['production', 'blueprints'] },
    temporaryMaterials: { readers: ['production'] },
    trackers: { readers: ['production'] },
    blueprints: { readers: ['production', 'blueprints'] },
  },
});
