import { fileUrl, type FileLink } from '../files.js';
import { totalOf } from '../production/prices.js';
import type { UserOption } from './assignees.js';
import { depositLinePrice, type PricedLine } from './deposit.js';
import type { DepositedProduct, WarehouseRecordRead } from './reads.js';

/** A record's own columns, as its table and its feed row both hold them. */
export interface RecordColumns {
  id: string;
  projectId: string;
  clientId: string;
  label: string;
  comment: string | null;
  withoutTransport: number;
  withoutInstallation: number;
  createdAt: string;
  updatedAt: string;
}

/** A deposited line with what its product says of it; `product` is null when the reader does not hold the product. */
export interface RecordLine {
  productId: string;
  quantity: number;
  productName: string;
  type: string | null;
  product: PricedLine | null;
}

/** What a record is shown with besides its columns: names, lines, users and invoices. */
export interface RecordParts {
  projectName: string;
  clientName: string;
  lines: readonly RecordLine[];
  transportUsers: readonly UserOption[];
  installationUsers: readonly UserOption[];
  invoices: readonly { id: string; fileName: string }[];
}

/**
 * A record as the warehouse's reads show it (spec 001 §3 "Warehouse record"),
 * made the same way by the server's reads and the device's screens: lines by
 * product, prices for full privileges only (depositLinePrice, totalOf), the
 * first invoice's link as `filePath`.
 */
export function recordRead(r: RecordColumns, parts: RecordParts, showPrices: boolean): WarehouseRecordRead {
  const products: DepositedProduct[] = parts.lines
    .map((l) => ({
      productId: l.productId,
      productName: l.productName,
      type: l.type,
      quantityForTransport: l.quantity,
      price: showPrices && l.product ? depositLinePrice(l.product, l.quantity) : null,
    }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const option = (u: UserOption): UserOption => ({ id: u.id, username: u.username, firstname: u.firstname, lastname: u.lastname });
  const invoices: FileLink[] = parts.invoices.map((f) => ({ id: f.id, fileName: f.fileName, url: fileUrl(f.id) }));
  return {
    id: r.id,
    warehouseRecordId: r.id,
    label: r.label,
    comment: r.comment,
    project: { id: r.projectId, name: parts.projectName, projectName: parts.projectName },
    client: { id: r.clientId, name: parts.clientName },
    withoutTransport: r.withoutTransport,
    withoutInstallation: r.withoutInstallation,
    transportUser: parts.transportUsers.map(option),
    installationUsers: parts.installationUsers.map(option),
    productWarehouseRecord: products,
    totalPrice: showPrices ? totalOf(products) : null,
    invoiceWithUrl: invoices,
    filePath: invoices[0]?.url ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Newest first, as the reads list records. */
export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
