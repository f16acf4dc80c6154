import { defineDomainModule } from '../kit/module.js';
import { IMPRESSION_ENDPOINTS, IMPRESSION_LINK_ENDPOINTS, IMPRESSION_PUBLIC_ENDPOINTS } from './endpoints.js';
import { IMPRESSION_MSG } from './messages.js';
import { IMPRESSION_ROWS } from './rows.js';

/**
 * Impression (spec 001 §2 "Impression"): one per project, the client's
 * ratings of the company's impression questions, 1 to 5, and their average;
 * given by staff, or by the client through a rating link (link.ts). The links
 * are the server's alone: no feed entity.
 */
export const impressionModule = defineDomainModule({
  name: 'impression',
  entities: {
    impressions: { readers: ['impression'], row: IMPRESSION_ROWS.impressions, localIndexes: 'projectId' },
  },
  messages: IMPRESSION_MSG,
  endpoints: { impressions: IMPRESSION_ENDPOINTS, links: IMPRESSION_LINK_ENDPOINTS, public: IMPRESSION_PUBLIC_ENDPOINTS },
});
