import type { FileLink } from '../files.js';
import type { UserOption } from './assignees.js';

/**
 * What the warehouse's reads answer (spec 001 §3 "Warehouse record",
 * "Warehouse project", "Warehouse stock row"). Prices are full privileges'
 * (spec 001 §6 "sees archive, warehouse and installation total prices"):
 * null for everyone else.
 */

/** A deposited line: spec "productWarehouseRecord (productId, productName, quantityForTransport)". */
export interface DepositedProduct {
  productId: string;
  productName: string;
  type: string | null;
  quantityForTransport: number;
  price: number | null;
}

/** Spec 001 §3 "Warehouse record". `warehouseRecordId` repeats `id` as the spec names both. */
export interface WarehouseRecordRead {
  id: string;
  warehouseRecordId: string;
  label: string;
  comment: string | null;
  project: { id: string; name: string; projectName: string };
  client: { id: string; name: string };
  withoutTransport: number;
  withoutInstallation: number;
  transportUser: UserOption[];
  installationUsers: UserOption[];
  productWarehouseRecord: DepositedProduct[];
  /** warehouseRecordTotalPrice: the lines' prices summed (prices.ts totalOf). */
  totalPrice: number | null;
  /** The invoices: every file the record owns. */
  invoiceWithUrl: FileLink[];
  /** The first invoice's link, or null. */
  filePath: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A product of a project card (spec 001 §3 "Warehouse project" products). `unit` is the product's quantity (spec 000 "quantity (unit)"). */
export interface WarehouseProjectProduct {
  id: string;
  designation: { name: string; unit: { name: string } };
  type: string | null;
  unit: number;
  quantityLeft: number;
  /** Completed in production (deposit.ts productValid): only these may be deposited. */
  valid: boolean;
}

/** Spec 001 §3 "Warehouse project": a card of the deposit page. */
export interface WarehouseProject {
  projectId: string;
  projectName: string;
  /** The label a new record of this project gets (deposit.ts defaultLabel). */
  defaultLabel: string;
  warehouseRecords: WarehouseRecordRead[];
  products: WarehouseProjectProduct[];
}

/** GET warehouse-records/{id}/clients: a client's page, one card per project. */
export interface WarehouseClientPage {
  client: { id: string; name: string };
  projects: WarehouseProject[];
}

/**
 * Spec 001 §3 "Warehouse stock row": a completed product still in the
 * warehouse (not yet gone out on a complete transport), for the stock
 * condition table (GET warehouse/show).
 */
export interface StockConditionRow {
  id: string;
  designation: { name: string; unit: { name: string } };
  type: string | null;
  clientID: string;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  shipmentDestinationId: number | null;
  /** The product's quantity ("price times unit"). */
  unit: number;
  /** What of it is still in the warehouse. */
  inStock: number;
  price: number | null;
  discountPrice: number | null;
  finishedProduct: { updatedAt: string | null };
}

export interface StockConditionAnswer {
  data: StockConditionRow[];
  totalPrice: number | null;
}

/** GET warehouse-records/inner/stock: bought-in articles kept in the warehouse. */
export interface InnerStockRow {
  id: string;
  articleId: string;
  article: { name: string; code: string; unit: { name: string } };
  quantity: number;
  updatedAt: string;
}

/** A row of GET warehouse-records-clients / warehouse-records-view-all: one record with its client and project. */
export interface RecordListRow {
  id: string;
  label: string;
  client: { id: string; name: string };
  project: { id: string; name: string };
  withoutTransport: number;
  withoutInstallation: number;
  /** Every transport of the record has both timestamps (transport complete). */
  transported: boolean;
  createdAt: string;
}

/** A transport of an archived record, for its map (transportMap=1): marker state 1 not started, 2 started, 3 both set. */
export interface ArchiveTransport {
  id: string;
  code: string;
  acceptanceDate: string | null;
  arrivalDate: string | null;
  state: 1 | 2 | 3;
  /** 'lat,lng' of the project (measureLocation or projectLocation), or null. */
  location: string | null;
}

export interface ArchivedRecord extends WarehouseRecordRead {
  /** Present with transportMap=1. */
  transports?: ArchiveTransport[];
}

/** The answer of a permission-users query. */
export interface PermissionUsersAnswer {
  data: UserOption[];
}
