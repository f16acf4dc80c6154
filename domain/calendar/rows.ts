import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

/**
 * A task's row as the feed sends it (spec 000 §3 "Task"): the tasks table's
 * columns. start and end are the dates the user chose, end inclusive
 * (rules.ts); userId is who created it (the answer's "user name").
 */
export const CALENDAR_ROWS = {
  tasks: v.object({
    ...stamped,
    userId: nullableId,
    title: v.string(),
    comment: v.nullable(v.string()),
    start: v.string(),
    end: v.nullable(v.string()),
    taskStatusId: v.number(),
  }),
};

export type TaskRow = v.InferOutput<typeof CALENDAR_ROWS.tasks>;
