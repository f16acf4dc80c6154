import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { AGREEMENT_MESSAGES } from './messages';

/** Agreement on the PWA (spec 000 §2 "Agreements"). Its server messages are translated from here; its screens and the calendar's join this descriptor as they are built. */
export const agreementModule = defineClientModule({
  name: 'agreement',
  messages: messageTwins(AGREEMENT_MSG, AGREEMENT_MESSAGES),
});
