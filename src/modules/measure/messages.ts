import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MeasureMessageKey } from '../../../domain/measure/messages.js';

/** Measure's server messages (domain/measure/messages.ts) as Lingui messages, so English and German users read them translated. */
export const MEASURE_MESSAGES = {
  locationRequired: msg`Duhet te jepni lokacionin per matje finale`,
  inProduction: msg`Kjo matje ka vazhduar ne prodhim!`,
  created: msg`Matja eshte krijuar`,
  saved: msg`Matja eshte ruajtur`,
  locationOnlyLetters: msg`Lokacioni i matjes nuk mund te jete vetem shkronja!`,
  projectMeasured: msg`Ky projekt ka tashme nje matje!`,
} as const satisfies Record<MeasureMessageKey, MessageDescriptor>;
