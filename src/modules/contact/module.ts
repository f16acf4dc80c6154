import { msg } from '@lingui/core/macro';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { contactRoute, contactRouteTree } from './contactRoutes';
import { CONTACT_MESSAGES } from './messages';

/** Contact on the PWA (spec 000 §2 "Contact"): the client list, the contact form with its projects, spreadsheets. */
export const contactModule = defineClientModule({
  name: 'contact',
  dashboardRoutes: [contactRouteTree],
  archive: { module: 'contact', area: contactRoute, page: lazyPage(() => import('./archive/ContactArchivePage'), 'ContactArchivePage') },
  nouns: { clients: msg`klient`, projects: msg`projekt` },
  messages: messageTwins(CONTACT_MSG, CONTACT_MESSAGES),
});
