import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ARCHIVE_MSG } from '../../../domain/archive/messages.js';

/** The archives' server messages (domain/archive/messages.ts) as Lingui messages: a refused delete reads in the user's language. */
export const ARCHIVE_MESSAGES = {
  inUse: msg`Ky rekord perdoret ne modulet e tjera, nuk mund te fshihet!`,
  notArchived: msg`Ky rekord nuk eshte ne arkive!`,
} as const satisfies Record<keyof typeof ARCHIVE_MSG, MessageDescriptor>;
