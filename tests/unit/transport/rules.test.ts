// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  arrivalAfterStart,
  durationSeconds,
  hasAllEquipment,
  hasProjects,
  hasStart,
  isComplete,
  listStatus,
  markerState,
  missingEquipment,
  newTargets,
  TRANSPORT_STATE,
  transportState,
} from '../../../domain/transport/rules.js';

const times = (acceptanceDate: string | null, arrivalDate: string | null) => ({ acceptanceDate, arrivalDate });

describe('transport rules (spec 001 §4, §5 "Transport", §9)', () => {
  it("needs at least one project ('Zgjidhni projektet per transport!')", () => {
    expect(hasProjects([])).toBe(false);
    expect(hasProjects(['p'])).toBe(true);
  });

  it('needs every required equipment ticked; extra ticks are no excuse for a missing one', () => {
    expect(missingEquipment(['a', 'b', 'c'], ['c', 'a'])).toEqual(['b']);
    expect(missingEquipment(['a', 'b'], ['b', 'a', 'x'])).toEqual([]);
    expect(hasAllEquipment(['a', 'b'], ['a'])).toBe(false);
    expect(hasAllEquipment(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAllEquipment([], [])).toBe(true);
  });

  it('keeps only targets without a transport, each once: a record once under any code, a project without a record once', () => {
    const wanted = [
      { projectId: 'p1', warehouseRecordId: 'r1' },
      { projectId: 'p1', warehouseRecordId: 'r2' },
      { projectId: 'p2', warehouseRecordId: null },
      { projectId: 'p3', warehouseRecordId: null },
      { projectId: 'p1', warehouseRecordId: 'r2' },
    ];
    const existing = [
      { projectId: 'p1', warehouseRecordId: 'r1' },
      { projectId: 'p2', warehouseRecordId: null },
      { projectId: 'p3', warehouseRecordId: 'r9' },
    ];
    expect(newTargets(wanted, existing)).toEqual([
      { projectId: 'p1', warehouseRecordId: 'r2' },
      { projectId: 'p3', warehouseRecordId: null },
    ]);
    expect(newTargets(wanted.slice(0, 1), existing)).toEqual([]);
  });

  it("an edit needs a start ('Duhet te kete date te nisjes!'): a readable acceptanceDate", () => {
    expect(hasStart({ acceptanceDate: null })).toBe(false);
    expect(hasStart({ acceptanceDate: '' })).toBe(false);
    expect(hasStart({ acceptanceDate: 'yesterday' })).toBe(false);
    expect(hasStart({ acceptanceDate: '2026-03-02 08:00:00' })).toBe(true);
    expect(hasStart({ acceptanceDate: '2026-03-02T08:00:00.000Z' })).toBe(true);
  });

  it('an arrival is never before the start; a missing one is no conflict', () => {
    expect(arrivalAfterStart(times('2026-03-02 08:00:00', '2026-03-02 07:59:59'))).toBe(false);
    expect(arrivalAfterStart(times('2026-03-02 08:00:00', '2026-03-02 08:00:00'))).toBe(true);
    expect(arrivalAfterStart(times(null, '2026-03-02 08:00:00'))).toBe(true);
    expect(arrivalAfterStart(times('2026-03-02 08:00:00', null))).toBe(true);
  });

  it('is complete when both timestamps are set', () => {
    expect(isComplete(times('2026-03-02 08:00:00', '2026-03-02 09:00:00'))).toBe(true);
    expect(isComplete(times('2026-03-02 08:00:00', null))).toBe(false);
    expect(isComplete(times(null, '2026-03-02 09:00:00'))).toBe(false);
  });

  it('measures the duration in whole seconds, null until both are set', () => {
    expect(durationSeconds(times('2026-03-02 08:00:00', '2026-03-02 09:30:15'))).toBe(5415);
    expect(durationSeconds(times('2026-03-02 23:59:59', '2026-03-03 00:00:01'))).toBe(2);
    expect(durationSeconds(times('2026-03-02T08:00:00.000Z', '2026-03-02T08:00:42.400Z'))).toBe(42);
    expect(durationSeconds(times('2026-03-02 08:00:00', null))).toBeNull();
    expect(durationSeconds(times(null, null))).toBeNull();
  });

  it('gives the marker state 1 not started, 2 started, 3 both set; the list status is the same (1 on hold)', () => {
    expect(transportState(null)).toBe(TRANSPORT_STATE.notStarted);
    expect(transportState(times(null, null))).toBe(1);
    expect(transportState(times(null, '2026-03-02 09:00:00'))).toBe(1);
    expect(transportState(times('2026-03-02 08:00:00', null))).toBe(2);
    expect(transportState(times('2026-03-02 08:00:00', '2026-03-02 09:00:00'))).toBe(3);
    expect(markerState(times('2026-03-02 08:00:00', null))).toBe(2);
    expect(listStatus(null)).toBe(1);
  });
});
