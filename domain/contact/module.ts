import { defineDomainModule } from '../kit/module.js';
import { CLIENT_READS, CLIENT_SHEETS, CLIENT_WRITES, PROJECT_ENDPOINTS } from './endpoints.js';
import { CONTACT_MSG } from './messages.js';
import { CONTACT_ROWS } from './rows.js';

/**
 * Contact (spec 000 §2): clients and their projects. Every module shows
 * client names, so every signed-in user reads them. The list filters by
 * creation date on the device (createdAt); projects are found by client.
 */
export const contactModule = defineDomainModule({
  name: 'contact',
  entities: {
    clients: { readers: 'all', row: CONTACT_ROWS.clients, localIndexes: 'createdAt, moduleId' },
    projects: { readers: 'all', row: CONTACT_ROWS.projects, localIndexes: 'clientId' },
  },
  messages: CONTACT_MSG,
  endpoints: { clients: CLIENT_READS, clientWrites: CLIENT_WRITES, sheets: CLIENT_SHEETS, projects: PROJECT_ENDPOINTS },
});
