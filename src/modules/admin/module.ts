import { msg } from '@lingui/core/macro';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { adminRouteTree } from './adminRoutes';
import { ADMIN_MESSAGES } from './messages';

/** The admin area on the PWA (spec 001 §2 "Admin"): its screens under /admin, the nouns its queued writes are listed with. */
export const adminModule = defineClientModule({
  name: 'admin',
  signedInRoutes: [adminRouteTree],
  nouns: {
    users: msg`perdorues`,
    responsibilities: msg`proces`,
    departments: msg`repart`,
    equipment: msg`pajisje`,
    units: msg`njesi`,
    articles: msg`artikull`,
    articleTypes: msg`tip artikulli`,
    suppliers: msg`furnitor`,
    colorPalettes: msg`ngjyre`,
    offerFields: msg`fushe oferte`,
    offerConditions: msg`kusht oferte`,
    impressionQuestions: msg`pyetje pershtypjeje`,
    materials: msg`material`,
    productionSettings: msg`parametrat e prodhimit`,
    measurementTemplates: msg`shabllon matjeje`,
  },
  messages: messageTwins(ADMIN_MSG, ADMIN_MESSAGES),
});
