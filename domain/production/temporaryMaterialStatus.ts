import { STATUS } from './statuses.js';

/**
 * The material status a new temporary material starts with (to do, nobody's),
 * under the id it shares with the material: written by the server and by the
 * device's optimistic copy alike.
 */
export function temporaryMaterialStatus(id: string, target: { productId: string; responsibilityId: string }, position: number) {
  return {
    id,
    productId: target.productId,
    materialId: null,
    temporaryMaterialId: id,
    responsibilityId: target.responsibilityId,
    position,
    userId: null,
    statusId: STATUS.toDo,
    warning: null,
    adminWarning: null,
    otherComment: null,
    startedAt: null,
    finishedAt: null,
    returnedAt: null,
  };
}
