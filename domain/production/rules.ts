import { MSG } from '../messages.js';
import { PRODUCTION_MSG as M } from './messages.js';
import { isPauseReason, STATUS } from './statuses.js';

/**
 * The status rules of the shop floor (spec 001 §4 "Rules for non-admins",
 * §5 "Status change"), once: the server refuses with them on every call and
 * the PWA refuses early with them and applies the same change offline.
 */

/** Who asks, as the rules see them. */
export interface Actor {
  userId: string;
  /** The processes the user is responsible for (user_responsibilities). */
  responsibilityIds: ReadonlySet<string>;
  /**
   * Admin mode: a fullPrivileges user with the board's Admin switch on, or a
   * department admin on a process of their department (adminModeOf).
   */
  adminMode: boolean;
}

/** A process status or a material status as it stands. */
export interface StatusItem {
  kind: 'process' | 'material';
  statusId: number;
  userId: string | null;
  responsibilityId: string;
  warning: string | null;
  adminWarning: string | null;
  otherComment: string | null;
  /** A process with material statuses is worked through them. */
  hasMaterials: boolean;
  /** A temporary material needs no previous process (spec 001 §4). */
  temporary: boolean;
}

/** What around the item the rules look at. */
export interface ChainContext {
  /** The status of the product's process before this one (for a material: before its process); null for the first. */
  previousStatusId: number | null;
  /** The user has another process or material in process (4). */
  userHasOtherStarted: boolean;
}

/** What a save asks for; undefined statusId: nothing chosen. Texts are trimmed, blank is null. */
export interface StatusRequest {
  statusId: number | undefined;
  warning: string | null;
  adminWarning: string | null;
  otherComment: string | null;
}

export interface Refusal {
  message: string;
  /** The form field the message belongs to. */
  field: 'responsibilityStatusId' | 'warning' | 'adminWarning' | 'otherComment';
  /** 403: the user may not do this at all; 422: not now, or not like this. */
  status: 403 | 422;
}

const refusal = (message: string, field: Refusal['field'] = 'responsibilityStatusId', status: Refusal['status'] = 422): Refusal => ({ message, field, status });

/** A department admin is in admin mode on their department's processes; a fullPrivileges user when the switch is on. */
export function adminModeOf(user: { fullPrivileges: boolean; adminDepartmentIds: ReadonlySet<string> }, switchOn: boolean, departmentId: string | null): boolean {
  if (user.fullPrivileges) return switchOn;
  return departmentId !== null && user.adminDepartmentIds.has(departmentId);
}

/**
 * The form's own checks (§5 "Status change"), before any rule of the
 * sequence. A completed item sent back as late needs the admin comment
 * instead of a late reason ('Komenti eshte obligativ!', checked with the return).
 */
export function formRefusal(request: StatusRequest, adminMode: boolean, returning = false): Refusal | null {
  const { statusId } = request;
  if (statusId === undefined) return refusal(M.chooseStatus);
  if (statusId === STATUS.otherReason && !request.otherComment) return refusal(M.describeReason, 'otherComment');
  if (statusId === STATUS.late && !returning && !request.warning && !request.otherComment && !(adminMode && request.adminWarning)) {
    return refusal(M.lateReason, 'otherComment');
  }
  return null;
}

/** Whether the save changes anything at all ('Nuke mund te editoni ketu!' when not). */
export function changesSomething(item: StatusItem, request: StatusRequest): boolean {
  return (
    request.statusId !== item.statusId ||
    (request.warning ?? null) !== item.warning ||
    (request.otherComment ?? null) !== item.otherComment ||
    (request.adminWarning !== null && request.adminWarning !== item.adminWarning)
  );
}

/**
 * Why this user may not make this change now, or null. Checked in this order,
 * so the message says the first thing the worker has to do differently.
 */
export function statusRefusal(actor: Actor, item: StatusItem, context: ChainContext, request: StatusRequest): Refusal | null {
  const form = formRefusal(request, actor.adminMode, item.statusId === STATUS.completed);
  if (form) return form;
  const target = request.statusId!;
  if (request.adminWarning !== null && request.adminWarning !== item.adminWarning && !actor.adminMode) {
    return refusal(MSG.noAccess, 'adminWarning', 403);
  }
  // Whose box it is comes before whether anything changed: a start replayed after someone else took
  // the process says so, not "nothing to edit".
  if (!actor.adminMode) {
    const whose = ownershipRefusal(actor, item, target);
    if (whose) return whose;
  }
  if (!changesSomething(item, request)) return refusal(M.cannotEditHere);
  if (item.statusId === STATUS.completed) {
    if (target !== STATUS.late && target !== STATUS.toDo) return refusal(M.returnLateOrToDo);
    if (!request.adminWarning) return refusal(M.commentRequired, 'adminWarning');
    return null;
  }
  if (actor.adminMode) return null;
  return sequenceRefusal(item, context, target);
}

/** A worker's own boxes only, not completed ones, not one someone else holds. */
function ownershipRefusal(actor: Actor, item: StatusItem, target: number): Refusal | null {
  if (target === STATUS.toDo && item.statusId !== STATUS.toDo) return refusal(MSG.noAccess, 'responsibilityStatusId', 403);
  if (!actor.responsibilityIds.has(item.responsibilityId)) return refusal(MSG.noAccess, 'responsibilityStatusId', 403);
  if (item.statusId === STATUS.completed) return refusal(item.kind === 'material' ? M.materialCompleted : M.processCompleted);
  if (item.userId !== null && item.userId !== actor.userId) return refusal(M.takenByOther);
  return null;
}

/** The sequence rules admin mode bypasses. */
function sequenceRefusal(item: StatusItem, context: ChainContext, target: number): Refusal | null {
  if (item.kind === 'process' && item.hasMaterials && target !== STATUS.late && target !== item.statusId) return refusal(M.workWithMaterials);
  if (item.statusId === STATUS.toDo && target !== STATUS.inProcess && target !== STATUS.toDo) return refusal(M.startFirst);
  if ((target === STATUS.completed || isPauseReason(target)) && item.statusId !== STATUS.inProcess && target !== item.statusId) {
    return refusal(M.mustBeInProcess);
  }
  const previous = context.previousStatusId;
  if (target === STATUS.inProcess && item.statusId !== STATUS.inProcess) {
    if (item.kind === 'material') {
      if (!item.temporary && previous !== null && previous !== STATUS.completed) return refusal(M.materialPrevious);
    } else if (previous !== null && previous !== STATUS.completed && previous !== STATUS.inProcess) {
      return refusal(M.previousProcess);
    }
    if (context.userHasOtherStarted) return refusal(M.finishStarted);
  }
  if (target === STATUS.completed && item.kind === 'process' && previous !== null && previous !== STATUS.completed) return refusal(M.previousPhase);
  return null;
}
