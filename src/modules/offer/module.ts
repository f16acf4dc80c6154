import { OFFER_MSG } from '../../../domain/offer/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { OFFER_MESSAGES } from './messages';

/** Offer on the PWA (spec 000 §2 "Offers"). Its server messages are translated from here; its screens join this descriptor as they are built. */
export const offerModule = defineClientModule({
  name: 'offer',
  messages: messageTwins(OFFER_MSG, OFFER_MESSAGES),
});
