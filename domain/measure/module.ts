import { defineDomainModule } from '../kit/module.js';
import { MEASURE_ENDPOINTS } from './endpoints.js';
import { MEASURE_MSG } from './messages.js';
import { MEASURE_PLACE_COLUMNS, MEASURE_ROWS, MEASURE_STATUS_COLUMNS } from './rows.js';

/** Measure (spec 000 §2, §3 "Measure"): one measure per project; the lists filter by status on the device. */
export const measureModule = defineDomainModule({
  name: 'measure',
  entities: {
    measures: {
      readers: ['measures', 'offers', 'agreements', 'production', 'installation', 'blueprints', 'warehouse', 'transport', 'service'],
      // The board dims a product until its project's measure is final: the floor receives that status, not the measure, nor its sketches;
      // the records that lead someone to the site (transport, warehouse, service: spec 001 §3 measureLocation) its measured place (issue 34).
      columns: {
        whole: ['measures', 'offers', 'agreements', 'installation', 'blueprints'],
        more: [{ modules: ['warehouse', 'transport', 'service'], columns: MEASURE_PLACE_COLUMNS }],
        base: MEASURE_STATUS_COLUMNS,
        files: 'wholeReaders',
      },
      row: MEASURE_ROWS.measures,
      localIndexes: 'projectId, clientId, measureStatusId',
    },
  },
  messages: MEASURE_MSG,
  endpoints: { measures: MEASURE_ENDPOINTS },
});
