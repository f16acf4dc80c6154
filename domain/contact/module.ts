import { defineDomainModule } from '../kit/module.js';
import { CLIENT_READS, CLIENT_SHEETS, CLIENT_WRITES, PROJECT_ENDPOINTS } from './endpoints.js';
import { CONTACT_MSG } from './messages.js';
import { CLIENT_CONTACT_COLUMNS, CLIENT_NAME_COLUMNS, CLIENT_READERS, CONTACT_ROWS } from './rows.js';

/**
 * Contact (spec 000 §2): clients and their projects. Every module shows
 * client names, so every signed-in user reads them — their names; the rest
 * of a client by the rule beside it. The list filters by
 * creation date on the device (createdAt); projects are found by client.
 */
export const contactModule = defineDomainModule({
  name: 'contact',
  entities: {
    clients: {
      readers: 'all',
      // Whole to the office's modules; how to reach the client to the field and the drawings; the name to everyone else (issue 34).
      columns: { whole: CLIENT_READERS, more: [{ modules: ['transport', 'installation', 'service', 'blueprints'], columns: CLIENT_CONTACT_COLUMNS }], base: CLIENT_NAME_COLUMNS },
      row: CONTACT_ROWS.clients,
      localIndexes: 'createdAt, moduleId',
    },
    projects: { readers: 'all', row: CONTACT_ROWS.projects, localIndexes: 'clientId' },
  },
  messages: CONTACT_MSG,
  endpoints: { clients: CLIENT_READS, clientWrites: CLIENT_WRITES, sheets: CLIENT_SHEETS, projects: PROJECT_ENDPOINTS },
});
