import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STATUS, type StatusId } from '../../../../domain/production/statuses.js';

/** What each status is called on the board and in the modal (spec 001 §4). */
export const STATUS_LABELS: Record<StatusId, MessageDescriptor> = {
  [STATUS.completed]: msg`Perfunduar`,
  [STATUS.toDo]: msg`Per t'u bere`,
  [STATUS.late]: msg`Me vonese`,
  [STATUS.inProcess]: msg`Ne proces`,
  [STATUS.paused]: msg`Pushim`,
  [STATUS.endOfShift]: msg`Fund i nderrimit`,
  [STATUS.otherWork]: msg`Kaloi ne pune tjeter`,
  [STATUS.otherReason]: msg`Arsye tjeter`,
  [STATUS.notActive]: msg`Ne proces, jo aktiv`,
};

export const statusLabel = (statusId: number): MessageDescriptor => STATUS_LABELS[statusId as StatusId] ?? STATUS_LABELS[STATUS.toDo];
