import { answering, create, del, get, post } from '../kit/endpoint.js';
import { taskBody } from './bodies.js';
import type { TaskRow } from './rows.js';

/** A task as the reads answer it (spec 000 §3 "Task": … user name). */
export type TaskRead = TaskRow & { userName: string | null };

/**
 * An agreement on the calendar (spec 000 §3 "Calendar event": client name,
 * project name, shipmentDestinationId and name, start, end). end is the
 * agreement's, or its start + 1 day when it has none (rules.ts
 * calendarAgreementEnd); inclusive, as every stored date.
 */
export interface CalendarAgreement {
  id: string;
  agreementStatusId: number;
  clientName: string;
  projectName: string;
  shipmentDestinationId: number | null;
  shipmentDestinationName: string | null;
  start: string;
  end: string;
}

/**
 * The calendar's calls (spec 000 §7): the agreements and tasks it draws, and
 * a task's create, edit and delete. Dates are stored as chosen (rules.ts).
 */
export const CALENDAR_ENDPOINTS = {
  calendar: answering<{ data: { agreements: CalendarAgreement[]; tasks: TaskRead[] } }>()(get('agreements-calendar')),
  create: answering<{ data: TaskRead; message: string }>()(create('task', taskBody)),
  update: answering<{ data: TaskRead; message: string }>()(post('task/{id}', taskBody)),
  remove: answering<{ data: true; message: string }>()(del('task/{id}')),
} as const;
