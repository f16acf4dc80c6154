// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyStatus, processFromMaterials, productCompleted, type TrackerSegment } from '../../../domain/production/transitions.js';
import { formatDuration, OPEN_PAUSE_OFFSET_S, timerOf } from '../../../domain/production/timer.js';
import type { StatusItem } from '../../../domain/production/rules.js';

const T0 = Date.parse('2026-11-24T08:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();
const seg = (start: number, end: number | null, pauseStatusId: number | null = null): TrackerSegment => ({ id: `t${start}`, start: at(start), end: end === null ? null : at(end), pauseStatusId });

describe('timer (spec 001 §4)', () => {
  it('adds closed work and the running segment, and ticks', () => {
    const t = timerOf([seg(0, 600), seg(900, null)], T0 + 1000 * 1000);
    expect(t).toMatchObject({ totalDuration: 600 + 100, waitingDuration: 0, running: true, pausedFor: null, trackersStart: at(0), trackersEnd: null });
  });

  it('counts a closed pause whole and an open one beyond its 7200 s offset', () => {
    const closed = timerOf([seg(0, 100), seg(100, 400, 5), seg(400, 500)], T0 + 500_000);
    expect(closed.waitingDuration).toBe(300);
    expect(closed.trackersEnd).toBe(at(500));
    const shortOpen = timerOf([seg(0, 100), seg(100, null, 6)], T0 + 3600_000);
    expect(shortOpen).toMatchObject({ waitingDuration: 0, pausedFor: 6, running: false });
    const longOpen = timerOf([seg(0, 100), seg(100, null, 8)], T0 + (100 + OPEN_PAUSE_OFFSET_S + 60) * 1000);
    expect(longOpen.waitingDuration).toBe(60);
  });

  it('formats seconds as hh:mm:ss', () => {
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(360_000)).toBe('100:00:00');
  });
});

const base: StatusItem & { startedAt: string | null; finishedAt: string | null; returnedAt: string | null } = {
  kind: 'process',
  statusId: 2,
  userId: null,
  responsibilityId: 'r',
  warning: null,
  adminWarning: null,
  otherComment: null,
  hasMaterials: false,
  temporary: false,
  startedAt: null,
  finishedAt: null,
  returnedAt: null,
};
const req = (statusId: number) => ({ statusId, warning: null, adminWarning: null, otherComment: null });

describe('a change and its timer', () => {
  it('starting takes the item, stamps its start and opens a work segment', () => {
    const { fields, trackers } = applyStatus(base, req(4), { userId: 'me', adminMode: false }, null, at(0));
    expect(fields).toMatchObject({ statusId: 4, userId: 'me', startedAt: at(0), finishedAt: null });
    expect(trackers).toEqual({ close: null, open: { pauseStatusId: null } });
  });

  it('pausing closes the work segment and opens a pause with its reason; resuming the reverse', () => {
    const running = { ...base, statusId: 4, userId: 'me', startedAt: at(0) };
    expect(applyStatus(running, req(7), { userId: 'me', adminMode: false }, seg(0, null), at(60)).trackers).toEqual({ close: 't0', open: { pauseStatusId: 7 } });
    const paused = { ...running, statusId: 7 };
    expect(applyStatus(paused, req(4), { userId: 'me', adminMode: false }, seg(60, null, 7), at(90)).trackers).toEqual({ close: 't60', open: { pauseStatusId: null } });
  });

  it('completing stamps the finish and closes what runs; late leaves the timer alone', () => {
    const running = { ...base, statusId: 4, userId: 'me', startedAt: at(0) };
    const done = applyStatus(running, req(1), { userId: 'me', adminMode: false }, seg(0, null), at(120));
    expect(done.fields.finishedAt).toBe(at(120));
    expect(done.trackers).toEqual({ close: 't0', open: null });
    expect(applyStatus(running, { ...req(3), warning: 'x' }, { userId: 'me', adminMode: false }, seg(0, null), at(120)).trackers).toEqual({ close: null, open: null });
  });

  it("an admin starting someone's box does not take it over; to do frees it", () => {
    const theirs = { ...base, statusId: 5, userId: 'them', startedAt: at(0) };
    expect(applyStatus(theirs, req(4), { userId: 'admin', adminMode: true }, null, at(10)).fields.userId).toBe('them');
    expect(applyStatus(theirs, req(2), { userId: 'admin', adminMode: true }, null, at(10)).fields.userId).toBeNull();
  });

  it('a completed item sent back is stamped returned; other changes keep the stamp', () => {
    const done = { ...base, statusId: 1, userId: 'me', startedAt: at(0), finishedAt: at(60) };
    const back = applyStatus(done, { ...req(3), adminWarning: 'Ngjyra gabim' }, { userId: 'admin', adminMode: true }, null, at(120)).fields;
    expect(back).toMatchObject({ statusId: 3, returnedAt: at(120), finishedAt: null, adminWarning: 'Ngjyra gabim' });
    expect(applyStatus({ ...done, statusId: 3, returnedAt: at(120) }, req(4), { userId: 'me', adminMode: false }, null, at(200)).fields.returnedAt).toBe(at(120));
    expect(applyStatus(base, req(4), { userId: 'me', adminMode: false }, null, at(200)).fields.returnedAt).toBeNull();
  });
});

describe('a process follows its materials; a product its processes', () => {
  it.each([
    { process: 2, materials: [1, 1], next: 1 },
    { process: 9, materials: [1, 1], next: 1 },
    { process: 2, materials: [4, 2], next: 9 },
    { process: 2, materials: [2, 2], next: null },
    { process: 1, materials: [1], next: null },
    { process: 1, materials: [3, 1], next: 3 },
    { process: 3, materials: [4, 1], next: null },
    { process: 2, materials: [], next: null },
  ])('process $process with materials $materials → $next', ({ process, materials, next }) => {
    expect(processFromMaterials(process, materials)).toBe(next);
  });

  it('completes the product when every process is completed', () => {
    expect(productCompleted([1, 1, 1])).toBe(true);
    expect(productCompleted([1, 4])).toBe(false);
    expect(productCompleted([])).toBe(false);
  });
});
