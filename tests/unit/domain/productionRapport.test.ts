// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatHours, productionRapport, productionRapportQuery, rapportScope, type RapportLine, type RapportScope, type RapportTracker } from '../../../domain/production/rapport.js';
import { rapportSourcesOfRows, type RapportRows, type RapportStatusRow } from '../../../domain/production/rapportRows.js';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const RANGE = { start: '2026-11-01', end: '2026-11-20' };
const ALL = { range: RANGE, departmentIds: null };

const responsibilities = new Map([
  ['cut', { name: 'Prerja', departmentId: 'd1' }],
  ['edge', { name: 'Kantimi', departmentId: 'd1' }],
  ['paint', { name: 'Ngjyrosja', departmentId: 'd2' }],
]);
const users = new Map([
  ['ana', { firstname: 'Ana', lastname: 'Berisha' }],
  ['ben', { firstname: 'Ben', lastname: 'Krasniqi' }],
]);

const status = (over: Partial<RapportStatusRow>): RapportStatusRow => ({
  productId: 'p1',
  responsibilityId: 'cut',
  userId: 'ana',
  statusId: 1,
  finishedAt: '2026-11-10T10:00:00.000Z',
  returnedAt: null,
  updatedAt: '2026-11-10T10:00:00.000Z',
  productEnd: '2026-11-15',
  ...over,
});

const segment = (start: string, end: string | null, over: Partial<RapportTracker> = {}): RapportTracker => ({
  responsibilityId: 'cut',
  userId: 'ana',
  start,
  end,
  pauseStatusId: null,
  ...over,
});

const sources = (over: Partial<RapportRows>): RapportRows => ({ processes: [], materials: [], trackers: [], responsibilities, users, ...over });
/** The rapport from stored rows, grouped as the server's SQL groups them (rapportRows.ts). */
const rapportOf = (rows: RapportRows, scope: RapportScope, nowMs: number) => productionRapport(rapportSourcesOfRows(rows, scope.range), scope, nowMs);
const line = (lines: RapportLine[], id: string) => lines.find((l) => l.id === id);

describe('production rapport: completed, late and on time', () => {
  it('counts products completed in the range per process, late when finished after the planned end day', () => {
    const r = rapportOf(
      sources({
        processes: [
          status({ productId: 'p1' }),
          // On the planned end day itself: on time.
          status({ productId: 'p2', finishedAt: '2026-11-15T23:59:00.000Z' }),
          // The day after the planned end: late.
          status({ productId: 'p3', finishedAt: '2026-11-16T00:00:00.000Z' }),
          // No planned end: never late.
          status({ productId: 'p4', productEnd: null }),
        ],
      }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')).toMatchObject({ name: 'Prerja', completed: 4, late: 1, onTimePercent: 75 });
    expect(r.totals.byProcess).toMatchObject({ completed: 4, late: 1, onTimePercent: 75 });
  });

  it('counts a status late now (3) changed in the range as late, without touching the on-time share', () => {
    const r = rapportOf(
      sources({ processes: [status({ productId: 'p1' }), status({ productId: 'p2', statusId: 3, finishedAt: null, updatedAt: '2026-11-12T08:00:00.000Z' })] }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')).toMatchObject({ completed: 1, late: 1, onTimePercent: 100 });
    expect(line(r.byWorker, 'ana')).toMatchObject({ completed: 1, late: 1 });
  });

  it('has a null on-time share and zero figures for a process with nothing in the range', () => {
    const r = rapportOf(sources({}), ALL, NOW);
    expect(r.byProcess.map((l) => l.name)).toEqual(['Kantimi', 'Ngjyrosja', 'Prerja']);
    expect(line(r.byProcess, 'edge')).toEqual({ id: 'edge', name: 'Kantimi', completed: 0, late: 0, returned: 0, productiveSeconds: 0, waitingSeconds: 0, onTimePercent: null });
    expect(r.byWorker).toEqual([]);
    expect(r.totals.byProcess.onTimePercent).toBeNull();
  });

  it('takes the range edges as whole days: the start day from midnight, the end day to its end', () => {
    const r = rapportOf(
      sources({
        processes: [
          status({ productId: 'before', finishedAt: '2026-10-31T23:59:59.999Z' }),
          status({ productId: 'first', finishedAt: '2026-11-01T00:00:00.000Z' }),
          status({ productId: 'last', finishedAt: '2026-11-20T23:59:59.999Z' }),
          status({ productId: 'after', finishedAt: '2026-11-21T00:00:00.000Z' }),
        ],
      }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')?.completed).toBe(2);
  });

  it('per worker counts a product in a process once, through the process or its materials, and leaves out unheld work', () => {
    const r = rapportOf(
      sources({
        processes: [status({ productId: 'p1', responsibilityId: 'edge', userId: null }), status({ productId: 'p2', userId: 'ben' })],
        materials: [
          status({ productId: 'p1', responsibilityId: 'edge', userId: 'ana' }),
          status({ productId: 'p1', responsibilityId: 'edge', userId: 'ana', finishedAt: '2026-11-17T09:00:00.000Z' }),
        ],
      }),
      ALL,
      NOW,
    );
    // Ana's two materials of p1 in edging are one product, finished (the later one) after the planned end.
    expect(line(r.byWorker, 'ana')).toMatchObject({ name: 'Ana Berisha', completed: 1, late: 1, onTimePercent: 0 });
    expect(line(r.byWorker, 'ben')).toMatchObject({ completed: 1, late: 0, onTimePercent: 100 });
    // The process status carries edging's product: materials are not products of their own per process.
    expect(line(r.byProcess, 'edge')).toMatchObject({ completed: 1, late: 0 });
  });
});

describe('production rapport: returned', () => {
  it('counts processes and materials sent back in the range, a product once per process', () => {
    const r = rapportOf(
      sources({
        processes: [status({ productId: 'p1', statusId: 3, finishedAt: null, returnedAt: '2026-11-05T10:00:00.000Z', updatedAt: '2026-11-05T10:00:00.000Z' })],
        materials: [
          status({ productId: 'p1', statusId: 3, finishedAt: null, returnedAt: '2026-11-06T10:00:00.000Z', updatedAt: '2026-11-06T10:00:00.000Z' }),
          status({ productId: 'p2', responsibilityId: 'edge', statusId: 2, userId: null, finishedAt: null, returnedAt: '2026-11-07T10:00:00.000Z' }),
          status({ productId: 'p3', responsibilityId: 'edge', statusId: 2, userId: null, finishedAt: null, returnedAt: '2026-10-07T10:00:00.000Z' }),
        ],
      }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')).toMatchObject({ returned: 1, late: 1, completed: 0 });
    expect(line(r.byProcess, 'edge')).toMatchObject({ returned: 1 });
    expect(line(r.byWorker, 'ana')).toMatchObject({ returned: 1 });
    expect(r.totals.byProcess.returned).toBe(2);
  });
});

describe('production rapport: productive and waiting time from the trackers', () => {
  it('adds work segments as productive and pauses as waiting, per process and per worker', () => {
    const r = rapportOf(
      sources({
        trackers: [
          segment('2026-11-03T08:00:00.000Z', '2026-11-03T10:30:00.000Z'),
          segment('2026-11-03T10:30:00.000Z', '2026-11-03T11:00:00.000Z', { pauseStatusId: 5 }),
          segment('2026-11-04T08:00:00.000Z', '2026-11-04T09:00:00.000Z', { userId: 'ben', responsibilityId: 'edge'}),
        ],
      }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')).toMatchObject({ productiveSeconds: 9000, waitingSeconds: 1800 });
    expect(line(r.byProcess, 'edge')).toMatchObject({ productiveSeconds: 3600, waitingSeconds: 0 });
    expect(line(r.byWorker, 'ana')).toMatchObject({ productiveSeconds: 9000, waitingSeconds: 1800, completed: 0 });
    expect(line(r.byWorker, 'ben')).toMatchObject({ productiveSeconds: 3600 });
    expect(r.totals.byProcess).toMatchObject({ productiveSeconds: 12600, waitingSeconds: 1800 });
  });

  it('cuts segments at the range bounds and ends running ones at the range end when it is past', () => {
    const r = rapportOf(
      sources({
        trackers: [
          // 2 h before the start, 1 h inside.
          segment('2026-10-31T22:00:00.000Z', '2026-11-01T01:00:00.000Z'),
          // Running since the last evening of the range: 2 h inside.
          segment('2026-11-20T22:00:00.000Z', null),
          // Wholly outside.
          segment('2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00.000Z'),
        ],
      }),
      ALL,
      NOW,
    );
    expect(line(r.byProcess, 'cut')?.productiveSeconds).toBe(3 * 3600);
  });

  it('runs an open segment up to now when the range reaches today, an open pause beyond its 2-hour offset', () => {
    const today = { range: { start: '2026-11-25', end: '2026-11-25' }, departmentIds: null };
    const r = rapportOf(
      sources({
        trackers: [segment('2026-11-25T09:00:00.000Z', null), segment('2026-11-25T07:00:00.000Z', null, { pauseStatusId: 6, userId: 'ben'})],
      }),
      today,
      NOW,
    );
    expect(line(r.byProcess, 'cut')).toMatchObject({ productiveSeconds: 3 * 3600, waitingSeconds: 3 * 3600 });
    expect(line(r.byWorker, 'ben')).toMatchObject({ waitingSeconds: 3 * 3600 });
  });
});

describe('production rapport: departments', () => {
  it('keeps to the processes of the departments in scope, per process and per worker', () => {
    const r = rapportOf(
      sources({
        processes: [status({ productId: 'p1' }), status({ productId: 'p2', responsibilityId: 'paint', userId: 'ben' })],
        trackers: [segment('2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.000Z', { responsibilityId: 'paint', userId: 'ben' })],
      }),
      { range: RANGE, departmentIds: new Set(['d1']) },
      NOW,
    );
    expect(r.byProcess.map((l) => l.id).sort()).toEqual(['cut', 'edge']);
    expect(r.byWorker.map((l) => l.id)).toEqual(['ana']);
    expect(r.totals.byProcess).toMatchObject({ completed: 1, productiveSeconds: 0 });
  });
});

describe('production rapport: the sources grouped as the server groups them', () => {
  it('counts completions by process, day and planned end, a worker’s units once, sums closed segments inside the range and keeps the rest to cut', () => {
    const src = rapportSourcesOfRows(
      sources({
        processes: [status({ productId: 'p1' }), status({ productId: 'p2' }), status({ productId: 'p3', productEnd: null, userId: null })],
        materials: [status({ productId: 'p1', finishedAt: '2026-11-11T10:00:00.000Z' })],
        trackers: [
          segment('2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.500Z'),
          segment('2026-11-04T08:00:00.000Z', '2026-11-04T08:30:00.000Z', { pauseStatusId: 5 }),
          segment('2026-10-31T23:00:00.000Z', '2026-11-01T01:00:00.000Z'),
          segment('2026-11-20T22:00:00.000Z', null),
        ],
      }),
      RANGE,
    );
    expect(src.processCompletions).toEqual([
      { responsibilityId: 'cut', userId: null, finishedDay: '2026-11-10', productEnd: '2026-11-15', units: 2 },
      { responsibilityId: 'cut', userId: null, finishedDay: '2026-11-10', productEnd: null, units: 1 },
    ]);
    // Ana's p1 counts once, on the day of her last completion in it.
    expect(src.workerCompletions).toEqual([
      { responsibilityId: 'cut', userId: 'ana', finishedDay: '2026-11-11', productEnd: '2026-11-15', units: 1 },
      { responsibilityId: 'cut', userId: 'ana', finishedDay: '2026-11-10', productEnd: '2026-11-15', units: 1 },
    ]);
    expect(src.closedTime).toEqual([
      { responsibilityId: 'cut', userId: 'ana', pause: false, seconds: 3600 },
      { responsibilityId: 'cut', userId: 'ana', pause: true, seconds: 1800 },
    ]);
    expect(src.trackers.map((t) => t.start)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-20T22:00:00.000Z']);
  });
});

describe('production rapport: who reads it', () => {
  const chief = { fullPrivileges: false, kiosk: false, administers: new Set(['d1', 'd2']) };
  it('gives full privileges every process or the department asked', () => {
    expect(rapportScope({ fullPrivileges: true, kiosk: false, administers: new Set() }, undefined)).toBeNull();
    expect(rapportScope({ fullPrivileges: true, kiosk: false, administers: new Set() }, 'd9')).toEqual(new Set(['d9']));
  });

  it('gives a department admin their departments only, and refuses workers and kiosks', () => {
    expect(rapportScope(chief, undefined)).toEqual(new Set(['d1', 'd2']));
    expect(rapportScope(chief, 'd2')).toEqual(new Set(['d2']));
    expect(rapportScope(chief, 'd3')).toBe('refused');
    expect(rapportScope({ ...chief, administers: new Set() }, undefined)).toBe('refused');
    expect(rapportScope({ ...chief, fullPrivileges: true, kiosk: true }, undefined)).toBe('refused');
  });
});

describe('production rapport: query and format', () => {
  it("refuses a start after the end with 'Data e fillimit duhet te jete para dates se mbarimit!'", () => {
    const bad = v.safeParse(productionRapportQuery, { start: '2026-11-20', end: '2026-11-01' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('Data e fillimit duhet te jete para dates se mbarimit!');
    expect(v.parse(productionRapportQuery, { start: '', end: '', departmentId: '' })).toEqual({ start: undefined, end: undefined, departmentId: undefined });
  });

  it('writes durations as h:mm, hours past a day', () => {
    expect(formatHours(0)).toBe('0:00');
    expect(formatHours(3725)).toBe('1:02');
    expect(formatHours(100 * 3600 + 59)).toBe('100:00');
  });
});
