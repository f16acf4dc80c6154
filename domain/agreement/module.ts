import { defineDomainModule } from '../kit/module.js';
import { columnsBut } from '../kit/rows.js';
import { AGREEMENT_ENDPOINTS } from './endpoints.js';
import { AGREEMENT_MSG } from './messages.js';
import { AGREEMENT_MONEY_COLUMNS, AGREEMENT_ROWS } from './rows.js';

/**
 * Agreement (spec 000 §2, §3 "Agreement"). The installation form links a
 * project's agreement files (issue 13): found by project. The row schema
 * (rows.ts AGREEMENT_ROWS) joins the entity with the PWA's commands, which the
 * optimistic-row contract asks a case of.
 */
export const agreementModule = defineDomainModule({
  name: 'agreement',
  entities: {
    agreements: {
      // Not the floor's: no production screen reads an agreement, and its files (signature, annexes, cancellation) go where it goes (issue 34).
      readers: ['agreements', 'offers', 'calendar', 'installation', 'service'],
      columns: { whole: ['agreements', 'offers'], base: columnsBut(AGREEMENT_ROWS.agreements, AGREEMENT_MONEY_COLUMNS) },
      row: AGREEMENT_ROWS.agreements,
      localIndexes: 'projectId, clientId, offerId, agreementStatusId',
    },
  },
  endpoints: { agreements: AGREEMENT_ENDPOINTS },
  messages: AGREEMENT_MSG,
});
