import { defineDomainModule } from '../kit/module.js';
import { MEASURE_ENDPOINTS } from './endpoints.js';
import { MEASURE_MSG } from './messages.js';
import { MEASURE_ROWS } from './rows.js';

/** Measure (spec 000 §2, §3 "Measure"): one measure per project; the lists filter by status on the device. */
export const measureModule = defineDomainModule({
  name: 'measure',
  entities: {
    measures: {
      readers: ['measures', 'offers', 'agreements', 'production', 'installation', 'blueprints'],
      row: MEASURE_ROWS.measures,
      localIndexes: 'projectId, clientId, measureStatusId',
    },
  },
  messages: MEASURE_MSG,
  endpoints: { measures: MEASURE_ENDPOINTS },
});
