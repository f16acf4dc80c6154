import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleKey } from '../../../domain/permissions.js';

/** The name of each module as the side navigation and its page title show it. */
export const MODULE_TITLES: Record<ModuleKey, MessageDescriptor> = {
  contact: msg`Kontakti`,
  measures: msg`Matjet`,
  offers: msg`Ofertat`,
  agreements: msg`Marreveshjet`,
  production: msg`Prodhimi`,
  warehouse: msg`Depo`,
  transport: msg`Transporti`,
  installation: msg`Instalimi`,
  service: msg`Servisimi`,
  impression: msg`Pershtypjet`,
  blueprints: msg`Skicat`,
  calendar: msg`Kalendari`,
};
