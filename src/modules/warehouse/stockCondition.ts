import { round2 } from '../../../domain/format.js';
import type { PlanningProductRow } from '../../../domain/production/archives.js';
import { totalOf } from '../../../domain/production/prices.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { hasLeft, transportsByRecord } from './recordReads';
import type { SourceTransport } from './warehouseSources';

/** A row of the stock condition (spec 001 §3 "Warehouse stock row"): a completed product and what of it is still in the warehouse. */
export interface StockRow extends PlanningProductRow {
  /** The product's quantity less what left on complete transports. */
  inStock: number;
}

/**
 * The stock condition (warehouseState; GET warehouse/show): the products of
 * the product archive (finished, of the department, destination and dates
 * asked) less what left on complete transports; those with nothing left are
 * gone. Their prices (full privileges) sum to the total.
 */
export function stockCondition(finished: readonly PlanningProductRow[], records: readonly WarehouseRecordRow[], transports: readonly SourceTransport[]): { rows: StockRow[]; totalPrice: number } {
  const carried = transportsByRecord(transports);
  const shipped = new Map<string, number>();
  for (const r of records) {
    if (!hasLeft(carried.get(r.id))) continue;
    for (const l of r.products) shipped.set(l.productId, (shipped.get(l.productId) ?? 0) + l.quantity);
  }
  const rows = finished.map((p) => ({ ...p, inStock: round2(p.quantity - (shipped.get(p.id) ?? 0)) })).filter((p) => p.inStock > 0);
  return { rows, totalPrice: totalOf(rows.map((r) => ({ price: r.totalPrice }))) };
}
