import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionKey } from '../../../../domain/permissions.js';
import { MODULE_TITLES } from '../../../app/shell/moduleTitles';

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
  // A module's permission carries the module's own name.
  ...MODULE_TITLES,
};
