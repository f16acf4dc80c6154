import { msg } from '@lingui/core/macro';
import { SETTINGS_MSG } from '../../../domain/settings/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { SETTINGS_MESSAGES } from './messages';
import { settingsRoute } from './settingsRoutes';

/** The company's settings on the PWA (issue 16): the user menu's settings screen. */
export const settingsModule = defineClientModule({
  name: 'settings',
  dashboardRoutes: [settingsRoute],
  nouns: { companySettings: msg`parametrat e kompanise` },
  messages: messageTwins(SETTINGS_MSG, SETTINGS_MESSAGES),
});
