import { chainContextOf, materialItem, processItem, type ProductStatuses } from './chain.js';
import type { MaterialStatusRow, ProcessStatusRow, TrackerRow } from './rows.js';
import { statusRefusal, type Actor, type Refusal, type StatusRequest } from './rules.js';
import { STATUS, type StatusType } from './statuses.js';
import { applyStatus, processFromMaterials, productCompleted, type StatusFields } from './transitions.js';

/** Everything of one product a status change reads: its statuses and the open timer segments. */
export interface ProductState extends ProductStatuses {
  processes: readonly ProcessStatusRow[];
  materials: readonly MaterialStatusRow[];
  /** The product's segments still running (end null). */
  openTrackers: readonly TrackerRow[];
}

export type NewTracker = Omit<TrackerRow, 'createdAt' | 'updatedAt'>;

/**
 * What one allowed change writes, worked out once: the server writes it
 * through its Writer, the PWA into its mirror, so the two agree to the field.
 */
export interface StatusPlan {
  table: 'processStatuses' | 'materialStatuses';
  id: string;
  fields: StatusFields;
  /** The running segment it ends, and when. */
  closeTracker: { id: string; end: string } | null;
  openTracker: NewTracker | null;
  /** The material's process, following its materials (transitions.ts processFromMaterials). */
  rollup: { id: string; fields: Pick<StatusFields, 'statusId' | 'finishedAt'> } | null;
  /** Every process of the product is completed now: it moves to the warehouse. */
  productDone: boolean;
  /** The product was completed and a process of it is sent back: it returns to production. */
  productReopened: boolean;
}

export interface ChangeAsked {
  kind: 'process' | 'material';
  /** The status row's id. */
  id: string;
  request: StatusRequest;
  /** When the worker acted (already held within bounds by the caller). */
  at: string;
  /** The id of the segment the change may open. */
  trackerId: string;
}

const STATUS_TYPE_OF: Record<ChangeAsked['kind'], StatusType> = { process: 'responsibilityStatus', material: 'materialStatus' };

/** The change, or why not. `userHasOtherStarted` comes from outside the product (the user's other work). */
export function planStatusChange(actor: Actor, product: ProductState, asked: ChangeAsked, userHasOtherStarted: boolean): StatusPlan | Refusal {
  const row = asked.kind === 'process' ? product.processes.find((p) => p.id === asked.id) : product.materials.find((m) => m.id === asked.id);
  if (!row) throw new Error(`status ${asked.id} is not among the product's statuses`);
  const item = asked.kind === 'process' ? processItem(row, product) : materialItem(row as MaterialStatusRow);
  const refusal = statusRefusal(actor, item, chainContextOf(row, asked.kind, product, userHasOtherStarted), asked.request);
  if (refusal) return refusal;

  const statusType = STATUS_TYPE_OF[asked.kind];
  const open = product.openTrackers.find((t) => t.statusType === statusType && t.statusRefId === row.id) ?? null;
  const request = { ...asked.request, statusId: asked.request.statusId! };
  const { fields, trackers } = applyStatus({ ...item, startedAt: row.startedAt, finishedAt: row.finishedAt, returnedAt: row.returnedAt }, request, actor, open, asked.at);

  const openTracker: NewTracker | null = trackers.open && {
    id: asked.trackerId,
    statusType,
    statusRefId: row.id,
    productId: row.productId,
    responsibilityId: row.responsibilityId,
    userId: fields.userId ?? actor.userId,
    start: asked.at,
    end: null,
    pauseStatusId: trackers.open.pauseStatusId,
  };

  const wasCompleted = productCompleted(product.processes.map((p) => p.statusId));
  let rollup: StatusPlan['rollup'] = null;
  let processIds = product.processes.map((p) => (asked.kind === 'process' && p.id === row.id ? fields.statusId : p.statusId));
  if (asked.kind === 'material') {
    const process = product.processes.find((p) => p.responsibilityId === row.responsibilityId);
    const siblings = product.materials.filter((m) => m.responsibilityId === row.responsibilityId).map((m) => (m.id === row.id ? fields.statusId : m.statusId));
    const next = process ? processFromMaterials(process.statusId, siblings) : null;
    if (process && next !== null) {
      rollup = { id: process.id, fields: { statusId: next, finishedAt: next === STATUS.completed ? asked.at : null } };
      processIds = product.processes.map((p) => (p.id === process.id ? next : p.statusId));
    }
  }
  return {
    table: asked.kind === 'process' ? 'processStatuses' : 'materialStatuses',
    id: row.id,
    fields,
    closeTracker: trackers.close ? { id: trackers.close, end: asked.at } : null,
    openTracker,
    rollup,
    productDone: productCompleted(processIds) && !wasCompleted,
    productReopened: wasCompleted && !productCompleted(processIds),
  };
}

export const isRefusal = (result: StatusPlan | Refusal): result is Refusal => 'message' in result;

/** The product's fields once production has completed it and it leaves for the warehouse; its status (3, "in warehouse") follows (domain/journey/workStatus.ts). */
export const PRODUCT_IN_WAREHOUSE = { doneStatus: 1 } as const;

/** The product's fields once a process of it is sent back (spec 001 §4: archived processes return to production); its status (2) follows. */
export const PRODUCT_BACK_IN_PRODUCTION = { doneStatus: 0, finishedAt: null } as const;

/**
 * When a change made at `asked` counts: never in the server's future, and
 * never before the moment the status last changed (its timer cannot run
 * backwards). A device whose clock is off by minutes still records its order.
 */
export function heldTime(asked: string | undefined, serverNow: string, notBefore: string | null): string {
  let at = asked ?? serverNow;
  if (Date.parse(at) > Date.parse(serverNow)) at = serverNow;
  if (notBefore !== null && Date.parse(at) < Date.parse(notBefore)) at = notBefore;
  return new Date(Date.parse(at)).toISOString();
}
