import { defineDomainModule } from '../kit/module.js';
import { INSTALLATION_ENDPOINTS } from './endpoints.js';
import { INSTALLATION_MSG } from './messages.js';
import { INSTALLATION_ROWS } from './rows.js';

/**
 * Installation (spec 001 §2 "Installation"): one installation per transport,
 * with its times, comment, conditional flag, the two signatures and photos
 * (files it owns). Read by installation, service and impression (service
 * prints its photos, impression shows them). The form finds a transport's
 * installation and a project's on the device.
 */
export const installationModule = defineDomainModule({
  name: 'installation',
  entities: {
    installations: { readers: ['installation', 'service', 'impression'], row: INSTALLATION_ROWS.installations, localIndexes: 'projectId, transportId' },
  },
  messages: INSTALLATION_MSG,
  endpoints: { installation: INSTALLATION_ENDPOINTS },
});
