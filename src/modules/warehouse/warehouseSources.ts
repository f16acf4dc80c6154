import type { FileLink } from '../../../domain/files.js';
import type { UserOption } from '../../../domain/warehouse/assignees.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';

/**
 * The rows the warehouse's screens are drawn from, read from the device's
 * mirror (readWarehouseSources.ts): deposit records, the transports that
 * carry them, and the products, projects, clients, articles, units, users and
 * invoices they name. Only the columns the screens show.
 */
export interface SourceProduct {
  id: string;
  clientId: string;
  projectId: string | null;
  articleId: string | null;
  unitId: string | null;
  type: string | null;
  quantity: number;
  price: number;
  totalPrice: number;
  doneStatus: number;
  canceled: number;
  createdAt: string;
}

export interface SourceTransport {
  id: string;
  code: string;
  warehouseRecordId: string | null;
  acceptanceDate: string | null;
  arrivalDate: string | null;
}

export interface WarehouseSources {
  records: readonly WarehouseRecordRow[];
  transports: readonly SourceTransport[];
  products: ReadonlyMap<string, SourceProduct>;
  projects: ReadonlyMap<string, { projectName: string; clientId: string }>;
  clients: ReadonlyMap<string, { firstnameAndLastname: string; lastName: string }>;
  articles: ReadonlyMap<string, { name: string }>;
  units: ReadonlyMap<string, { name: string }>;
  users: ReadonlyMap<string, UserOption>;
  /** The invoices (files owned by the record), by record id, oldest first. */
  invoices: ReadonlyMap<string, readonly FileLink[]>;
}

export const emptySources = (): WarehouseSources => ({
  records: [],
  transports: [],
  products: new Map(),
  projects: new Map(),
  clients: new Map(),
  articles: new Map(),
  units: new Map(),
  users: new Map(),
  invoices: new Map(),
});
