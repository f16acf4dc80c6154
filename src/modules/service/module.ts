import { msg } from '@lingui/core/macro';
import { SERVICE_MSG } from '../../../domain/service/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { SERVICE_MESSAGES } from './messages';
import { serviceRoute, serviceRouteTree } from './serviceRoutes';

/** Service on the PWA (spec 001 §2 "Service"): tickets of registered and unregistered clients, their forms, the map and the archive, from the device's mirror. */
export const serviceModule = defineClientModule({
  name: 'service',
  dashboardRoutes: [serviceRouteTree],
  archive: { module: 'service', area: serviceRoute, page: lazyPage(() => import('./tickets/ServiceArchivePage'), 'ServiceArchivePage') },
  nouns: { serviceTickets: msg`servisim` },
  messages: messageTwins(SERVICE_MSG, SERVICE_MESSAGES),
});
