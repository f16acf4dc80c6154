// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { SERVICE_MSG } from '../../../domain/service/messages.js';
import type { ServiceTicketFields } from '../../../domain/service/rows.js';
import { SERVICE_ROWS } from '../../../domain/service/rows.js';
import { editedTicketRow, endAfterStart, isRegistered, newTicketRow, saveModeOf, serviceDeletion, ticketChildren, ticketKindOf } from '../../../domain/service/rules.js';
import { isServiceStatus, SERVICE_STATUS, SERVICE_STATUSES, statusOf, toneOf } from '../../../domain/service/statuses.js';
import * as v from 'valibot';

const fields = (over: Partial<ServiceTicketFields> = {}): ServiceTicketFields => ({
  projectId: newId(),
  firstname: null,
  lastname: null,
  address: null,
  city: null,
  email: null,
  phoneNumber: null,
  problem: 'Dera nuk mbyllet.',
  warning: null,
  date: '2026-03-04',
  start: null,
  end: null,
  statusId: 1,
  productIds: ['b', 'a'],
  articleIds: [],
  ...over,
});

describe('saveModeOf (spec 001 §4: edit when a serviceId exists, else create)', () => {
  it('edits with a serviceId and creates without one', () => {
    expect(saveModeOf(newId())).toBe('edit');
    expect(saveModeOf(undefined)).toBe('create');
    expect(saveModeOf(null)).toBe('create');
    expect(saveModeOf('')).toBe('create');
  });
});

describe('registered or unregistered', () => {
  it('is registered with a project, or with nothing that names a client', () => {
    expect(ticketKindOf({ projectId: newId(), firstname: 'Arta' })).toBe('registered');
    expect(ticketKindOf({ projectId: null })).toBe('registered');
    expect(ticketKindOf({ projectId: null, firstname: ' ' })).toBe('registered');
  });

  it('is unregistered by a client field or an article without a project', () => {
    for (const signal of [{ firstname: 'Arta' }, { lastname: 'Gashi' }, { address: 'Rr.' }, { city: 'Peje' }, { email: 'a@b.c' }, { phoneNumber: '044' }, { articleId: [newId()] }]) {
      expect(ticketKindOf({ projectId: null, ...signal })).toBe('unregistered');
    }
  });

  it('reads a stored ticket as registered when it has a project', () => {
    expect(isRegistered({ projectId: newId() })).toBe(true);
    expect(isRegistered({ projectId: null })).toBe(false);
  });
});

describe('the rows a save leaves', () => {
  it('lists each line once, sorted', () => {
    expect(ticketChildren(['c', 'a', 'c'], ['z', 'y'])).toEqual({ productIds: ['a', 'c'], articleIds: ['y', 'z'] });
  });

  it('a new ticket: the fields, the id and the time; a valid feed row', () => {
    const id = newId();
    const row = newTicketRow(fields(), id, '2026-03-04T08:00:00.000Z');
    expect(row).toMatchObject({ id, createdAt: '2026-03-04T08:00:00.000Z', updatedAt: '2026-03-04T08:00:00.000Z', problem: 'Dera nuk mbyllet.' });
    expect(v.safeParse(SERVICE_ROWS.serviceTickets, row).success).toBe(true);
  });

  it('an edited ticket: the form replaces every field, the id and creation stay', () => {
    const stored = newTicketRow(fields({ warning: 'kujdes' }), newId(), '2026-03-01T08:00:00.000Z');
    const edited = editedTicketRow(stored, fields({ statusId: 3, productIds: [] }), '2026-03-05T08:00:00.000Z');
    expect(edited).toMatchObject({ id: stored.id, createdAt: stored.createdAt, updatedAt: '2026-03-05T08:00:00.000Z', warning: null, statusId: 3, productIds: [] });
  });
});

describe('the stamps', () => {
  it('an end is never before the start; either missing is no conflict', () => {
    expect(endAfterStart({ start: '2026-03-04 10:00:00', end: '2026-03-04 09:00:00' })).toBe(false);
    expect(endAfterStart({ start: '2026-03-04 10:00:00', end: '2026-03-04 10:00:00' })).toBe(true);
    expect(endAfterStart({ start: null, end: '2026-03-04 09:00:00' })).toBe(true);
    expect(endAfterStart({ start: '2026-03-04 10:00:00', end: null })).toBe(true);
  });
});

describe('DELETE servicing/{id}: by ticket or by project', () => {
  const project = newId();
  const tickets = [
    { id: newId(), projectId: project },
    { id: newId(), projectId: project },
    { id: newId(), projectId: null },
  ];

  it('a ticket id removes that ticket', () => {
    expect(serviceDeletion(tickets[2]!.id, tickets, false)).toEqual({ ticketIds: [tickets[2]!.id] });
  });

  it('a project id removes every ticket of the project', () => {
    expect(serviceDeletion(project, tickets, true)).toEqual({ ticketIds: [tickets[0]!.id, tickets[1]!.id] });
  });

  it("a project with no ticket: 'Ky projekt nuk ka tiket servisimi!'", () => {
    expect(serviceDeletion(newId(), tickets, true)).toEqual({ refusal: SERVICE_MSG.noTicket });
  });

  it('anything else is not found', () => {
    expect(serviceDeletion(newId(), tickets, false)).toBe('notFound');
  });
});

describe('statuses (spec 001 §4: 1 pending, 2 in process, 3 completed)', () => {
  it('are 1–3 with a label and a marker tone each', () => {
    expect(SERVICE_STATUSES.map((s) => s.id)).toEqual([SERVICE_STATUS.pending, SERVICE_STATUS.inProcess, SERVICE_STATUS.completed]);
    expect(SERVICE_STATUSES.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(new Set(SERVICE_STATUSES.map((s) => s.tone)).size).toBe(3);
    expect(statusOf(2)).toEqual({ value: 2, label: 'Ne proces' });
    expect(toneOf(3)).toBe('green');
  });

  it('reads an unknown status as pending, and knows only 1–3', () => {
    expect(statusOf(9)).toEqual({ value: 1, label: 'Ne pritje' });
    expect(toneOf(0)).toBe(toneOf(1));
    expect([0, 1, 2, 3, 4].map(isServiceStatus)).toEqual([false, true, true, true, false]);
  });
});
