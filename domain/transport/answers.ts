import type { FileLink } from '../files.js';
import type { TransportState } from './rules.js';
import type { TransportRow } from './rows.js';

/**
 * What transport's reads answer (spec 001 §3 "Transport record"). Rows are
 * joined on the server for screens used online; the PWA builds the same
 * from its mirror.
 */

/** A product of a warehouse record, with the quantity deposited for transport. */
export interface TransportProduct {
  productId: string;
  productName: string;
  quantityForTransport: number;
}

/** The warehouse record a transport carries: its label, invoice (a files row) and products. */
export interface TransportWarehouse {
  id: string;
  label: string;
  withoutTransport: number;
  /** The record's invoices, newest first (spec 001 §3 "invoiceWithUrl", as the warehouse's own record answers them). */
  invoiceWithUrl: FileLink[];
  productWarehouseRecord: TransportProduct[];
}

/**
 * A transport record (spec 001 §3): the row, its project, client, warehouse
 * record and place, with orderAcceptanceDate (the start) and
 * orderArrivalDate as the spec names them, the marker state and the
 * duration in seconds once both are set.
 */
export interface TransportRecord extends TransportRow {
  orderAcceptanceDate: string | null;
  orderArrivalDate: string | null;
  project: { id: string; name: string; projectLocation: string | null; measureLocation: string | null };
  client: { id: string; clientName: string };
  warehouse: TransportWarehouse | null;
  state: TransportState;
  durationSeconds: number | null;
}

/** A row of the transport table (GET transport/projects): a warehouse record and its transport, if any. */
export interface TransportProjectRow {
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  warehouseRecordId: string;
  label: string;
  withoutTransport: number;
  /** Its day in the warehouse (the record's creation). */
  depositedAt: string;
  transportUserIds: string[];
  transportId: string | null;
  code: string | null;
  acceptanceDate: string | null;
  arrivalDate: string | null;
  status: TransportState;
}

/** Equipment as the checklist reads it (spec 001 §3 "Transport equipment: label, value"). */
export interface TransportEquipmentOption {
  value: string;
  label: string;
}

/** GET transport/{id}/code: the code of a project's latest transport, null when it has none. */
export interface ProjectCodeAnswer {
  data: { projectId: string; code: string | null };
}
