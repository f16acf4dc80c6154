import { TEMPORARY_MATERIALS } from '../../../../domain/production/endpoints.js';
import { STATUS } from '../../../../domain/production/statuses.js';
import { temporaryMaterialStatus } from '../../../../domain/production/temporaryMaterialStatus.js';
import { callOf, type Command, type ZanatiDb } from '../../../local';

/** The next place among the product's materials, as the server counts it. */
async function nextPosition(db: ZanatiDb, productId: string): Promise<number> {
  const materials = await db.materialStatuses.where('productId').equals(productId).toArray();
  return materials.reduce((max, m) => Math.max(max, m.position), 0) + 1;
}

/**
 * POST material-status: a temporary material for one process of a product.
 * The material and its status share the id the device made, as on the
 * server; the status starts at to do (spec 001 §4).
 */
export function createTemporaryMaterialCommand(id: string, value: { productId: string; responsibilityId: string; materialName: string }): Command {
  return {
    label: { action: 'create', entity: 'temporaryMaterials', name: value.materialName },
    ...callOf(TEMPORARY_MATERIALS.create, {}, { id, ...value }),
    entity: 'temporaryMaterials',
    entityId: id,
    apply: async (db) => {
      const now = new Date().toISOString();
      const position = await nextPosition(db, value.productId);
      await db.temporaryMaterials.put({ id, ...value, createdAt: now, updatedAt: now });
      await db.materialStatuses.put({ ...temporaryMaterialStatus(id, value, position), createdAt: now, updatedAt: now });
    },
  };
}

/** POST material-status/{id}: a new name, and the material back to to do (spec 001 §4 "A temporary material edit sets responsibilityStatusId to 2"). */
export function renameTemporaryMaterialCommand(id: string, materialName: string): Command {
  return {
    label: { action: 'update', entity: 'temporaryMaterials', name: materialName },
    ...callOf(TEMPORARY_MATERIALS.update, { id }, { materialName, responsibilityStatusId: STATUS.toDo }),
    entity: 'temporaryMaterials',
    entityId: id,
    apply: async (db) => {
      const now = new Date().toISOString();
      await db.temporaryMaterials.update(id, { materialName, updatedAt: now });
      const status = await db.materialStatuses.get(id);
      if (status && status.statusId !== STATUS.toDo) {
        await db.materialStatuses.update(id, { statusId: STATUS.toDo, userId: null, finishedAt: null, updatedAt: now });
        const running = await db.trackers.where('statusRefId').equals(id).filter((t) => t.end === null).toArray();
        for (const t of running) await db.trackers.update(t.id, { end: now, updatedAt: now });
      }
    },
  };
}

/** DELETE material-status/{id}: the material, its status and its timer (admin mode only; the server says so). */
export function deleteTemporaryMaterialCommand(id: string, materialName: string): Command {
  return {
    label: { action: 'delete', entity: 'temporaryMaterials', name: materialName },
    ...callOf(TEMPORARY_MATERIALS.remove, { id }),
    entity: 'temporaryMaterials',
    entityId: id,
    apply: async (db) => {
      const trackers = await db.trackers.where('statusRefId').equals(id).primaryKeys();
      await db.trackers.bulkDelete(trackers);
      await db.materialStatuses.delete(id);
      await db.temporaryMaterials.delete(id);
    },
  };
}
