import { defineDomainModule } from '../kit/module.js';
import { KIOSK_ENDPOINTS } from './endpoints.js';
import { KIOSK_MSG } from './messages.js';

/**
 * The shop-floor kiosk (issue 10): a shared device workers switch on by name
 * and PIN. It adds no rows to the feed: kiosks and PINs are read online only,
 * and a kiosk's workers reach the device through its own call.
 */
export const kioskModule = defineDomainModule({
  name: 'kiosk',
  entities: {},
  messages: KIOSK_MSG,
  endpoints: KIOSK_ENDPOINTS,
});
