import type { Command } from '../../../src/local/types.js';
import { createTaskCommand, updateTaskCommand } from '../../../src/modules/calendar/task/taskCommands';
import { newTaskDraft, planTaskSave, type TaskDraft } from '../../../src/modules/calendar/task/taskDraft';
import type { ZanatiDb } from '../../../src/local/db.js';

/**
 * Calendar's writes for the optimistic-row contract, through the task form's
 * own plan and commands (src/modules/calendar/task): a one-day task (start =
 * end, the real dates, not shifted), then its edit to two days, another
 * status and no comment. `userId` is the signed-in user's: the server records
 * the task as theirs.
 */
export function calendarCases(userId: () => string, mirror: () => ZanatiDb) {
  const planned = (draft: TaskDraft) => {
    const plan = planTaskSave(draft);
    if (!plan.ok) throw new Error(`task refused: ${JSON.stringify(plan.errors)}`);
    return plan;
  };

  function create(id: string): Command {
    const plan = planned({ ...newTaskDraft('2026-03-10'), title: '  Montimi te klienti  ', comment: 'Sill shkallet' });
    return createTaskCommand(id, userId(), plan.input, plan.save);
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().tasks.get(id);
    if (!stored) throw new Error('no task to edit');
    const plan = planned({ title: 'Montimi', comment: '', start: '2026-03-10', end: '2026-03-11', taskStatusId: '2' });
    return updateTaskCommand(stored, plan.input, plan.save);
  }

  return { tasks: { create: { command: create }, update: { command: edit } } };
}
