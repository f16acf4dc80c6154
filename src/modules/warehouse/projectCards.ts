import { defaultLabel, productValid, quantityLeft, type DepositProduct } from '../../../domain/warehouse/deposit.js';
import type { WarehouseProject, WarehouseProjectProduct } from '../../../domain/warehouse/reads.js';
import { newestFirst, productNameOf, recordRead } from './recordReads';
import type { WarehouseSources } from './warehouseSources';

/**
 * A project's products as a deposit sees them (spec 001 §3 "Warehouse
 * project" products), from the mirror as the server makes them
 * (server/routes/warehouse/projectCards.ts): not cancelled, in the order they
 * were made; completed ones valid; what is left once the project's other
 * records are counted, the record being edited left out.
 */
export function projectProducts(src: WarehouseSources, projectId: string, exceptRecordId: string | null): WarehouseProjectProduct[] {
  const held = src.records
    .filter((r) => r.projectId === projectId)
    .flatMap((r) => r.products.map((l) => ({ warehouseRecordId: r.id, productId: l.productId, quantity: l.quantity })));
  return [...src.products.values()]
    .filter((p) => p.projectId === projectId && p.canceled === 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((p) => ({
      id: p.id,
      designation: { name: productNameOf(src, p.id), unit: { name: (p.unitId ? src.units.get(p.unitId)?.name : undefined) ?? '' } },
      type: p.type,
      unit: p.quantity,
      quantityLeft: quantityLeft(p.quantity, held, p.id, exceptRecordId),
      valid: productValid(p),
    }));
}

/** The products a deposit of the project is checked against (domain/warehouse/deposit.ts checkDeposit). */
export const depositProducts = (products: readonly WarehouseProjectProduct[], projectId: string): Map<string, DepositProduct> =>
  new Map(products.map((p) => [p.id, { id: p.id, projectId, valid: p.valid, quantityLeft: p.quantityLeft }]));

/** The deposit page's card of a project: its records (newest first), its products, and the label a new record gets. */
export function projectCard(src: WarehouseSources, projectId: string, showPrices: boolean): WarehouseProject {
  const projectName = src.projects.get(projectId)?.projectName ?? '';
  const records = src.records.filter((r) => r.projectId === projectId);
  return {
    projectId,
    projectName,
    defaultLabel: defaultLabel(projectName, records.length),
    warehouseRecords: [...records].sort(newestFirst).map((r) => recordRead(r, src, showPrices)),
    products: projectProducts(src, projectId, null),
  };
}
