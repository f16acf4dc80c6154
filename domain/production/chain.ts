import type { MaterialStatusRow, ProcessStatusRow } from './rows.js';
import type { ChainContext, StatusItem } from './rules.js';
import { STATUS } from './statuses.js';

type ProcessLike = Pick<ProcessStatusRow, 'id' | 'responsibilityId' | 'position' | 'statusId'>;
type MaterialLike = Pick<MaterialStatusRow, 'id' | 'responsibilityId' | 'position' | 'statusId' | 'materialId' | 'temporaryMaterialId'>;
type StatusLike = Pick<ProcessStatusRow, 'statusId' | 'userId' | 'responsibilityId' | 'warning' | 'adminWarning' | 'otherComment'>;

/** One product's statuses: what the rules of one of its boxes look at. */
export interface ProductStatuses {
  processes: readonly ProcessLike[];
  materials: readonly MaterialLike[];
}

export function processItem(row: StatusLike, product: ProductStatuses): StatusItem {
  return {
    kind: 'process',
    ...pickStatus(row),
    hasMaterials: product.materials.some((m) => m.responsibilityId === row.responsibilityId),
    temporary: false,
  };
}

export function materialItem(row: StatusLike & Pick<MaterialLike, 'temporaryMaterialId'>): StatusItem {
  return { kind: 'material', ...pickStatus(row), hasMaterials: false, temporary: row.temporaryMaterialId !== null };
}

function pickStatus(row: StatusLike) {
  return {
    statusId: row.statusId,
    userId: row.userId,
    responsibilityId: row.responsibilityId,
    warning: row.warning,
    adminWarning: row.adminWarning,
    otherComment: row.otherComment,
  };
}

/** The status of the process before `position` in the product's chain, or null for the first. */
function processBefore(product: ProductStatuses, position: number): number | null {
  let best: ProcessLike | null = null;
  for (const p of product.processes) if (p.position < position && (best === null || p.position > best.position)) best = p;
  return best?.statusId ?? null;
}

/**
 * What comes before a box. A process: the process before it in the product's
 * chain. A material: the step before it in the material's own chain (its
 * material status one position earlier), or, for the material's first step,
 * the product's process before the one the step belongs to.
 */
export function previousStatusOf(row: ProcessLike | MaterialLike, kind: 'process' | 'material', product: ProductStatuses): number | null {
  if (kind === 'process') return processBefore(product, row.position);
  const material = row as MaterialLike;
  if (material.materialId !== null) {
    let best: MaterialLike | null = null;
    for (const m of product.materials) {
      if (m.materialId === material.materialId && m.position < material.position && (best === null || m.position > best.position)) best = m;
    }
    if (best) return best.statusId;
  }
  const own = product.processes.find((p) => p.responsibilityId === material.responsibilityId);
  return own ? processBefore(product, own.position) : null;
}

export function chainContextOf(row: ProcessLike | MaterialLike, kind: 'process' | 'material', product: ProductStatuses, userHasOtherStarted: boolean): ChainContext {
  return { previousStatusId: previousStatusOf(row, kind, product), userHasOtherStarted };
}

/** Whether a user holds a status in process (4) other than `exceptId`. */
export const holdsStartedWork = (rows: Iterable<Pick<ProcessStatusRow, 'id' | 'userId' | 'statusId'>>, userId: string, exceptId: string): boolean => {
  for (const r of rows) if (r.userId === userId && r.statusId === STATUS.inProcess && r.id !== exceptId) return true;
  return false;
};
