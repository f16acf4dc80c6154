import { msg } from '@lingui/core/macro';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { TRANSPORT_MESSAGES } from './messages';
import { transportRoute, transportRouteTree } from './transportRoutes';

/** Transport on the PWA (spec 001 §2 "Transport"): the projects to carry, the form a driver fills on the road, the map and the archive. */
export const transportModule = defineClientModule({
  name: 'transport',
  dashboardRoutes: [transportRouteTree],
  archive: { module: 'transport', area: transportRoute, page: lazyPage(() => import('./TransportArchivePage'), 'TransportArchivePage') },
  nouns: { transports: msg`transport` },
  messages: messageTwins(TRANSPORT_MSG, TRANSPORT_MESSAGES),
});
