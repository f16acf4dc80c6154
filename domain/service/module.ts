import { defineDomainModule } from '../kit/module.js';
import { SERVICE_ENDPOINTS } from './endpoints.js';
import { SERVICE_MSG } from './messages.js';
import { SERVICE_ROWS } from './rows.js';

/**
 * Service (spec 001 §2 "Service"): after-sales tickets of registered
 * projects (with their products) and of unregistered clients (with
 * articles), with photos. The lists find a project's tickets and filter by
 * status on the device.
 */
export const serviceModule = defineDomainModule({
  name: 'service',
  entities: {
    serviceTickets: { readers: ['service'], row: SERVICE_ROWS.serviceTickets, localIndexes: 'projectId, statusId' },
  },
  messages: SERVICE_MSG,
  endpoints: { service: SERVICE_ENDPOINTS },
});
