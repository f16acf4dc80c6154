import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TASK_STATUS, type TaskStatusId } from '../../../domain/calendar/statuses.js';

/**
 * The task statuses as the calendar says them (domain/calendar/statuses.ts,
 * the spec's words, translated). 'Pushim' is a leave here, not the
 * production board's pause: its own context, so each language says it right.
 */
export const TASK_STATUS_NAMES = {
  [TASK_STATUS.export]: msg`Export`,
  [TASK_STATUS.assembly]: msg`Montim`,
  [TASK_STATUS.supplier]: msg`Furnitor`,
  [TASK_STATUS.leave]: msg({ message: 'Pushim', context: 'task status' }),
} as const satisfies Record<TaskStatusId, MessageDescriptor>;
