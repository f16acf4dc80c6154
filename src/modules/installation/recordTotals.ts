import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { totalOf } from '../../../domain/production/prices.js';
import { depositLinePrice, type PricedLine } from '../../../domain/warehouse/deposit.js';
import type { DepositLineRow } from '../../../domain/warehouse/rows.js';
import { useLocalDb } from '../../local';
import type { HeldRecord } from '../../app/deliveries/heldDeliveries';

/**
 * warehouseRecordTotalPrice (spec 001 §9 "The installation total is shown
 * with 2 decimals and a euro sign"): the record's lines priced as the
 * warehouse prices them (depositLinePrice), summed to the cent. A line whose
 * product the device does not hold adds nothing.
 */
export function recordTotal(lines: readonly DepositLineRow[], prices: ReadonlyMap<string, PricedLine>): number {
  return totalOf(lines.map((l) => {
    const product = prices.get(l.productId);
    return { price: product ? depositLinePrice(product, l.quantity) : null };
  }));
}

const num = (row: Record<string, unknown>, key: string): number => (typeof row[key] === 'number' ? row[key] : 0);

/**
 * The totals of the records, by record id, for full privileges only (spec
 * 001 §6): `enabled` false reads nothing and answers an empty map. The
 * products are read by id (bulkGet) and followed, so a price edited in the
 * office shows here.
 */
export function useRecordTotals(records: readonly HeldRecord[], enabled: boolean): ReadonlyMap<string, number> {
  const db = useLocalDb();
  const productKey = useMemo(() => (enabled ? [...new Set(records.flatMap((r) => r.products.map((l) => l.productId)))].sort().join(',') : ''), [records, enabled]);
  const prices = useLiveQuery(async () => {
    if (productKey === '') return new Map<string, PricedLine>();
    const ids = productKey.split(',');
    const rows = await db.products.bulkGet(ids);
    const out = new Map<string, PricedLine>();
    rows.forEach((p, i) => {
      if (p) out.set(ids[i]!, { price: num(p, 'price'), totalPrice: num(p, 'totalPrice'), quantity: num(p, 'quantity') });
    });
    return out;
  }, [db, productKey]);
  return useMemo(() => new Map(prices ? records.map((r) => [r.id, recordTotal(r.products, prices)]) : []), [records, prices]);
}
