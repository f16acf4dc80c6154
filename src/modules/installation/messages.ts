import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InstallationMessageKey } from '../../../domain/installation/messages.js';

/** Installation's server messages (domain/installation/messages.ts) as Lingui messages, so English and German users read them translated. */
export const INSTALLATION_MESSAGES = {
  startRequired: msg`Data e nisjes eshte obligative!`,
  signaturesRequired: msg`Ju lutem jepni nenshkrimet e kerkuara!`,
  created: msg`Instalimi u krijua me sukses`,
  edited: msg`Instalimi u editua me sukses`,
  deleted: msg`Instalimi u fshi me sukses!`,
  alreadyInstalled: msg`Ky transport e ka nje instalim, editoni ate!`,
} as const satisfies Record<InstallationMessageKey, MessageDescriptor>;
