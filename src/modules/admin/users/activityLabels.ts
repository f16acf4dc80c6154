import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACTIVITY, type Activity } from '../../../../domain/admin/activity.js';

/** A user's activity on the dashboard (spec 001 §4: 1 active, 2 not active, 3 passive). */
export const ACTIVITY_LABELS: Record<Activity, MessageDescriptor> = {
  [ACTIVITY.active]: msg`Aktiv`,
  [ACTIVITY.notActive]: msg`Jo aktiv`,
  [ACTIVITY.passive]: msg`Pasiv`,
};

/** Process and material status ids of spec 001 §4, as the dashboard names what a user holds. */
const PROCESS_STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`E perfunduar`,
  2: msg`Per t'u bere`,
  3: msg`E vonuar`,
  4: msg`Ne proces`,
  5: msg`Pushim`,
  6: msg`Fund i turnit`,
  7: msg`Kaloi ne pune tjeter`,
  8: msg`Arsye tjeter`,
  9: msg`Ne proces, jo aktiv`,
};

export function processStatusLabel(i18n: I18n, statusId: number): string {
  const label = PROCESS_STATUS_LABELS[statusId];
  return label ? i18n._(label) : String(statusId);
}
