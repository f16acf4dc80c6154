// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ClientRow, ProjectRow } from '../../../domain/contact/rows.js';
import type { MeasureRow } from '../../../domain/measure/rows.js';
import { PASSIVE_AFTER_DAYS } from '../../../domain/measure/rules.js';
import { addDays } from '../../../domain/days.js';
import { archiveLines, assignedLines, clientProjectLines, measureLines, parseStatusParam, type MeasureSources } from '../../../src/modules/measure/list/measureRows';
import { clientRow, measureRow, projectRow } from '../../fixtures/contactRows.js';

const TODAY = '2026-06-15';
const old = `${addDays(TODAY, -PASSIVE_AFTER_DAYS)}T09:00:00.000Z`;

function sources(measures: MeasureRow[], extra: { clients?: ClientRow[]; projects?: ProjectRow[]; withOffer?: string[] } = {}): MeasureSources {
  const clients = extra.clients ?? [];
  const projects = extra.projects ?? [];
  return {
    measures,
    projects: new Map(projects.map((p) => [p.id, p])),
    clients: new Map(clients.map((c) => [c.id, c])),
    users: new Map([['u1', 'Besa Krasniqi']]),
    projectsWithOffer: new Set(extra.withOffer ?? []),
  };
}

describe('the measure lists’ paths', () => {
  it('read a status, passive, or all; anything else is no list', () => {
    expect(parseStatusParam(undefined)).toBeUndefined();
    expect(parseStatusParam('2')).toBe(2);
    expect(parseStatusParam('passive')).toBe('passive');
    expect(parseStatusParam('4')).toBeNull();
    expect(parseStatusParam('2x')).toBeNull();
    expect(parseStatusParam('02')).toBeNull();
  });
});

describe('the measure lists from the mirror', () => {
  const client = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi' });
  const project = projectRow({ clientId: client.id, projectName: 'Kuzhina' });
  const m = (over: Partial<MeasureRow>) => measureRow({ clientId: client.id, projectId: project.id, ...over });

  it('name each measure’s client, project and employee, and keep one status', () => {
    const final = m({ measureStatusId: 2, measureDate: '2026-06-01', plannedDate: '2026-06-03', employeeId: 'u1' });
    const lines = measureLines(sources([final, m({ measureStatusId: 1 })], { clients: [client], projects: [project] }), { status: 2 }, TODAY);
    expect(lines).toEqual([
      expect.objectContaining({ key: final.id, clientName: 'Arta Gashi', projectName: 'Kuzhina', statusId: 2, measureDate: '2026-06-01', plannedDate: '2026-06-03', employeeName: 'Besa Krasniqi' }),
    ]);
  });

  it('filter by the measure’s day within the range, the day it was recorded when it has no date, newest first', () => {
    const early = m({ measureDate: '2026-05-01' });
    const inside = m({ measureDate: '2026-05-20' });
    const undated = m({ measureDate: null, createdAt: '2026-05-10T23:00:00.000Z' });
    const lines = measureLines(sources([early, inside, undated], { clients: [client] }), { startDate: '2026-05-05', endDate: '2026-05-31' }, TODAY);
    expect(lines.map((l) => l.key)).toEqual([inside.id, undated.id]);
  });

  it('list as passive what is not final, untouched for the passive days, and whose project has no offer', () => {
    const stale = m({ measureStatusId: 3, updatedAt: old });
    const fresh = m({ measureStatusId: 1, updatedAt: `${TODAY}T08:00:00.000Z` });
    const staleFinal = m({ measureStatusId: 2, updatedAt: old });
    const offered = measureRow({ clientId: client.id, projectId: 'offered', measureStatusId: 1, updatedAt: old });
    const lines = measureLines(sources([stale, fresh, staleFinal, offered], { clients: [client], withOffer: ['offered'] }), { status: 'passive' }, TODAY);
    expect(lines.map((l) => l.key)).toEqual([stale.id]);
  });

  it('leave out the measures of an archived client (the archive shows them)', () => {
    const archived = clientRow({ archivedAt: '2026-06-01T00:00:00.000Z', moduleId: 5 });
    const gone = measureRow({ clientId: archived.id, measureStatusId: 2, measureDate: '2026-06-01' });
    const src = sources([gone], { clients: [archived] });
    expect(measureLines(src, {}, TODAY)).toEqual([]);
    expect(archiveLines(src, {}).map((l) => l.key)).toEqual([gone.id]);
  });

  it('archive the final measures whose client went on past measuring, within the range', () => {
    const onward = clientRow({ moduleId: 3 });
    const measuring = clientRow({ moduleId: 2 });
    const done = measureRow({ clientId: onward.id, measureStatusId: 2, measureDate: '2026-04-01' });
    const notFinal = measureRow({ clientId: onward.id, measureStatusId: 1, measureDate: '2026-04-01' });
    const waiting = measureRow({ clientId: measuring.id, measureStatusId: 2, measureDate: '2026-04-01' });
    const src = sources([done, notFinal, waiting], { clients: [onward, measuring] });
    expect(archiveLines(src, {}).map((l) => l.key)).toEqual([done.id]);
    expect(archiveLines(src, { startDate: '2026-04-02' })).toEqual([]);
  });
});

describe('a measurer’s day', () => {
  it('lists the projects assigned to them that have no measure yet, by appointment, the undated last', () => {
    const client = clientRow();
    const later = projectRow({ clientId: client.id, measureAssignee: 'u1', measureDate: '2026-06-20', projectName: 'B' });
    const sooner = projectRow({ clientId: client.id, measureAssignee: 'u1', measureDate: '2026-06-16', projectName: 'A' });
    const undated = projectRow({ clientId: client.id, measureAssignee: 'u1', measureDate: null, projectName: 'C' });
    const measured = projectRow({ clientId: client.id, measureAssignee: 'u1' });
    const others = projectRow({ clientId: client.id, measureAssignee: 'u2' });
    const lines = assignedLines([later, sooner, undated, measured, others], new Set([measured.id]), new Map([[client.id, client]]), 'u1');
    expect(lines.map((l) => l.projectId)).toEqual([sooner.id, later.id, undated.id]);
    expect(lines[0]).toMatchObject({ measure: null, statusId: null, measureDate: '2026-06-16', clientId: client.id });
  });
});

describe('a client’s projects with their measures', () => {
  it('show every project by name, with its measure where it has one', () => {
    const client = clientRow();
    const kitchen = projectRow({ clientId: client.id, projectName: 'Kuzhina' });
    const wardrobe = projectRow({ clientId: client.id, projectName: 'Garderoba', measureDate: '2026-07-01' });
    const measure = measureRow({ clientId: client.id, projectId: kitchen.id, measureStatusId: 3 });
    const lines = clientProjectLines([kitchen, wardrobe], sources([measure], { clients: [client], projects: [kitchen, wardrobe] }));
    expect(lines.map((l) => [l.projectName, l.statusId])).toEqual([
      ['Garderoba', null],
      ['Kuzhina', 3],
    ]);
    expect(lines[0]).toMatchObject({ measure: null, measureDate: '2026-07-01' });
  });
});
