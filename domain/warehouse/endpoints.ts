import { answering, create, del, get, optionalFiles, post } from '../kit/endpoint.js';
import { depositBody, depositEditBody, quantityBody, storeBody } from './bodies.js';
import type {
  ArchivedRecord,
  InnerStockRow,
  PermissionUsersAnswer,
  RecordListRow,
  StockConditionAnswer,
  WarehouseClientPage,
  WarehouseProject,
  WarehouseProjectProduct,
  WarehouseRecordRead,
} from './reads.js';
import type { WarehouseRecordRow, WarehouseStockRow } from './rows.js';

/**
 * The warehouse's calls (spec 001 §7 "Warehouse"), paths as the spec writes
 * them. Deposit writes answer the stored feed row, so a device that sent one
 * holds what the feed will bring.
 */
export const WAREHOUSE_RECORDS = {
  list: answering<{ data: WarehouseRecordRead[] }>()(get('warehouse-records')),
  one: answering<{ data: WarehouseRecordRead }>()(get('warehouse-records/{id}')),
  /** Multipart with `invoice[]`, or JSON without files; the device sends the record's id. */
  create: answering<{ data: WarehouseRecordRow; message: string }>()(optionalFiles(create('warehouse-records', depositBody))),
  update: answering<{ data: WarehouseRecordRow; message: string }>()(optionalFiles(post('warehouse-records/{id}', depositEditBody))),
  remove: answering<{ data: true; message: string }>()(del('warehouse-records/{id}')),
} as const;

export const WAREHOUSE_READS = {
  /** {id} is the client: the deposit page's cards (/dashboard/warehouse/create/{clientId}). */
  clientPage: answering<{ data: WarehouseClientPage }>()(get('warehouse-records/{id}/clients')),
  /** {id} is the project: one card. */
  project: answering<{ data: WarehouseProject }>()(get('warehouse-records/{id}/project')),
  /** Stock condition (warehouseState): start, end, departmentId, shipmentDestinationId. */
  stock: answering<StockConditionAnswer>()(get('warehouse/show')),
  /** What is left to deposit of a project's products, the edited record left out. */
  quantity: answering<{ data: WarehouseProjectProduct[] }>()(post('warehouse-records/quantity', quantityBody)),
  innerStock: answering<{ data: InnerStockRow[] }>()(get('warehouse-records/inner/stock')),
  /** Clients in the warehouse: records whose transport is not complete yet. */
  clients: answering<{ data: RecordListRow[] }>()(get('warehouse-records-clients')),
  /** All clients: every record. */
  viewAll: answering<{ data: RecordListRow[] }>()(get('warehouse-records-view-all')),
  /** The archive: records whose transport is complete; transportMap=1 adds their transports for the map. */
  archive: answering<{ data: ArchivedRecord[] }>()(get('archive/warehouse')),
} as const;

/** POST warehouse/store {articleId, quantity}: adds an article quantity to the warehouse; answers the article's stock row. The device sends an id: the row's id when the article has none yet (a row it already has is added to). */
export const WAREHOUSE_STORE = answering<{ data: WarehouseStockRow; message: string }>()(create('warehouse/store', storeBody));

/**
 * Spec 001 §6 "a permission-users query by module" (path not shown):
 * GET users/permission-users?module=transport|installation|…
 */
export const PERMISSION_USERS = answering<PermissionUsersAnswer>()(get('users/permission-users'));
