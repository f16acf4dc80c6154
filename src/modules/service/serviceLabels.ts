import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SERVICE_STATUSES, type ServiceStatusId } from '../../../domain/service/statuses.js';
import type { MarkerTone } from '../../ui/mapIcons';

/** The statuses as the screens say them: the domain's labels (domain/service/statuses.ts), word for word, translatable. */
export const STATUS_LABELS: Record<ServiceStatusId, MessageDescriptor> = {
  1: msg`Ne pritje`,
  2: msg`Ne proces`,
  3: msg`E perfunduar`,
};

/** A status's marker colour (spec 001 §4: an icon per status value), the domain's tone. */
export const STATUS_TONES = Object.fromEntries(SERVICE_STATUSES.map((s) => [s.id, s.tone])) as Record<ServiceStatusId, MarkerTone>;

export const STATUS_IDS: readonly ServiceStatusId[] = SERVICE_STATUSES.map((s) => s.id);
