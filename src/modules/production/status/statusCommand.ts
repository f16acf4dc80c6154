import { PRODUCTION_FLOOR } from '../../../../domain/production/endpoints.js';
import { PRODUCT_BACK_IN_PRODUCTION, PRODUCT_IN_WAREHOUSE, type StatusPlan } from '../../../../domain/production/plan.js';
import type { StatusRequest } from '../../../../domain/production/rules.js';
import { callOf, type Command, type ZanatiDb } from '../../../local';

/** What the status modal saves: one box, the change asked, and the acting fields the plan was made with. */
export interface StatusSave {
  kind: 'process' | 'material';
  productId: string;
  responsibilityId: string;
  /** The material's ids, for a material box. */
  materialId: string | null;
  temporaryMaterialId: string | null;
  request: StatusRequest & { statusId: number };
  adminMode: boolean;
  at: string;
  trackerId: string;
  /** Product and process, for the pending-changes list. */
  name: string;
}

/**
 * The outbox command of a status change: the spec's call with the time the
 * worker acted and the id of the timer segment it opens, and as its
 * optimistic effect the plan the domain made — the very rows the server will
 * write (server/routes/production/statusChange.ts writes the same plan).
 */
export function statusCommand(save: StatusSave, plan: StatusPlan, form?: Command['form']): Command {
  const fields = {
    productId: save.productId,
    responsibilityId: save.responsibilityId,
    responsibilityStatusId: save.request.statusId as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8,
    warning: save.request.warning,
    adminWarning: save.request.adminWarning,
    otherComment: save.request.otherComment,
    adminMode: save.adminMode,
    at: save.at,
    trackerId: save.trackerId,
  };
  const call =
    save.kind === 'process'
      ? callOf(PRODUCTION_FLOOR.saveStatus, {}, fields)
      : callOf(PRODUCTION_FLOOR.saveMaterialStatus, {}, { ...fields, materialId: save.materialId, temporaryMaterialId: save.temporaryMaterialId });
  return {
    label: { action: 'update', entity: plan.table, name: save.name },
    ...call,
    entity: plan.table,
    entityId: plan.id,
    ...(form ? { form } : {}),
    apply: (db) => writePlan(db, plan),
  };
}

/** The plan into the mirror, row by row as the server writes it. */
export async function writePlan(db: ZanatiDb, plan: StatusPlan): Promise<void> {
  const now = new Date().toISOString();
  const table = plan.table === 'processStatuses' ? db.processStatuses : db.materialStatuses;
  await table.update(plan.id, { ...plan.fields, updatedAt: now });
  if (plan.closeTracker) await db.trackers.update(plan.closeTracker.id, { end: plan.closeTracker.end, updatedAt: now });
  if (plan.openTracker) await db.trackers.put({ ...plan.openTracker, createdAt: now, updatedAt: now });
  if (plan.rollup) await db.processStatuses.update(plan.rollup.id, { ...plan.rollup.fields, updatedAt: now });
  if (plan.productDone || plan.productReopened) {
    const productId = plan.openTracker?.productId ?? (await table.get(plan.id))?.productId;
    const fields = plan.productDone ? { ...PRODUCT_IN_WAREHOUSE, finishedAt: plan.fields.finishedAt ?? now } : PRODUCT_BACK_IN_PRODUCTION;
    if (productId) await db.products.update(productId, { ...fields, updatedAt: now });
  }
}
