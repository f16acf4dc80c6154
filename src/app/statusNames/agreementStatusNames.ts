import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgreementStatusId } from '../../../domain/agreement/statuses.js';

/** The agreement statuses' names in the reader's language (domain/agreement/statuses.ts holds them in Albanian, word for word). */
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatusId, MessageDescriptor> = {
  1: msg`Ne pritje per prodhim`,
  2: msg`Ne proces te prodhimit`,
  3: msg`Ne depo`,
  4: msg`E perfunduar`,
  5: msg`E anuluar`,
};
