import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionKey } from '../../../../domain/permissions.js';

/**
 * The permission checkboxes' names in the user's language. The ids and the
 * Albanian names live in domain/permissions.ts (what GET admin/permissions
 * answers); Lingui needs literal texts to translate, hence this map, which the
 * type keeps complete.
 */
export const PERMISSION_LABELS: Record<PermissionKey, MessageDescriptor> = {
  fullPrivileges: msg`Privilegje te plota`,
  superAdmin: msg`Super admin`,
  observer: msg`Vezhgues`,
  contact: msg`Kontakti`,
  measures: msg`Matjet`,
  offers: msg`Ofertat`,
  production: msg`Prodhimi`,
  agreements: msg`Marreveshjet`,
  warehouse: msg`Depo`,
  transport: msg`Transporti`,
  installation: msg`Instalimi`,
  service: msg`Servisimi`,
  impression: msg`Pershtypjet`,
  blueprints: msg`Skicat`,
  calendar: msg`Kalendari`,
};
