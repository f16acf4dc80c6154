import { defineServerModule } from '../../moduleKit.js';
import { SERVICE_DELETE_RULES } from './deleteRules.js';
import { serviceReadRoutes } from './readRoutes.js';
import { serviceTicketShape } from './ticketShape.js';
import { serviceWriteRoutes } from './writeRoutes.js';

/** Service on the server: tickets of registered projects and of unregistered clients, their lines and photos, and the form's reads. */
export const serviceServerModule = defineServerModule({
  name: 'service',
  routes: [serviceReadRoutes, serviceWriteRoutes],
  shapes: { serviceTickets: serviceTicketShape },
  deleteRules: SERVICE_DELETE_RULES,
});
