import { defineDomainModule } from '../kit/module.js';

/** Installation (spec 001 §2 "Installation"). */
export const installationModule = defineDomainModule({
  name: 'installation',
  entities: {
    installations: { readers: ['installation', 'service', 'impression'] },
  },
});
