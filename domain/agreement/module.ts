import { defineDomainModule } from '../kit/module.js';
import { AGREEMENT_ENDPOINTS } from './endpoints.js';

/**
 * Agreement (spec 000 §2, §3 "Agreement"). The installation form links a
 * project's agreement files (issue 13): found by project. The row schema
 * (rows.ts AGREEMENT_ROWS) and the messages (messages.ts AGREEMENT_MSG) join
 * the descriptor with the PWA's commands and Lingui twins, which the
 * optimistic-row contract and the server-messages test require.
 */
export const agreementModule = defineDomainModule({
  name: 'agreement',
  entities: {
    agreements: { readers: ['agreements', 'offers', 'calendar', 'production', 'installation', 'service'], localIndexes: 'projectId' },
  },
  endpoints: { agreements: AGREEMENT_ENDPOINTS },
});
