import type { TaskInput, TaskSave } from '../../../../domain/calendar/bodies.js';
import { createdTaskRow, editedTaskRow } from '../../../../domain/calendar/drafts.js';
import { CALENDAR_ENDPOINTS } from '../../../../domain/calendar/endpoints.js';
import type { TaskRow } from '../../../../domain/calendar/rows.js';
import { callOf, type Command } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';
import { CALENDAR_PATH } from '../calendarPath';

/** A refused task reopens on the calendar, in its form filled with what was sent (CalendarPage reads ?outboxEntry=; taskDraft.ts refusedTaskOf). */
const formOf = (mode: 'create' | 'update', id: string, input: TaskInput) => ({ to: CALENDAR_PATH, data: { mode, id, input } });

/**
 * POST task (spec 000 §7) with the id made here (SYNC.md O13): the task is on
 * the calendar at once, as the server will store it (domain/calendar/drafts.ts),
 * so it stays there offline and through reloads until the feed confirms it.
 */
export function createTaskCommand(id: string, userId: string, input: TaskInput, save: TaskSave): Command {
  const row = createdTaskRow(save, id, userId, new Date().toISOString());
  return {
    label: entryLabel('create', 'tasks', save.title),
    ...callOf(CALENDAR_ENDPOINTS.create, {}, { ...input, id }),
    entity: 'tasks',
    entityId: id,
    form: formOf('create', id, input),
    apply: async (db) => {
      await db.tasks.put(row);
    },
  };
}

/** POST task/{id}: the form's fields, or a drag's new dates with the rest as stored. */
export function updateTaskCommand(stored: TaskRow, input: TaskInput, save: TaskSave): Command {
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'tasks', save.title),
    ...callOf(CALENDAR_ENDPOINTS.update, { id: stored.id }, input),
    entity: 'tasks',
    entityId: stored.id,
    form: formOf('update', stored.id, input),
    apply: async (db) => {
      // The row as it is now: a pull or an earlier queued edit may have changed it since the form opened.
      const current = (await db.tasks.get(stored.id)) ?? stored;
      await db.tasks.put(editedTaskRow(current, save, at));
    },
  };
}

/** DELETE task/{id}: gone from the calendar at once. */
export function deleteTaskCommand(task: TaskRow): Command {
  return {
    label: entryLabel('delete', 'tasks', task.title),
    ...callOf(CALENDAR_ENDPOINTS.remove, { id: task.id }),
    entity: 'tasks',
    entityId: task.id,
    apply: async (db) => {
      await db.tasks.delete(task.id);
    },
  };
}
