// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIVITY, activityOf, isAvailable } from '../../../domain/admin/activity.js';

/** Spec 001 §4 "User activity status is derived". */
describe('activityOf', () => {
  it('is passive (3) for a user who holds no status', () => {
    expect(activityOf([])).toBe(ACTIVITY.passive);
    expect(ACTIVITY.passive).toBe(3);
  });

  it('is active (1) when any process or material status is in process (4)', () => {
    expect(activityOf([4])).toBe(ACTIVITY.active);
    expect(activityOf([1, 2, 3, 4, 5])).toBe(ACTIVITY.active);
    expect(ACTIVITY.active).toBe(1);
  });

  it('is not active (2) when statuses exist but none is in process', () => {
    for (const id of [1, 2, 3, 5, 6, 7, 8, 9]) expect(activityOf([id])).toBe(ACTIVITY.notActive);
    expect(activityOf([1, 1, 2, 9])).toBe(ACTIVITY.notActive);
    expect(ACTIVITY.notActive).toBe(2);
  });
});

describe('isAvailable', () => {
  it('is free for work only while no process is started', () => {
    expect(isAvailable([])).toBe(true);
    expect(isAvailable([1, 2, 9])).toBe(true);
    expect(isAvailable([2, 4])).toBe(false);
  });
});
