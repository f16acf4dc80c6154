import { msg } from '@lingui/core/macro';
import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { agreementRoute, agreementRouteTree } from './agreementRoutes';
import { AGREEMENT_MESSAGES } from './messages';

/** Agreement on the PWA (spec 000 §2 "Agreements"): the agreements by status, a client's, the archive, and the form the client signs on the tablet, offline. */
export const agreementModule = defineClientModule({
  name: 'agreement',
  dashboardRoutes: [agreementRouteTree],
  archive: { module: 'agreements', area: agreementRoute, page: lazyPage(() => import('./list/AgreementArchivePage'), 'AgreementArchivePage') },
  // A stored file of an agreement is removed on its own (DELETE agreements/assets/{id}).
  nouns: { agreements: msg`marreveshje`, files: msg`file` },
  messages: messageTwins(AGREEMENT_MSG, AGREEMENT_MESSAGES),
});
