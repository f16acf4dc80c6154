import * as v from 'valibot';
import { dateCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { intFrom, isoDate } from '../validation.js';
import { AGREEMENT_MSG } from '../agreement/messages.js';
import { endNotBeforeStart } from './rules.js';
import { TASK_STATUS_IDS } from './statuses.js';

/** What the task form sends (spec 000 §7 POST task, POST task/{id}: title, comment, start, end, taskStatusId). */
export interface TaskInput {
  title: string;
  comment?: string | null;
  start: string;
  end?: string | null;
  taskStatusId: number | string;
}

/** The comment textarea (30 × 10, spec 000 §9). */
const COMMENT_MAX = 2000;

const filled = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check((x) => x !== null && !(typeof x === 'string' && x.trim() === ''), MSG.fieldNeeded),
    schema,
  );

/**
 * The task as stored: the dates as the user chose them, end inclusive and
 * optional (rules.ts: no shift on save). Title, start and status are needed
 * ('Fusha eshte e nevojshme!'); an end before the start is refused.
 */
export const taskBody = sentAs<TaskInput>()(
  v.pipe(
    v.object({
      title: filled(v.pipe(v.string(MSG.invalidValue), v.trim(), v.maxLength(255, MSG.tooLong), v.excludes('\u0000', MSG.invalidValue))),
      comment: v.optional(textCell(COMMENT_MAX), null),
      start: filled(v.pipe(v.string(MSG.invalidDate), v.trim(), isoDate())),
      end: v.optional(dateCell, null),
      taskStatusId: filled(v.pipe(intFrom(), v.picklist(TASK_STATUS_IDS, MSG.invalidValue))),
    }),
    v.forward(
      v.check((t) => endNotBeforeStart(t), AGREEMENT_MSG.endBeforeStart),
      ['end'],
    ),
  ),
);

export type TaskSave = v.InferOutput<typeof taskBody>;
