// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { taskBody } from '../../domain/calendar/bodies.js';
import { calendarAgreementEnd, endNotBeforeStart, exclusiveEndOf, inclusiveEndOf } from '../../domain/calendar/rules.js';
import { TASK_STATUSES } from '../../domain/calendar/statuses.js';
import { MSG } from '../../domain/messages.js';
import { parseWith } from '../../domain/validation.js';

/** Spec 000 §3 "Task", §5 task dates and calendar agreements: every rule of domain/calendar. */

describe('task dates', () => {
  it('stores the dates as chosen: a one-day task keeps start = end (no shift on save)', () => {
    const r = parseWith(taskBody, { title: 'Montim', start: '2026-05-10', end: '2026-05-10', taskStatusId: '2' });
    expect(r.ok && r.value).toEqual({ title: 'Montim', comment: null, start: '2026-05-10', end: '2026-05-10', taskStatusId: 2 });
  });

  it("draws an inclusive end as the calendar's exclusive one and back", () => {
    expect(exclusiveEndOf({ start: '2026-05-10', end: '2026-05-10' })).toBe('2026-05-11');
    expect(exclusiveEndOf({ start: '2026-05-10', end: null })).toBe('2026-05-11');
    expect(inclusiveEndOf(exclusiveEndOf({ start: '2026-05-10', end: '2026-05-12' }))).toBe('2026-05-12');
  });

  it('refuses an end before the start with the agreement text', () => {
    expect(endNotBeforeStart({ start: '2026-05-10', end: '2026-05-09' })).toBe(false);
    expect(endNotBeforeStart({ start: '2026-05-10', end: null })).toBe(true);
    const r = parseWith(taskBody, { title: 'X', start: '2026-05-10', end: '2026-05-09', taskStatusId: 1 });
    expect(r.ok ? null : r.errors).toEqual({ end: AGREEMENT_MSG.endBeforeStart });
  });

  it('needs a title, a start and a status of 1–4', () => {
    const r = parseWith(taskBody, { title: '  ', start: '', taskStatusId: 5 });
    expect(r.ok ? null : r.errors).toEqual({ title: MSG.fieldNeeded, start: MSG.fieldNeeded, taskStatusId: MSG.invalidValue });
  });

  it('names the statuses 1 Export, 2 Montim, 3 Furnitor, 4 Pushim', () => {
    expect(TASK_STATUSES.map((s) => `${s.id} ${s.label}`)).toEqual(['1 Export', '2 Montim', '3 Furnitor', '4 Pushim']);
  });
});

describe('calendar agreements', () => {
  it('shows an agreement without an end as its start plus one day', () => {
    expect(calendarAgreementEnd({ start: '2026-05-31', end: null })).toBe('2026-06-01');
    expect(calendarAgreementEnd({ start: '2026-05-10', end: '2026-05-20' })).toBe('2026-05-20');
  });
});
