import { defineDomainModule } from '../kit/module.js';

/** Agreement (spec 000 §2, §3 "Agreement"). */
export const agreementModule = defineDomainModule({
  name: 'agreement',
  entities: {
    agreements: { readers: ['agreements', 'offers', 'calendar', 'production', 'installation', 'service'] },
  },
});
