// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assignableUsers,
  assignmentGroups,
  assignmentRefusal,
  MAX_SLIDES,
  mayAssign,
  withAssignment,
  type AssignmentUserSource,
} from '../../../domain/production/assignment.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { pagedFirst, SLIDE_BREAKPOINTS, slideWindow } from '../../../src/modules/production/assignment/slider';

const user = (id: string, changes: Partial<AssignmentUserSource> = {}): AssignmentUserSource => ({
  id,
  firstname: id,
  lastname: 'Gashi',
  deletedAt: null,
  permissions: [7],
  responsibilities: [],
  ...changes,
});

describe('who assigns and who is assigned (spec 001 §6)', () => {
  it('lets full privileges and super admins assign; production, observers and department chiefs do not', () => {
    expect(mayAssign({ fullPrivileges: true })).toBe(true);
    expect(mayAssign({ superAdmin: true })).toBe(true);
    expect(mayAssign({ production: true })).toBe(false);
    expect(mayAssign({ observer: true, production: true })).toBe(false);
  });

  it("refuses giving a process to a user without permission 7: 'Ky perdorues nuk ka leje per prodhim!'", () => {
    expect(assignmentRefusal({ permissions: [4, 6] }, 1)).toBe(PRODUCTION_MSG.notProductionUser);
    expect(assignmentRefusal({ permissions: [1] }, 1)).toBe(PRODUCTION_MSG.notProductionUser);
    expect(assignmentRefusal({ permissions: [7] }, 1)).toBeUndefined();
  });

  it('always lets a process be taken away, also from a user who lost permission 7', () => {
    expect(assignmentRefusal({ permissions: [] }, 0)).toBeUndefined();
  });
});

describe('a tick on a user’s process list', () => {
  it('adds at the end, removes, and leaves a list that already says so as it is', () => {
    expect(withAssignment(['a', 'b'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(withAssignment(['a', 'b'], 'a', 1)).toEqual(['a', 'b']);
    expect(withAssignment(['a', 'b'], 'a', 0)).toEqual(['b']);
    expect(withAssignment(['a'], 'z', 0)).toEqual(['a']);
  });
});

describe('the users of the slides (spec 001 §3 "User for responsibilities")', () => {
  it('lists only holders of permission 7 who are not deleted, by name', () => {
    const users = [user('Vjosa'), user('Arta'), user('Drita', { permissions: [4] }), user('Besa', { deletedAt: '2026-01-01T00:00:00Z' })];
    expect(assignableUsers(users, []).map((u) => u.id)).toEqual(['Arta', 'Vjosa']);
  });

  it('greys a user with a process or material in process (4); paused, late or to-do work leaves them free', () => {
    const held = [
      { userId: 'Arta', statusId: 4 },
      { userId: 'Vjosa', statusId: 5 },
      { userId: 'Vjosa', statusId: 2 },
      { userId: null, statusId: 4 },
    ];
    const byId = new Map(assignableUsers([user('Arta'), user('Vjosa'), user('Zana')], held).map((u) => [u.id, u.available]));
    expect(Object.fromEntries(byId)).toEqual({ Arta: false, Vjosa: true, Zana: true });
  });
});

describe('the slides: one per process', () => {
  const departments = new Map([
    ['d1', 'Zdrukthtaria'],
    ['d2', 'Bojatisja'],
  ]);
  const processes = [
    { id: 'p1', name: 'Prerja', departmentId: 'd1' },
    { id: 'p2', name: 'Kantimi', departmentId: 'd1' },
    { id: 'p3', name: 'Llakimi', departmentId: 'd2' },
    { id: 'p4', name: 'Paketimi', departmentId: null },
  ];
  const users = assignableUsers([user('Arta', { responsibilities: ['p1', 'p3'] }), user('Vjosa')], [{ userId: 'Vjosa', statusId: 4 }]);

  it('orders them by department, then process, processes without a department last; each lists every user with their tick', () => {
    const groups = assignmentGroups(processes, departments, users);
    expect(groups.map((g) => [g.departmentName, g.name])).toEqual([
      ['Bojatisja', 'Llakimi'],
      ['Zdrukthtaria', 'Kantimi'],
      ['Zdrukthtaria', 'Prerja'],
      [null, 'Paketimi'],
    ]);
    expect(groups.find((g) => g.id === 'p1')!.users).toEqual([
      { id: 'Arta', name: 'Arta Gashi', available: true, assigned: true },
      { id: 'Vjosa', name: 'Vjosa Gashi', available: false, assigned: false },
    ]);
  });

  it('narrows to one department', () => {
    expect(assignmentGroups(processes, departments, users, 'd1').map((g) => g.id)).toEqual(['p2', 'p1']);
  });
});

describe('the slider: at most 4 slides at a time (spec 001 §9)', () => {
  it('shows four on a desktop, two on a tablet, one on a phone', () => {
    expect(MAX_SLIDES).toBe(4);
    expect(SLIDE_BREAKPOINTS.map((b) => b.perView)).toEqual([4, 2]);
  });

  it('pages whole windows and goes round at both ends', () => {
    const first = slideWindow(0, 10, 4);
    expect(first).toEqual({ start: 0, end: 4, page: 0, pages: 3 });
    const last = slideWindow(pagedFirst(slideWindow(pagedFirst(first, 1, 4), 10, 4), 1, 4), 10, 4);
    expect(last).toEqual({ start: 8, end: 10, page: 2, pages: 3 });
    expect(pagedFirst(last, 1, 4)).toBe(0);
    expect(pagedFirst(first, -1, 4)).toBe(8);
  });

  it('keeps the first slide seen in view when fewer fit, and falls back to the last window when slides go', () => {
    expect(slideWindow(4, 10, 1)).toMatchObject({ start: 4, end: 5, page: 4, pages: 10 });
    expect(slideWindow(5, 10, 4)).toMatchObject({ start: 4, end: 8 });
    expect(slideWindow(8, 3, 4)).toEqual({ start: 0, end: 3, page: 0, pages: 1 });
    expect(slideWindow(0, 0, 4)).toEqual({ start: 0, end: 0, page: 0, pages: 1 });
  });
});
