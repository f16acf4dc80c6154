import { defineDomainModule } from '../kit/module.js';
import { AGREEMENT_ENDPOINTS } from './endpoints.js';
import { AGREEMENT_MSG } from './messages.js';
import { AGREEMENT_ROWS } from './rows.js';

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
      readers: ['agreements', 'offers', 'calendar', 'production', 'installation', 'service'],
      row: AGREEMENT_ROWS.agreements,
      localIndexes: 'projectId, clientId, offerId, agreementStatusId',
    },
  },
  endpoints: { agreements: AGREEMENT_ENDPOINTS },
  messages: AGREEMENT_MSG,
});
