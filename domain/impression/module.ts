import { defineDomainModule } from '../kit/module.js';

/** Impression (spec 001 §2 "Impression"). */
export const impressionModule = defineDomainModule({
  name: 'impression',
  entities: {
    impressions: { readers: ['impression'] },
  },
});
