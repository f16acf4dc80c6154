import type { Transaction } from 'kysely';
import type { EntityName } from '../../domain/entities.js';
import { workStatuses, type WorkFacts, type WorkStatus } from '../../domain/journey/workStatus.js';
import type { Database } from '../db/schema.js';
import { inChunks } from '../db/inChunks.js';
import type { TenantTable, Writer } from './writer.js';

type Tx = Transaction<Database>;
type Written = ReadonlyMap<TenantTable, readonly Record<string, unknown>[]>;

/** The tables whose rows are facts of the work's status (domain/journey/workStatus.ts), and how a written row names its offers. */
const BY_OFFER: readonly TenantTable[] = ['products', 'agreements'];
const BY_PRODUCT: readonly TenantTable[] = ['processStatuses', 'materialStatuses', 'warehouseRecordProducts'];
const BY_PROJECT: readonly TenantTable[] = ['warehouseRecords', 'transports', 'installations'];

const strings = (rows: readonly Record<string, unknown>[] | undefined, column: string): string[] =>
  (rows ?? []).map((r) => r[column]).filter((v): v is string => typeof v === 'string');

/**
 * Brings the agreement and product statuses in line with what this request
 * wrote, in its own transaction: every offer a written fact belongs to is
 * derived again, and a status that moved is written through the Writer, so
 * it is audited and fed like the event that moved it. Runs once a request,
 * after its route's work (runWrite): a route cannot forget it. A route whose
 * answer shows a status settles first; what is settled is forgotten, so the
 * second run has nothing to do.
 */
export async function settleWorkStatuses(w: Writer): Promise<void> {
  const offerIds = await offersOf(w.tx, w.companyId, w.written);
  w.written.clear();
  if (offerIds.length === 0) return;
  const moved = await movedStatuses(w.tx, w.companyId, offerIds);
  for (const [id, productStatusId] of moved.products) await w.update('products', id, { productStatusId });
  for (const [id, agreementStatusId] of moved.agreements) await w.update('agreements', id, { agreementStatusId });
  w.written.clear();
}

/**
 * Every status of a company derived once, written straight to the rows (no
 * audit: no one acted; a correction of derived columns): after a seed, and by
 * migration 0022 over the data of the days before the rule. Answers the rows
 * moved, for the change feed.
 */
export async function deriveCompanyWorkStatuses(tx: Tx, companyId: string): Promise<Map<EntityName, Set<string>>> {
  const offers = await tx.selectFrom('products').select('offerId').distinct().where('companyId', '=', companyId).execute();
  const moved = await movedStatuses(tx, companyId, offers.map((o) => o.offerId));
  const now = new Date().toISOString();
  for (const [id, productStatusId] of moved.products) await tx.updateTable('products').set({ productStatusId, updatedAt: now }).where('id', '=', id).execute();
  for (const [id, agreementStatusId] of moved.agreements) await tx.updateTable('agreements').set({ agreementStatusId, updatedAt: now }).where('id', '=', id).execute();
  return new Map<EntityName, Set<string>>([
    ['products', new Set(moved.products.keys())],
    ['agreements', new Set(moved.agreements.keys())],
  ]);
}

/** The statuses of these offers' products and agreements that the facts move, by id. */
async function movedStatuses(tx: Tx, companyId: string, offerIds: readonly string[]): Promise<{ products: Map<string, WorkStatus>; agreements: Map<string, WorkStatus> }> {
  const { facts, stored } = await loadFacts(tx, companyId, offerIds);
  const derived = workStatuses(facts);
  const moved = (all: Map<string, WorkStatus>, now: Map<string, number>) => new Map([...all].filter(([id, status]) => now.get(id) !== status));
  return { products: moved(derived.products, stored.products), agreements: moved(derived.agreements, stored.agreements) };
}

async function offersOf(tx: Tx, companyId: string, written: Written): Promise<string[]> {
  const offers = new Set(BY_OFFER.flatMap((t) => strings(written.get(t), 'offerId')));
  const productIds = [...new Set(BY_PRODUCT.flatMap((t) => strings(written.get(t), 'productId')))];
  const projectIds = [...new Set(BY_PROJECT.flatMap((t) => strings(written.get(t), 'projectId')))];
  const products = tx.selectFrom('products').select('offerId').where('companyId', '=', companyId);
  const found = [
    ...(await inChunks(productIds, (ids) => products.where('id', 'in', ids).execute())),
    ...(await inChunks(projectIds, (ids) => products.where('projectId', 'in', ids).execute())),
  ];
  for (const p of found) offers.add(p.offerId);
  return [...offers];
}

/** The facts of these offers' work, and the statuses stored now. */
async function loadFacts(tx: Tx, companyId: string, offerIds: readonly string[]): Promise<{ facts: WorkFacts; stored: { products: Map<string, number>; agreements: Map<string, number> } }> {
  const products = await inChunks(offerIds, (ids) =>
    tx
      .selectFrom('products')
      .select(['id', 'offerId', 'quantity', 'canceled', 'forProduction', 'doneStatus', 'productStatusId'])
      .where('companyId', '=', companyId)
      .where('offerId', 'in', ids)
      .execute(),
  );
  const agreements = await inChunks(offerIds, (ids) =>
    tx.selectFrom('agreements').select(['id', 'offerId', 'agreementStatusId']).where('companyId', '=', companyId).where('offerId', 'in', ids).execute(),
  );
  const productIds = products.map((p) => p.id);
  const stepsOf = (table: 'processStatuses' | 'materialStatuses') =>
    inChunks(productIds, (ids) => tx.selectFrom(table).select(['productId', 'statusId', 'startedAt']).where('companyId', '=', companyId).where('productId', 'in', ids).execute());
  const steps = [...(await stepsOf('processStatuses')), ...(await stepsOf('materialStatuses'))];
  const lines = await inChunks(productIds, (ids) =>
    tx.selectFrom('warehouseRecordProducts').select(['warehouseRecordId', 'productId', 'quantity']).where('companyId', '=', companyId).where('productId', 'in', ids).execute(),
  );
  const recordIds = [...new Set(lines.map((l) => l.warehouseRecordId))];
  const records = await inChunks(recordIds, (ids) =>
    tx.selectFrom('warehouseRecords').select(['id', 'projectId', 'withoutTransport', 'withoutInstallation']).where('companyId', '=', companyId).where('id', 'in', ids).execute(),
  );
  const transports = await inChunks(recordIds, (ids) =>
    tx.selectFrom('transports').select(['id', 'warehouseRecordId', 'arrivalDate']).where('companyId', '=', companyId).where('warehouseRecordId', 'in', ids).execute(),
  );
  const installationsBy = (column: 'transportId' | 'projectId', ids: readonly string[]) =>
    inChunks(ids, (chunk) => {
      const q = tx.selectFrom('installations').select(['projectId', 'transportId', 'installationEnd']).where('companyId', '=', companyId).where(column, 'in', chunk);
      return (column === 'projectId' ? q.where('transportId', 'is', null) : q).execute();
    });
  const installations = [
    ...(await installationsBy('transportId', transports.map((t) => t.id))),
    ...(await installationsBy('projectId', [...new Set(records.filter((r) => r.withoutTransport === 1).map((r) => r.projectId))])),
  ];
  return {
    facts: {
      products,
      agreements,
      steps,
      records: records.map((r) => ({ ...r, products: lines.filter((l) => l.warehouseRecordId === r.id) })),
      transports,
      installations,
    },
    stored: { products: new Map(products.map((p) => [p.id, p.productStatusId])), agreements: new Map(agreements.map((a) => [a.id, a.agreementStatusId])) },
  };
}
