import { defineDomainModule } from '../kit/module.js';
import { CLIENT_READS } from './endpoints.js';

/** Contact (spec 000 §2): clients and their projects. Every module shows client names, so every signed-in user reads them. */
export const contactModule = defineDomainModule({
  name: 'contact',
  entities: {
    clients: { readers: 'all' },
    projects: { readers: 'all', localIndexes: 'clientId' },
  },
  endpoints: { clients: CLIENT_READS },
});
