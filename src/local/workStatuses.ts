import { workStatuses, type WorkFacts } from '../../domain/journey/workStatus.js';
import type { ZanatiDb } from './db.js';
import { parseRowKey } from './rowKeys.js';
import type { WrittenRows } from './touchTracker.js';

/** The mirrored tables whose rows are facts of the work's status, by how a row names the work it belongs to. */
const BY_OFFER = new Set(['products', 'agreements']);
const BY_PRODUCT = new Set(['processStatuses', 'materialStatuses']);
const BY_PROJECT = new Set(['warehouseRecords', 'transports', 'installations']);

const text = (row: Record<string, unknown>, column: string): string[] => (typeof row[column] === 'string' ? [row[column]] : []);

/**
 * The device's half of the work statuses (domain/journey/workStatus.ts; the
 * server's is server/write/workStatuses.ts): after a command's optimistic
 * write, in its transaction, the products and agreements of every offer a
 * written row belongs to are derived again from the rows this device holds,
 * so a kiosk's or a driver's change shows the moved status before it syncs.
 * The rows it moves are the entry's too: the pull leaves them until it lands,
 * then the server's own derivation replaces them.
 */
export function settleWorkStatuses(db: ZanatiDb, written: WrittenRows): Promise<void> | null {
  const facts = [...written.keys].flatMap((key) => {
    const parsed = parseRowKey(key);
    return parsed && (BY_OFFER.has(parsed.entity) || BY_PRODUCT.has(parsed.entity) || BY_PROJECT.has(parsed.entity)) ? [{ key, ...parsed }] : [];
  });
  // Nothing of any work written: no promise at all. Inside the outbox's transaction an await that reads
  // nothing lets Dexie's transaction zone lapse, and the transaction commits before the entry is added.
  return facts.length === 0 ? null : derive(db, written, facts);
}

async function derive(db: ZanatiDb, written: WrittenRows, factRows: readonly { key: string; entity: string; id: string }[]): Promise<void> {
  const offers = new Set<string>();
  const productIds = new Set<string>();
  const projectIds = new Set<string>();
  for (const { key, entity, id } of factRows) {
    const row = written.removed.get(key) ?? ((await db.table(entity).get(id)) as Record<string, unknown> | undefined);
    if (!row) continue;
    if (BY_OFFER.has(entity)) text(row, 'offerId').forEach((id) => offers.add(id));
    if (BY_PRODUCT.has(entity)) text(row, 'productId').forEach((id) => productIds.add(id));
    if (BY_PROJECT.has(entity)) text(row, 'projectId').forEach((id) => projectIds.add(id));
  }
  if (productIds.size > 0) (await db.products.bulkGet([...productIds])).forEach((p) => p && offers.add(p.offerId));
  if (projectIds.size > 0) (await db.products.where('projectId').anyOf([...projectIds]).toArray()).forEach((p) => offers.add(p.offerId));
  if (offers.size === 0) return;

  const products = await db.products.where('offerId').anyOf([...offers]).toArray();
  const agreements = await db.agreements.where('offerId').anyOf([...offers]).toArray();
  const ids = products.map((p) => p.id);
  const steps = [...(await db.processStatuses.where('productId').anyOf(ids).toArray()), ...(await db.materialStatuses.where('productId').anyOf(ids).toArray())];
  const projects = [...new Set(products.map((p) => p.projectId).filter((id): id is string => id !== null))];
  const made = new Set(ids);
  const records = (await db.warehouseRecords.where('projectId').anyOf(projects).toArray())
    .map((r) => ({ ...r, products: r.products.filter((l) => made.has(l.productId)) }))
    .filter((r) => r.products.length > 0);
  const transports = await db.transports.where('warehouseRecordId').anyOf(records.map((r) => r.id)).toArray();
  const installations = (await db.installations.where('projectId').anyOf(projects).toArray()).filter((i) =>
    i.transportId === null ? records.some((r) => r.withoutTransport === 1 && r.projectId === i.projectId) : transports.some((t) => t.id === i.transportId),
  );
  const facts: WorkFacts = { products, agreements, steps, records, transports, installations };

  const derived = workStatuses(facts);
  const now = new Date().toISOString();
  for (const p of products) {
    const status = derived.products.get(p.id);
    if (status !== undefined && status !== p.productStatusId) await db.products.update(p.id, { productStatusId: status, updatedAt: now });
  }
  for (const a of agreements) {
    const status = derived.agreements.get(a.id);
    if (status !== undefined && status !== a.agreementStatusId) await db.agreements.update(a.id, { agreementStatusId: status, updatedAt: now });
  }
}
