import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MeasureStatusId } from '../../../domain/measure/statuses.js';

/**
 * The statuses' names in the reader's language (domain/measure/statuses.ts
 * holds them in Albanian, as the production screens show them), the passive
 * list's, and a project's that has no measure yet.
 */
export const STATUS_LABELS: Record<MeasureStatusId | 'passive' | 'none', MessageDescriptor> = {
  1: msg`Matje fillestare`,
  2: msg`Matje finale`,
  3: msg`Matje ne pritje`,
  passive: msg`Pasive`,
  none: msg`Pa matje`,
};
