import { msg } from '@lingui/core/macro';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { clientRatingRoute } from './clientSide/clientRatingRoute';
import { IMPRESSION_MESSAGES } from './messages';
import { impressionRoute, impressionRouteTree } from './impressionRoutes';

/**
 * Impression on the PWA (spec 001 §2 "Impression"): the projects waiting for
 * the client's rating, the impressions given, the staff's rating form (the
 * tablet handed to the client at sign-off, offline too) with the client's
 * link and its QR code, and the client's own rating page, opened from that
 * link without an account (a public route: no session, mirror or outbox).
 */
export const impressionModule = defineClientModule({
  name: 'impression',
  dashboardRoutes: [impressionRouteTree],
  archive: { module: 'impression', area: impressionRoute, page: lazyPage(() => import('./ImpressionArchivePage'), 'ImpressionArchivePage') },
  publicRoutes: [clientRatingRoute],
  nouns: { impressions: msg`pershtypje` },
  messages: messageTwins(IMPRESSION_MSG, IMPRESSION_MESSAGES),
});
