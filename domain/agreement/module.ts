import { defineDomainModule } from '../kit/module.js';

/** Agreement (spec 000 §2, §3 "Agreement"). The installation form links a project's agreement files (issue 13): found by project. */
export const agreementModule = defineDomainModule({
  name: 'agreement',
  entities: {
    agreements: { readers: ['agreements', 'offers', 'calendar', 'production', 'installation', 'service'], localIndexes: 'projectId' },
  },
});
