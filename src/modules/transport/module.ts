import { msg } from '@lingui/core/macro';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { TRANSPORT_MESSAGES } from './messages';
import { transportRouteTree } from './transportRoutes';

/** Transport on the PWA (spec 001 §2 "Transport"): the projects to carry, the form a driver fills on the road, the map and the archive. */
export const transportModule = defineClientModule({
  name: 'transport',
  dashboardRoutes: [transportRouteTree],
  nouns: { transports: msg`transport` },
  messages: messageTwins(TRANSPORT_MSG, TRANSPORT_MESSAGES),
});
