import { defineDomainModule } from '../kit/module.js';
import { SETTINGS_ENDPOINTS } from './endpoints.js';
import { SETTINGS_MSG } from './messages.js';
import { SETTINGS_ROWS } from './rows.js';

/**
 * The company's settings (issue 16, spec 000 §2 "settings for fullPrivileges
 * only"): the printed documents' header, the offer's standard texts and the
 * tile server. Every device reads the row: its PDFs are made offline.
 */
export const settingsModule = defineDomainModule({
  name: 'settings',
  entities: {
    companySettings: { readers: 'all', row: SETTINGS_ROWS.companySettings },
  },
  messages: SETTINGS_MSG,
  endpoints: SETTINGS_ENDPOINTS,
});
