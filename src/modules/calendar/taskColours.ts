import { TASK_STATUS } from '../../../domain/calendar/statuses.js';

/**
 * A task's colour by its status (spec 000 §3: 1 Export, 2 Montim, 3 Furnitor,
 * 4 Pushim): dark enough for white text (WCAG AA), told apart by hue; the
 * legend names them, so colour is never the only sign.
 */
export const TASK_COLOURS: Readonly<Record<number, string>> = {
  [TASK_STATUS.export]: '#1d4ed8',
  [TASK_STATUS.assembly]: '#15803d',
  [TASK_STATUS.supplier]: '#b45309',
  [TASK_STATUS.leave]: '#7e22ce',
};
