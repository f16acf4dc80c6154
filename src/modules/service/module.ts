import { msg } from '@lingui/core/macro';
import { SERVICE_MSG } from '../../../domain/service/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { SERVICE_MESSAGES } from './messages';
import { serviceRouteTree } from './serviceRoutes';

/** Service on the PWA (spec 001 §2 "Service"): tickets of registered and unregistered clients, their forms, the map and the archive, from the device's mirror. */
export const serviceModule = defineClientModule({
  name: 'service',
  dashboardRoutes: [serviceRouteTree],
  nouns: { serviceTickets: msg`servisim` },
  messages: messageTwins(SERVICE_MSG, SERVICE_MESSAGES),
});
