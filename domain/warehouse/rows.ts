import * as v from 'valibot';
import { stamped } from '../kit/rows.js';

/**
 * The warehouse's rows as the feed sends them (spec 001 §3 "Warehouse
 * record"): a deposit record's columns plus the lists it owns — its product
 * lines and the users who transport and install it (warehouseRecordProducts,
 * warehouseRecordUsers). The lists are sorted (lines by product, users by id)
 * so the server's row and a device's optimistic one compare equal
 * (domain/warehouse/deposit.ts recordChildren). The invoice is a `files` row
 * owned by the record (ownerType 'warehouseRecords', kind 'invoice').
 */
export const depositLineRow = v.object({ productId: v.string(), quantity: v.number() });

export const WAREHOUSE_ROWS = {
  warehouseRecords: v.object({
    ...stamped,
    clientId: v.string(),
    projectId: v.string(),
    label: v.string(),
    comment: v.nullable(v.string()),
    withoutTransport: v.number(),
    withoutInstallation: v.number(),
    products: v.array(depositLineRow),
    transportUserIds: v.array(v.string()),
    installationUserIds: v.array(v.string()),
  }),
  /** Bought-in articles kept in the warehouse (POST warehouse/store): one row per article. */
  warehouseStock: v.object({ ...stamped, articleId: v.string(), quantity: v.number() }),
};

export type WarehouseRecordRow = v.InferOutput<typeof WAREHOUSE_ROWS.warehouseRecords>;
export type WarehouseStockRow = v.InferOutput<typeof WAREHOUSE_ROWS.warehouseStock>;
export type DepositLineRow = v.InferOutput<typeof depositLineRow>;
