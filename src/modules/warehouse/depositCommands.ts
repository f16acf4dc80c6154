import { round2 } from '../../../domain/format.js';
import { parseWith } from '../../../domain/validation.js';
import { depositBody, depositEditBody, storeBody, type DepositInput } from '../../../domain/warehouse/bodies.js';
import { depositLines, editedRecordRow, newRecordRow } from '../../../domain/warehouse/deposit.js';
import { WAREHOUSE_RECORDS, WAREHOUSE_STORE } from '../../../domain/warehouse/endpoints.js';
import type { WarehouseRecordRow, WarehouseStockRow } from '../../../domain/warehouse/rows.js';
import { callOf, type Command, type CommandFile } from '../../local';

/** The invoice as the form sends it (spec 001 §7 `invoice[]`): a blob queued with the entry, sent as multipart (SYNC.md O10). */
const invoiceFiles = (invoice: File | null): { files?: CommandFile[] } => (invoice ? { files: [{ field: 'invoice[]', blob: invoice, name: invoice.name }] } : {});

/** Where the deposit's form lives: a refused entry reopens there. */
export type DepositFormLink = { to: string; data: Record<string, unknown> };

/**
 * POST warehouse-records: the new record as the server will store it
 * (domain/warehouse/deposit.ts newRecordRow) appears at once; the invoice
 * goes up with the call. The form checked the input (depositDraft.ts
 * checkDraft), so a refusal here is a bug of the caller.
 */
export function createDepositCommand(id: string, input: DepositInput, context: { projectName: string; existingRecords: number }, invoice: File | null, form?: DepositFormLink): Command {
  const parsed = parseWith(depositBody, input);
  if (!parsed.ok) throw new Error(`deposit refused: ${parsed.message}`);
  const now = new Date().toISOString();
  const row: WarehouseRecordRow = { id, ...newRecordRow(parsed.value, depositLines(parsed.value.productIds, parsed.value.quantity), context), createdAt: now, updatedAt: now };
  return {
    label: { action: 'create', entity: 'warehouseRecords', name: row.label },
    ...callOf(WAREHOUSE_RECORDS.create, {}, { ...input, id }),
    ...invoiceFiles(invoice),
    entity: 'warehouseRecords',
    entityId: id,
    ...(form ? { form } : {}),
    apply: async (db) => {
      await db.warehouseRecords.put(row);
    },
  };
}

/** POST warehouse-records/{id}: the record as edited (editedRecordRow: a blank label keeps its own, no line keeps its lines). */
export function updateDepositCommand(record: WarehouseRecordRow, input: DepositInput, invoice: File | null, form?: DepositFormLink): Command {
  const parsed = parseWith(depositEditBody, input);
  if (!parsed.ok) throw new Error(`deposit edit refused: ${parsed.message}`);
  const row: WarehouseRecordRow = { ...editedRecordRow(record, parsed.value, depositLines(parsed.value.productIds, parsed.value.quantity)), updatedAt: new Date().toISOString() };
  return {
    label: { action: 'update', entity: 'warehouseRecords', name: row.label },
    ...callOf(WAREHOUSE_RECORDS.update, { id: record.id }, input),
    ...invoiceFiles(invoice),
    entity: 'warehouseRecords',
    entityId: record.id,
    ...(form ? { form } : {}),
    apply: async (db) => {
      await db.warehouseRecords.put(row);
    },
  };
}

/** DELETE warehouse-records/{id}: the record, its lines, users and invoices. */
export function deleteDepositCommand(record: Pick<WarehouseRecordRow, 'id' | 'label'>): Command {
  return {
    label: { action: 'delete', entity: 'warehouseRecords', name: record.label },
    ...callOf(WAREHOUSE_RECORDS.remove, { id: record.id }),
    entity: 'warehouseRecords',
    entityId: record.id,
    apply: async (db) => {
      await db.warehouseRecords.delete(record.id);
      await db.files.where('ownerId').equals(record.id).delete();
    },
  };
}

/**
 * POST warehouse/store {articleId, quantity}: adds to the article's stock
 * row, or makes it with the id sent (warehouse/store is a create: a new
 * article's row takes the device's id; a held one is added to).
 */
export function storeCommand(articleId: string, quantity: number | string, held: WarehouseStockRow | undefined, newRowId: string, articleName: string): Command {
  const parsed = parseWith(storeBody, { articleId, quantity });
  if (!parsed.ok) throw new Error(`store refused: ${parsed.message}`);
  const id = held?.id ?? newRowId;
  const now = new Date().toISOString();
  return {
    label: { action: held ? 'update' : 'create', entity: 'warehouseStock', name: articleName },
    ...callOf(WAREHOUSE_STORE, {}, { articleId, quantity: parsed.value.quantity, id }),
    entity: 'warehouseStock',
    entityId: id,
    apply: async (db) => {
      // Read inside the transaction: two additions queued back to back both count.
      const current = await db.warehouseStock.get(id);
      await db.warehouseStock.put(current ? { ...current, quantity: round2(current.quantity + parsed.value.quantity), updatedAt: now } : { id, articleId, quantity: parsed.value.quantity, createdAt: now, updatedAt: now });
    },
  };
}
