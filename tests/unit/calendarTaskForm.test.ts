// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { CALENDAR_ENDPOINTS } from '../../domain/calendar/endpoints.js';
import { MSG } from '../../domain/messages.js';
import { createTaskCommand, updateTaskCommand } from '../../src/modules/calendar/task/taskCommands';
import { newTaskDraft, planTaskSave, refusedTaskOf, type TaskDraft } from '../../src/modules/calendar/task/taskDraft';

/** The task form's save (src/modules/calendar/task): checked with POST task's own schema, queued as that call, reopened as it was sent when refused. */

const draft: TaskDraft = { ...newTaskDraft('2026-05-10'), title: 'Montim', comment: 'Sill shkallet', end: '2026-05-11', taskStatusId: '3' };

describe('the task form', () => {
  it('refuses what the server would refuse, field by field, and queues nothing', () => {
    const plan = planTaskSave({ ...draft, title: ' ', end: '2026-05-09' });
    expect(plan.ok ? null : plan.errors).toEqual({ title: MSG.fieldNeeded });
    const late = planTaskSave({ ...draft, end: '2026-05-09' });
    expect(late.ok ? null : late.errors).toEqual({ end: AGREEMENT_MSG.endBeforeStart });
  });

  it('queues POST task with the device’s id and the real dates, and a refused create reopens with its id and fields', () => {
    const plan = planTaskSave(draft);
    if (!plan.ok) throw new Error('refused');
    const command = createTaskCommand('t1', 'u1', plan.input, plan.save);
    expect([command.method, command.url]).toEqual(['POST', CALENDAR_ENDPOINTS.create.path]);
    expect(command.body).toMatchObject({ id: 't1', start: '2026-05-10', end: '2026-05-11', taskStatusId: '3' });
    expect(refusedTaskOf(command.form?.data)).toEqual({ mode: 'create', id: 't1', draft });
  });

  it('reopens a refused edit as an edit of its task', () => {
    const plan = planTaskSave(draft);
    if (!plan.ok) throw new Error('refused');
    const stored = { id: 't1', userId: 'u1', title: 'A', comment: null, start: '2026-05-01', end: null, taskStatusId: 1, createdAt: '', updatedAt: '' };
    const command = updateTaskCommand(stored, plan.input, plan.save);
    expect([command.method, command.url]).toEqual(['POST', 'task/t1']);
    expect(refusedTaskOf(command.form?.data)).toEqual({ mode: 'update', id: 't1', draft });
    expect(refusedTaskOf({ mode: 'other', id: 't1', input: {} })).toBeNull();
  });
});
