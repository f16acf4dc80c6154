import { round2 } from '../format.js';
import { PRODUCTION_MSG } from '../production/messages.js';
import { PRODUCT_IN_WAREHOUSE } from '../production/plan.js';
import { productPrice } from '../production/prices.js';
import { MSG } from '../messages.js';
import type { NewRow } from '../kit/rows.js';
import { WAREHOUSE_MSG } from './messages.js';
import type { DepositLineRow, WarehouseRecordRow } from './rows.js';

/**
 * The rules of a deposit (spec 001 §4 "A warehouse record toggles…", §5
 * "Warehouse"): which lines of the form count, what may be deposited, the
 * default label, whose names go on the record, and what it stores. The form
 * checks with these before it queues; the server checks again with the same.
 */

/** A counted line of the form: the product, its quantity, and its place in the sent arrays (named in a refusal). */
export interface DepositLine extends DepositLineRow {
  index: number;
}

/**
 * The lines that count: a line without a product id or without a quantity is
 * skipped (spec 001 §5); a product sent on two lines is one line with both
 * quantities, at the first line's place.
 */
export function depositLines(productIds: readonly (string | null)[], quantities: readonly (number | null)[]): DepositLine[] {
  const lines = new Map<string, DepositLine>();
  const count = Math.max(productIds.length, quantities.length);
  for (let index = 0; index < count; index++) {
    const productId = productIds[index] ?? null;
    const quantity = quantities[index] ?? null;
    if (productId === null || quantity === null) continue;
    const seen = lines.get(productId);
    if (seen) seen.quantity += quantity;
    else lines.set(productId, { productId, quantity, index });
  }
  return [...lines.values()];
}

/** A product completed in production, left for the warehouse (doneStatus 1), and not cancelled: the form's `valid`. */
export const productValid = (p: { doneStatus: number; canceled: number }): boolean => p.doneStatus === PRODUCT_IN_WAREHOUSE.doneStatus && p.canceled === 0;

/**
 * What is left to deposit of a product: its quantity less what the project's
 * other records hold of it (the record being edited left out). Never below 0.
 */
export function quantityLeft(productQuantity: number, held: readonly { warehouseRecordId: string; productId: string; quantity: number }[], productId: string, exceptRecordId?: string | null): number {
  const elsewhere = held.filter((h) => h.productId === productId && h.warehouseRecordId !== exceptRecordId).reduce((sum, h) => sum + h.quantity, 0);
  return Math.max(0, round2(productQuantity - elsewhere));
}

/** A product as a deposit is checked against: its project, whether it is completed, and what is left of it. */
export interface DepositProduct {
  id: string;
  projectId: string | null;
  valid: boolean;
  quantityLeft: number;
}

export interface DepositRefusal {
  message: string;
  field: string;
}

/**
 * Checks the counted lines: a new record needs at least one; each names a
 * product of the record's project that is completed ('Ky produkt nuk eshte
 * perfunduar!') and asks no more than is left of it. The field named is the
 * line's own (`quantity.2`), as the form shows it.
 */
export function checkDeposit(lines: readonly DepositLine[], products: ReadonlyMap<string, DepositProduct>, projectId: string, creating: boolean): DepositRefusal | null {
  if (creating && lines.length === 0) return { message: WAREHOUSE_MSG.fillQuantities, field: 'quantity' };
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || product.projectId !== projectId) return { message: MSG.invalidValue, field: `productIds.${line.index}` };
    if (!product.valid) return { message: PRODUCTION_MSG.productNotCompleted, field: `quantity.${line.index}` };
    if (line.quantity > product.quantityLeft) return { message: WAREHOUSE_MSG.quantityAboveLeft, field: `quantity.${line.index}` };
  }
  return null;
}

/** Spec 001 §4: "the project name plus ' #' plus the number of existing records plus 1". */
export const defaultLabel = (projectName: string, existingRecords: number): string => `${projectName} #${existingRecords + 1}`;

/** Whose names go on the record, as the form sends them and the server stores them. */
export interface Assignees {
  transport: string[];
  /** 'keep': an edit does not send installation users, the record keeps its own. */
  installation: string[] | 'keep';
}

/**
 * Spec 001 §5: "Transport users are sent only when not 'without transport'.
 * Installation users are sent only when not 'without installation' on
 * create." On an edit a record marked without installation loses its
 * installers; otherwise it keeps them.
 */
export function assigneesOf(
  mode: 'create' | 'edit',
  form: { withoutTransport: number; withoutInstallation: number; transportUsers: readonly string[]; installationUsers: readonly string[] },
): Assignees {
  const unique = (ids: readonly string[]) => [...new Set(ids)].sort();
  return {
    transport: form.withoutTransport === 1 ? [] : unique(form.transportUsers),
    installation: form.withoutInstallation === 1 ? [] : mode === 'create' ? unique(form.installationUsers) : 'keep',
  };
}

/** The stored lists of a record in the order its row shows them: lines by product, users by id. */
export function recordChildren(lines: readonly DepositLineRow[], transport: readonly string[], installation: readonly string[]): Pick<WarehouseRecordRow, 'products' | 'transportUserIds' | 'installationUserIds'> {
  return {
    products: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })).sort((a, b) => a.productId.localeCompare(b.productId)),
    transportUserIds: [...transport].sort(),
    installationUserIds: [...installation].sort(),
  };
}

/** What a deposit form gives a record, parsed (domain/warehouse/bodies.ts). */
export interface DepositForm {
  clientId: string;
  projectId: string;
  comment?: string | null | undefined;
  label?: string | null | undefined;
  withoutTransport: number;
  withoutInstallation: number;
  transportUsers: readonly string[];
  installationUsers: readonly string[];
}

/** The new record's row (without id and times): what the server stores and the device shows before it syncs. */
export function newRecordRow(form: DepositForm, lines: readonly DepositLine[], context: { projectName: string; existingRecords: number }): NewRow<WarehouseRecordRow> {
  const who = assigneesOf('create', form);
  return {
    clientId: form.clientId,
    projectId: form.projectId,
    label: form.label ?? defaultLabel(context.projectName, context.existingRecords),
    comment: form.comment ?? null,
    withoutTransport: form.withoutTransport,
    withoutInstallation: form.withoutInstallation,
    ...recordChildren(lines, who.transport, who.installation === 'keep' ? [] : who.installation),
  };
}

/**
 * The edited record's row: a blank label keeps the record's, no counted
 * line keeps its lines (an edit of the comment or the users alone), lines
 * replace them all.
 */
export function editedRecordRow<R extends WarehouseRecordRow>(record: R, form: Omit<DepositForm, 'clientId' | 'projectId'>, lines: readonly DepositLine[]): R {
  const who = assigneesOf('edit', form);
  return {
    ...record,
    label: form.label ?? record.label,
    comment: form.comment === undefined ? record.comment : form.comment,
    withoutTransport: form.withoutTransport,
    withoutInstallation: form.withoutInstallation,
    ...recordChildren(lines.length > 0 ? lines : record.products, who.transport, who.installation === 'keep' ? record.installationUserIds : who.installation),
  };
}

/** A product line's money: spec 001 §9 "discountPrice if present, else price times unit" (prices.ts productPrice). */
export interface PricedLine {
  price: number;
  totalPrice: number;
  quantity: number;
}

/** What a deposited quantity of a product is worth: the line's price, by the share of its quantity deposited. */
export function depositLinePrice(product: PricedLine, quantity: number): number {
  if (product.quantity <= 0) return 0;
  return quantity >= product.quantity ? productPrice(product) : round2((productPrice(product) * quantity) / product.quantity);
}
