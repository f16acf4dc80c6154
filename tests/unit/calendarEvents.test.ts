// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CalendarAgreement } from '../../domain/calendar/endpoints.js';
import { createdTaskRow, editedTaskRow } from '../../domain/calendar/drafts.js';
import type { TaskRow } from '../../domain/calendar/rows.js';
import { datesOfChange, eventOf, eventsOf, type CalendarItem } from '../../src/modules/calendar/calendarItems';
import { newTaskDraft, planTaskSave } from '../../src/modules/calendar/task/taskDraft';

/**
 * The calendar screen's view boundary (src/modules/calendar/calendarItems.ts):
 * stored dates are real and inclusive, FullCalendar's all-day end is
 * exclusive, and a task goes through the form, the drawing and a drag without
 * gaining or losing a day.
 */

const task = (start: string, end: string | null, extra: Partial<TaskRow> = {}): CalendarItem => ({
  kind: 'task',
  task: { id: 't1', userId: 'u1', title: 'Montim', comment: null, start, end, taskStatusId: 2, createdAt: '', updatedAt: '', ...extra },
});
const agreement = (start: string, end: string, extra: Partial<CalendarAgreement> = {}): CalendarItem => ({
  kind: 'agreement',
  agreement: { id: 'a1', agreementStatusId: 1, clientName: 'Arben Krasniqi', projectName: 'Kuzhina', shipmentDestinationId: 2, shipmentDestinationName: 'Eksport', start, end, ...extra },
});

describe('a one-day task stays one day', () => {
  it('is saved from the form with start = end, drawn to the next day, and handed back as the same day', () => {
    const plan = planTaskSave({ ...newTaskDraft('2026-05-10'), title: 'Montim' });
    if (!plan.ok) throw new Error(`refused: ${JSON.stringify(plan.errors)}`);
    expect([plan.save.start, plan.save.end]).toEqual(['2026-05-10', '2026-05-10']);
    const row = createdTaskRow(plan.save, 't1', 'u1', 'now');
    const event = eventOf({ kind: 'task', task: row });
    expect([event.start, event.end, event.allDay]).toEqual(['2026-05-10', '2026-05-11', true]);
    expect(datesOfChange({ id: event.id, start: event.start, end: event.end ?? null, allDay: true })).toEqual({ start: '2026-05-10', end: '2026-05-10' });
  });

  it('draws a task without an end as one day', () => {
    expect(eventOf(task('2026-05-10', null)).end).toBe('2026-05-11');
  });

  it('draws a two-day task over both days and reads a drag one day on as the next two days', () => {
    expect(eventOf(task('2026-05-10', '2026-05-11')).end).toBe('2026-05-12');
    expect(datesOfChange({ id: 'task:t1', start: '2026-05-11', end: '2026-05-13', allDay: true })).toEqual({ start: '2026-05-11', end: '2026-05-12' });
  });

  it('reads an end FullCalendar leaves out as a one-day event, and refuses a drop on a time of day', () => {
    expect(datesOfChange({ id: 'task:t1', start: '2026-05-11', end: null, allDay: true })).toEqual({ start: '2026-05-11', end: '2026-05-11' });
    expect(datesOfChange({ id: 'task:t1', start: '2026-05-11T09:00:00+02:00', end: null, allDay: false })).toBeNull();
  });
});

describe('the rows a save leaves', () => {
  it('an edit keeps who made the task and its creation, and takes the form’s columns', () => {
    const stored = { id: 't1', userId: 'u1', title: 'A', comment: 'x', start: '2026-05-10', end: '2026-05-10', taskStatusId: 1, createdAt: 'c', updatedAt: 'c' };
    expect(editedTaskRow(stored, { title: 'B', comment: null, start: '2026-05-11', end: null, taskStatusId: 4 }, 'u')).toEqual({
      id: 't1',
      userId: 'u1',
      title: 'B',
      comment: null,
      start: '2026-05-11',
      end: null,
      taskStatusId: 4,
      createdAt: 'c',
      updatedAt: 'u',
    });
  });
});

describe('what the calendar draws', () => {
  it('titles an agreement with client, project and shipment destination, and keeps it from being dragged', () => {
    const event = eventOf(agreement('2026-05-10', '2026-05-12'));
    expect(event.title).toBe('Arben Krasniqi · Kuzhina · Eksport');
    expect(event.end).toBe('2026-05-13');
    expect(event.editable).toBe(false);
  });

  it('colours a task by its status: its own fill under white text, never FullCalendar’s default', () => {
    const [exportTask, leave] = [eventOf(task('2026-05-10', null, { taskStatusId: 1 })), eventOf(task('2026-05-10', null, { taskStatusId: 4 }))];
    expect(exportTask.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(exportTask.backgroundColor).not.toBe(leave.backgroundColor);
    expect(exportTask).toMatchObject({ borderColor: exportTask.backgroundColor, textColor: '#ffffff' });
  });

  it('searches clients, projects and titles, accents and case aside', () => {
    const items = [agreement('2026-05-10', '2026-05-12'), task('2026-05-10', null, { title: 'Çelësat e zyrës' })];
    const ids = (query: string) => eventsOf(items, query, { from: '', to: '' }).map((e) => e.id);
    expect(ids('kuzh')).toEqual(['agreement:a1']);
    expect(ids('krasniqi')).toEqual(['agreement:a1']);
    expect(ids('celesat')).toEqual(['task:t1']);
    expect(ids('')).toEqual(['agreement:a1', 'task:t1']);
  });

  it('keeps the items with a day inside the months chosen', () => {
    const items = [task('2026-04-28', '2026-05-02'), task('2026-06-01', '2026-06-01', { id: 't2' }), task('2026-03-31', null, { id: 't3' })];
    const ids = (from: string, to: string) => eventsOf(items, '', { from, to }).map((e) => e.id);
    expect(ids('2026-05', '2026-05')).toEqual(['task:t1']);
    expect(ids('2026-04', '')).toEqual(['task:t1', 'task:t2']);
    expect(ids('', '2026-04')).toEqual(['task:t1', 'task:t3']);
    expect(ids('2026-12', '2026-12')).toEqual([]);
  });
});
