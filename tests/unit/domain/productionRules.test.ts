// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { PRODUCTION_MSG as M } from '../../../domain/production/messages.js';
import { adminModeOf, statusRefusal, type Actor, type ChainContext, type StatusItem, type StatusRequest } from '../../../domain/production/rules.js';

const ME = 'me';
const OTHER = 'someone-else';
const OWN = 'cutting';

const worker: Actor = { userId: ME, responsibilityIds: new Set([OWN]), adminMode: false };
const admin: Actor = { ...worker, responsibilityIds: new Set(), adminMode: true };

const item = (over: Partial<StatusItem> = {}): StatusItem => ({
  kind: 'process',
  statusId: 2,
  userId: null,
  responsibilityId: OWN,
  warning: null,
  adminWarning: null,
  otherComment: null,
  hasMaterials: false,
  temporary: false,
  ...over,
});
const ctx = (over: Partial<ChainContext> = {}): ChainContext => ({ previousStatusId: 1, userHasOtherStarted: false, ...over });
const ask = (statusId: number | undefined, over: Partial<StatusRequest> = {}): StatusRequest => ({ statusId, warning: null, adminWarning: null, otherComment: null, ...over });

interface Row {
  rule: string;
  actor?: Actor;
  item?: Partial<StatusItem>;
  context?: Partial<ChainContext>;
  request: StatusRequest;
  /** The refusal's message, or null when the change is allowed. */
  refused: string | null;
}

/** Each rule of spec 001 §4–§5 once allowed and once refused, in the words the worker sees. */
const ROWS: Row[] = [
  { rule: 'a status must be chosen', request: ask(undefined), refused: M.chooseStatus },
  { rule: 'a chosen status passes the form', request: ask(4), refused: null },
  { rule: '8 needs a described reason', item: { statusId: 4, userId: ME }, request: ask(8), refused: M.describeReason },
  { rule: '8 with its reason pauses', item: { statusId: 4, userId: ME }, request: ask(8, { otherComment: 'Pritet xhami' }), refused: null },
  { rule: '3 needs a warning or late reason', item: { statusId: 4, userId: ME }, request: ask(3), refused: M.lateReason },
  { rule: '3 with a late reason', item: { statusId: 4, userId: ME }, request: ask(3, { otherComment: 'Mungon materiali' }), refused: null },
  { rule: '3 with a warning', item: { statusId: 4, userId: ME }, request: ask(3, { warning: 'Kanti i demtuar' }), refused: null },
  { rule: "an admin's comment does not count for a worker", item: { statusId: 4, userId: ME }, request: ask(3, { adminWarning: 'x' }), refused: M.lateReason },
  { rule: "for admins the admin comment suffices for 3", actor: admin, item: { statusId: 4, userId: OTHER }, request: ask(3, { adminWarning: 'Vonese' }), refused: null },
  { rule: 'a save that changes nothing', item: { statusId: 4, userId: ME }, request: ask(4), refused: M.cannotEditHere },
  { rule: 'a comment alone is a change', item: { statusId: 4, userId: ME }, request: ask(4, { warning: 'Shenim' }), refused: null },
  { rule: 'only your own responsibility', item: { responsibilityId: 'painting' }, request: ask(4), refused: MSG.noAccess },
  { rule: 'to do (2) is for admins', item: { statusId: 4, userId: ME }, request: ask(2), refused: MSG.noAccess },
  { rule: 'a worker writes no admin comment', item: { statusId: 4, userId: ME }, request: ask(4, { adminWarning: 'Une jam admin' }), refused: MSG.noAccess },
  { rule: 'a completed process cannot change', item: { statusId: 1, userId: ME }, request: ask(3, { warning: 'x' }), refused: M.processCompleted },
  { rule: 'a completed material cannot change', item: { kind: 'material', statusId: 1, userId: ME }, request: ask(4), refused: M.materialCompleted },
  { rule: 'taken by another user', item: { statusId: 5, userId: OTHER }, request: ask(4), refused: M.takenByOther },
  { rule: 'taken by another user, even when the ask matches their status', item: { statusId: 4, userId: OTHER }, request: ask(4), refused: M.takenByOther },
  { rule: 'your own paused process resumes', item: { statusId: 5, userId: ME }, request: ask(4), refused: null },
  { rule: 'a process with materials is worked through them', item: { hasMaterials: true }, request: ask(4), refused: M.workWithMaterials },
  { rule: 'a process with materials may be reported late', item: { hasMaterials: true, statusId: 9 }, request: ask(3, { warning: 'x' }), refused: null },
  { rule: 'to do exits only by starting', request: ask(1), refused: M.startFirst },
  { rule: 'to do → late is refused too', request: ask(3, { warning: 'x' }), refused: M.startFirst },
  { rule: 'completing needs in process', item: { statusId: 5, userId: ME }, request: ask(1), refused: M.mustBeInProcess },
  { rule: 'pausing needs in process', item: { statusId: 3, userId: ME }, request: ask(6), refused: M.mustBeInProcess },
  { rule: 'completing from in process', item: { statusId: 4, userId: ME }, request: ask(1), refused: null },
  { rule: 'the previous process must be completed or in process', context: { previousStatusId: 2 }, request: ask(4), refused: M.previousProcess },
  { rule: 'the previous process in process is enough to start', context: { previousStatusId: 4 }, request: ask(4), refused: null },
  { rule: 'the first process has no previous one', context: { previousStatusId: null }, request: ask(4), refused: null },
  { rule: 'completing needs the previous phase completed', item: { statusId: 4, userId: ME }, context: { previousStatusId: 4 }, request: ask(1), refused: M.previousPhase },
  { rule: 'one started process per user', context: { userHasOtherStarted: true }, request: ask(4), refused: M.finishStarted },
  { rule: 'a material needs its previous process completed', item: { kind: 'material' }, context: { previousStatusId: 4 }, request: ask(4), refused: M.materialPrevious },
  { rule: 'a temporary material does not', item: { kind: 'material', temporary: true }, context: { previousStatusId: 2 }, request: ask(4), refused: null },
  { rule: 'a material with its previous process completed starts', item: { kind: 'material' }, context: { previousStatusId: 1 }, request: ask(4), refused: null },
  { rule: 'admin mode bypasses the sequence', actor: admin, item: { responsibilityId: 'painting', userId: OTHER, statusId: 5 }, context: { previousStatusId: 2, userHasOtherStarted: true }, request: ask(1), refused: null },
  { rule: 'admin mode may set to do', actor: admin, item: { statusId: 4, userId: OTHER }, request: ask(2), refused: null },
  { rule: 'an admin returns a completed item as late with a comment', actor: admin, item: { statusId: 1 }, request: ask(3, { adminWarning: 'Kthehet: kantet' }), refused: null },
  { rule: 'an admin returns a completed item only with a comment', actor: admin, item: { statusId: 1 }, request: ask(2), refused: M.commentRequired },
  { rule: 'an admin returns a completed item only as late or to do', actor: admin, item: { statusId: 1 }, request: ask(4, { adminWarning: 'x' }), refused: M.returnLateOrToDo },
];

describe('status rules (spec 001 §4, §5)', () => {
  it.each(ROWS)('$rule', (row) => {
    const refusal = statusRefusal(row.actor ?? worker, item(row.item), ctx(row.context), row.request);
    expect(refusal?.message ?? null).toBe(row.refused);
  });

  it('refuses what the user may not do at all as 403 and the rest as 422', () => {
    expect(statusRefusal(worker, item({ responsibilityId: 'painting' }), ctx(), ask(4))?.status).toBe(403);
    expect(statusRefusal(worker, item(), ctx({ userHasOtherStarted: true }), ask(4))?.status).toBe(422);
  });
});

describe('admin mode', () => {
  const dept = 'kitchens';
  it.each([
    { who: 'fullPrivileges, switch on', user: { fullPrivileges: true, adminDepartmentIds: new Set<string>() }, on: true, department: dept, admin: true },
    { who: 'fullPrivileges, switch off', user: { fullPrivileges: true, adminDepartmentIds: new Set<string>() }, on: false, department: dept, admin: false },
    { who: 'department admin on their department', user: { fullPrivileges: false, adminDepartmentIds: new Set([dept]) }, on: false, department: dept, admin: true },
    { who: 'department admin elsewhere', user: { fullPrivileges: false, adminDepartmentIds: new Set([dept]) }, on: true, department: 'doors', admin: false },
    { who: 'worker with the switch sent', user: { fullPrivileges: false, adminDepartmentIds: new Set<string>() }, on: true, department: dept, admin: false },
  ])('$who → $admin', ({ user, on, department, admin: expected }) => {
    expect(adminModeOf(user, on, department)).toBe(expected);
  });
});
