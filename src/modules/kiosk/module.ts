import { KIOSK_MSG } from '../../../domain/kiosk/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { kioskRoute, kioskSetupRoute } from './kioskRoutes';
import { KIOSK_MESSAGES } from './messages';

/** The shop-floor kiosk on the PWA (issue 10): the worker list and PIN pad, and the setup page for PINs and kiosks. */
export const kioskModule = defineClientModule({
  name: 'kiosk',
  dashboardRoutes: [kioskSetupRoute],
  signedInRoutes: [kioskRoute],
  messages: messageTwins(KIOSK_MSG, KIOSK_MESSAGES),
});
