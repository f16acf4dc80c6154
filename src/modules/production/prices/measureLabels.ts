import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MEASURE_STATUS } from '../../../../domain/measure/statuses.js';
import type { Measurement } from '../../../../domain/production/prices.js';

/** A product's measurement as the screen names it (spec 001 §3: 2 final, otherwise initial). */
export const MEASURE_LABELS: Record<Measurement, MessageDescriptor> = {
  [MEASURE_STATUS.initial]: msg`Matje fillestare`,
  [MEASURE_STATUS.final]: msg`Matje finale`,
};
