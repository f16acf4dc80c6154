import { heldTime, isRefusal, planStatusChange, PRODUCT_BACK_IN_PRODUCTION, PRODUCT_IN_WAREHOUSE, type StatusPlan } from '../../../domain/production/plan.js';
import type { StatusRequest } from '../../../domain/production/rules.js';
import { newId } from '../../../domain/ids.js';
import type { Auth } from '../../http/access.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';
import { actorOf, holdsOtherStartedWork, loadProductState } from './productState.js';

/** A status change as a call asks for it: which box, what, and the acting fields every change carries. */
export interface StatusCall {
  kind: 'process' | 'material';
  /** The status row, found by the caller from the call's ids. */
  id: string;
  productId: string;
  request: StatusRequest;
  adminMode: boolean;
  at?: string | undefined;
  trackerId?: string | undefined;
}

/**
 * Checks a change against the shop floor's rules (domain/production/rules.ts)
 * and writes what the domain plans for it: the status, its timer, the process
 * its materials carry, and the product's move to the warehouse when its last
 * process completes. Refused: a 422/403 with the rule's message, nothing written.
 */
export async function changeStatus(w: Writer, auth: Auth, call: StatusCall): Promise<StatusPlan> {
  const product = await loadProductState(w.tx, w.companyId, call.productId);
  const row = call.kind === 'process' ? product.processes.find((p) => p.id === call.id) : product.materials.find((m) => m.id === call.id);
  if (!row) throw notFound();
  const actor = await actorOf(w.tx, auth, call.adminMode, row.responsibilityId);
  const open = product.openTrackers.find((t) => t.statusRefId === row.id);
  const at = heldTime(call.at, w.now, latest(open?.start ?? null, row.startedAt));
  const trackerId = call.trackerId === undefined ? newId() : await w.claimId('trackers', call.trackerId);
  const busy = await holdsOtherStartedWork(w.tx, w.companyId, auth.userId, row.id);
  const plan = planStatusChange(actor, product, { kind: call.kind, id: row.id, request: call.request, at, trackerId }, busy);
  if (isRefusal(plan)) throw new HttpError(plan.status, plan.message, { [plan.field]: plan.message });
  await writePlan(w, plan);
  return plan;
}

const latest = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

async function writePlan(w: Writer, plan: StatusPlan): Promise<void> {
  const row = await w.update(plan.table, plan.id, plan.fields);
  if (plan.closeTracker) await w.update('trackers', plan.closeTracker.id, { end: plan.closeTracker.end });
  if (plan.openTracker) await w.insert('trackers', plan.openTracker);
  if (plan.rollup) await w.update('processStatuses', plan.rollup.id, plan.rollup.fields);
  if (plan.productDone) await moveToWarehouse(w, row.productId, plan.fields.finishedAt ?? w.now);
  if (plan.productReopened) await w.update('products', row.productId, PRODUCT_BACK_IN_PRODUCTION);
}

/** The product leaves production for the warehouse (spec 001 §4 "Other transitions"); its status follows (runWrite settles it). */
export async function moveToWarehouse(w: Writer, productId: string, finishedAt: string): Promise<void> {
  await w.update('products', productId, { ...PRODUCT_IN_WAREHOUSE, finishedAt });
}
