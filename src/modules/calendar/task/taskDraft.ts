import type { TaskInput, TaskSave } from '../../../../domain/calendar/bodies.js';
import { taskBody } from '../../../../domain/calendar/bodies.js';
import type { TaskRow } from '../../../../domain/calendar/rows.js';
import { TASK_STATUS } from '../../../../domain/calendar/statuses.js';
import { parseWith, type FieldErrors } from '../../../../domain/validation.js';

/** The task form as the user fills it: dates YYYY-MM-DD (null while not a whole date), the status as the select's value. */
export interface TaskDraft {
  title: string;
  comment: string;
  start: string | null;
  end: string | null;
  taskStatusId: string | null;
}

/** A new task on a day (the add button's today, or the day clicked): one day, the first status. */
export const newTaskDraft = (day: string): TaskDraft => ({ title: '', comment: '', start: day, end: day, taskStatusId: String(TASK_STATUS.export) });

export const taskDraftOf = (task: TaskRow): TaskDraft => ({
  title: task.title,
  comment: task.comment ?? '',
  start: task.start,
  end: task.end,
  taskStatusId: String(task.taskStatusId),
});

const draftOfInput = (input: TaskInput): TaskDraft => ({
  title: input.title,
  comment: input.comment ?? '',
  start: input.start === '' ? null : input.start,
  end: input.end ?? null,
  taskStatusId: input.taskStatusId === '' ? null : String(input.taskStatusId),
});

/** A refused task's form data (taskCommands.ts): whether it was a create or an edit, of which task, and the form as it was sent. */
export function refusedTaskOf(data: unknown): { mode: 'create' | 'update'; id: string; draft: TaskDraft } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { mode, id, input } = data as Record<string, unknown>;
  if ((mode !== 'create' && mode !== 'update') || typeof id !== 'string' || typeof input !== 'object' || input === null) return null;
  return { mode, id, draft: draftOfInput(input as TaskInput) };
}

/** What the form sends: the draft's fields under the spec's names. */
export const taskInputOf = (draft: TaskDraft): TaskInput => ({
  title: draft.title,
  comment: draft.comment,
  start: draft.start ?? '',
  end: draft.end,
  taskStatusId: draft.taskStatusId ?? '',
});

export type TaskPlan = { ok: true; input: TaskInput; save: TaskSave } | { ok: false; errors: FieldErrors };

/** The draft checked with the endpoint's own schema (POST task, POST task/{id}): what is queued is what the server accepts. */
export function planTaskSave(draft: TaskDraft): TaskPlan {
  const input = taskInputOf(draft);
  const parsed = parseWith(taskBody, input);
  return parsed.ok ? { ok: true, input, save: parsed.value } : { ok: false, errors: parsed.errors };
}
