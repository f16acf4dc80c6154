import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArchiveModule } from '../../../domain/archive/modules.js';

/**
 * Each archive's name: on the archive screen's tabs and in the modules' tools
 * modal (which the modules' navigations open, so it cannot read the module
 * list that imports them).
 */
export const ARCHIVE_TITLES = {
  contact: msg`Arkiva e kontakteve`,
  measures: msg`Arkiva e matjeve`,
  offers: msg`Arkiva e ofertave`,
  agreements: msg`Arkiva e marreveshjeve`,
  production: msg`Arkiva e prodhimit`,
  warehouse: msg`Arkiva e depos`,
  transport: msg`Arkiva e transportit`,
  installation: msg`Arkiva e instalimeve`,
  service: msg`Arkiva e servisimit`,
  impression: msg`Arkiva e pershtypjeve`,
} as const satisfies Record<ArchiveModule, MessageDescriptor>;
