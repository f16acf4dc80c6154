import { msg } from '@lingui/core/macro';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { installationRoute, installationRouteTree } from './installationRoutes';
import { INSTALLATION_MESSAGES } from './messages';

/** Installation on the PWA (spec 001 §2 "Installation"): the records, the installer's form on the tablet, the map and the archive. */
export const installationModule = defineClientModule({
  name: 'installation',
  dashboardRoutes: [installationRouteTree],
  archive: { module: 'installation', area: installationRoute, page: lazyPage(() => import('./InstallationArchivePage'), 'InstallationArchivePage') },
  nouns: { installations: msg`instalim` },
  messages: messageTwins(INSTALLATION_MSG, INSTALLATION_MESSAGES),
});
