import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MEASURE } from '../../../../domain/production/prices.js';

/** A product's measurement as the screen names it (spec 001 §3: 2 final, otherwise initial). */
export const MEASURE_LABELS: Record<1 | 2, MessageDescriptor> = {
  [MEASURE.initial]: msg`Matje fillestare`,
  [MEASURE.final]: msg`Matje finale`,
};
