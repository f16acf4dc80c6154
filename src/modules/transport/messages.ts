import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransportMessageKey } from '../../../domain/transport/messages.js';

/** Transport's server messages (domain/transport/messages.ts) as Lingui messages, so English and German users read them translated. */
export const TRANSPORT_MESSAGES = {
  chooseProjects: msg`Zgjidhni projektet per transport!`,
  allEquipment: msg`Duhet te merrni te gjitha pajisjet e kerkuara!`,
  noNewProjects: msg`Nuk keni projekte te reja per te ruajtur!`,
  needsStart: msg`Duhet te kete date te nisjes!`,
  recordsCreated: msg`Rekordet u krijuan me sukses`,
  transportEdited: msg`Transporti u editua me sukses!`,
  arrivalBeforeStart: msg`Data e arritjes nuk mund te jete para nisjes!`,
  hasInstallation: msg`Ky transport ka instalim, nuk mund te fshihet!`,
} as const satisfies Record<TransportMessageKey, MessageDescriptor>;
