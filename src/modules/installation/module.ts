import { msg } from '@lingui/core/macro';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { installationRouteTree } from './installationRoutes';
import { INSTALLATION_MESSAGES } from './messages';

/** Installation on the PWA (spec 001 §2 "Installation"): the records, the installer's form on the tablet, the map and the archive. */
export const installationModule = defineClientModule({
  name: 'installation',
  dashboardRoutes: [installationRouteTree],
  nouns: { installations: msg`instalim` },
  messages: messageTwins(INSTALLATION_MSG, INSTALLATION_MESSAGES),
});
