import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImpressionMessageKey } from '../../../domain/impression/messages.js';

/** Impression's server messages (domain/impression/messages.ts) as Lingui messages, so English and German users read them translated. */
export const IMPRESSION_MESSAGES = {
  created: msg`Pershtypja u krijua me sukses`,
  edited: msg`Pershtypja u editua me sukses`,
  unpairedAnswers: msg`Cdo pyetje duhet te kete nje vleresim!`,
  questionTwice: msg`Nje pyetje mund te vleresohet vetem nje here!`,
  rateSomething: msg`Ju lutem vleresoni te pakten nje pyetje!`,
  alreadyRated: msg`Ky projekt ka nje pershtypje tashme!`,
  linkIssued: msg`Linku per vleresim u krijua me sukses!`,
  linkRevoked: msg`Linku per vleresim u anulua!`,
} as const satisfies Record<ImpressionMessageKey, MessageDescriptor>;
