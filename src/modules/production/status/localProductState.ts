import type { ProductState } from '../../../../domain/production/plan.js';
import { STATUS } from '../../../../domain/production/statuses.js';
import type { ZanatiDb } from '../../../local';

/** A product's statuses and running segments from the device's mirror: what the domain's rules read, offline as online. */
export async function localProductState(db: ZanatiDb, productId: string): Promise<ProductState> {
  const [processes, materials, trackers] = await Promise.all([
    db.processStatuses.where('productId').equals(productId).toArray(),
    db.materialStatuses.where('productId').equals(productId).toArray(),
    db.trackers.where('productId').equals(productId).toArray(),
  ]);
  return { processes, materials, openTrackers: trackers.filter((t) => t.end === null) };
}

/** Whether the user holds a process or material in process other than `exceptId` (as the server asks it). */
export async function holdsOtherStartedWork(db: ZanatiDb, userId: string, exceptId: string): Promise<boolean> {
  const started = (rows: { id: string; statusId: number }[]) => rows.some((r) => r.statusId === STATUS.inProcess && r.id !== exceptId);
  const [processes, materials] = await Promise.all([db.processStatuses.where('userId').equals(userId).toArray(), db.materialStatuses.where('userId').equals(userId).toArray()]);
  return started(processes) || started(materials);
}
