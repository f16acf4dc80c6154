import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceMessageKey } from '../../../domain/service/messages.js';

/** Service's server messages (domain/service/messages.ts) as Lingui messages, so English and German users read them translated. */
export const SERVICE_MESSAGES = {
  chooseProject: msg`Ju lutem zgjidhni projektin!`,
  describeProblem: msg`Komentoni ne problemin!`,
  noTicket: msg`Ky projekt nuk ka tiket servisimi!`,
  serviceCreated: msg`Servisimi u krijua me sukses`,
  serviceEdited: msg`Servisimi u editua me sukses`,
  serviceDeleted: msg`Servisimi u fshi me sukses!`,
} as const satisfies Record<ServiceMessageKey, MessageDescriptor>;
