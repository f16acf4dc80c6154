import { defineDomainModule } from '../kit/module.js';
import { TRANSPORT_ENDPOINTS } from './endpoints.js';
import { TRANSPORT_MSG } from './messages.js';
import { TRANSPORT_ROWS } from './rows.js';

/**
 * Transport (spec 001 §2 "Transport"): a transport per project and warehouse
 * record, grouped under a code, with the equipment taken. The form finds a
 * code's transports, a project's and a record's on the device.
 */
export const transportModule = defineDomainModule({
  name: 'transport',
  entities: {
    transports: { readers: ['transport', 'installation', 'warehouse'], row: TRANSPORT_ROWS.transports, localIndexes: 'code, projectId, warehouseRecordId' },
  },
  messages: TRANSPORT_MSG,
  endpoints: { transport: TRANSPORT_ENDPOINTS },
});
