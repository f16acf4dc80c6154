import type { DepositInput } from '../../../domain/warehouse/bodies.js';
import { depositBody, depositEditBody } from '../../../domain/warehouse/bodies.js';
import { checkDeposit, depositLines } from '../../../domain/warehouse/deposit.js';
import type { WarehouseProject } from '../../../domain/warehouse/reads.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { parseWith } from '../../../domain/validation.js';
import { depositProducts, projectProducts } from './projectCards';
import type { WarehouseSources } from './warehouseSources';

/**
 * What a project card's form holds (spec 001 §2 "Warehouse", §4): a new
 * record, or the record selected for editing; quantities as typed, by
 * product. The invoice travels beside it (a File is not form data).
 */
export interface DepositDraft {
  /** The record being edited; null while the card makes a new one. */
  recordId: string | null;
  label: string;
  comment: string;
  quantities: Record<string, string>;
  withoutTransport: boolean;
  withoutInstallation: boolean;
  transportUsers: string[];
  installationUsers: string[];
}

/** A fresh form: the default label, nothing typed (closing an edit resets to this). */
export const newDraft = (card: Pick<WarehouseProject, 'defaultLabel'>): DepositDraft => ({
  recordId: null,
  label: card.defaultLabel,
  comment: '',
  quantities: {},
  withoutTransport: false,
  withoutInstallation: false,
  transportUsers: [],
  installationUsers: [],
});

/** The form of a selected record: its own values. */
export const draftOfRecord = (r: WarehouseRecordRow): DepositDraft => ({
  recordId: r.id,
  label: r.label,
  comment: r.comment ?? '',
  quantities: Object.fromEntries(r.products.map((l) => [l.productId, String(l.quantity)])),
  withoutTransport: r.withoutTransport === 1,
  withoutInstallation: r.withoutInstallation === 1,
  transportUsers: [...r.transportUserIds],
  installationUsers: [...r.installationUserIds],
});

/**
 * What the form sends (spec 001 §7): one line per product of the card, its
 * quantity or nothing; transport users only when not 'without transport';
 * installation users only on create and when not 'without installation'
 * (spec 001 §5).
 */
export function depositInputOf(draft: DepositDraft, target: { clientId: string; projectId: string }, productIds: readonly string[]): DepositInput {
  const creating = draft.recordId === null;
  return {
    clientId: target.clientId,
    projectId: target.projectId,
    label: draft.label.trim() === '' ? null : draft.label.trim(),
    comment: draft.comment.trim() === '' ? null : draft.comment.trim(),
    withoutTransport: draft.withoutTransport ? 1 : 0,
    withoutInstallation: draft.withoutInstallation ? 1 : 0,
    ...(draft.withoutTransport ? {} : { transportUsers: [...draft.transportUsers] }),
    ...(creating && !draft.withoutInstallation ? { installationUsers: [...draft.installationUsers] } : {}),
    productIds: [...productIds],
    quantity: productIds.map((id) => {
      const typed = (draft.quantities[id] ?? '').trim();
      return typed === '' ? null : typed;
    }),
  };
}

/** A refusal of the form: the message and the field it belongs to ('quantity.<productId>', 'quantity', or a body field). */
export interface DraftRefusal {
  message: string;
  field: string;
}

/**
 * Checks the form before it is queued, with the endpoint's schema and the
 * deposit rules the server applies (domain/warehouse/deposit.ts checkDeposit):
 * the same refusal the server would give, named by the product's line.
 */
export function checkDraft(draft: DepositDraft, target: { clientId: string; projectId: string }, src: WarehouseSources): DraftRefusal | null {
  const products = projectProducts(src, target.projectId, draft.recordId);
  const ids = products.map((p) => p.id);
  const input = depositInputOf(draft, target, ids);
  const parsed = draft.recordId === null ? parseWith(depositBody, input) : parseWith(depositEditBody, input);
  if (!parsed.ok) return { message: parsed.message, field: lineField(Object.keys(parsed.errors)[0] ?? '_', ids) };
  const lines = depositLines(parsed.value.productIds, parsed.value.quantity);
  const refusal = checkDeposit(lines, depositProducts(products, target.projectId), target.projectId, draft.recordId === null);
  return refusal ? { message: refusal.message, field: lineField(refusal.field, ids) } : null;
}

/** A refusal's field as the form names it: 'quantity.2' is the third product's input. */
export function lineField(field: string, productIds: readonly string[]): string {
  const match = /^(quantity|productIds)\.(\d+)$/.exec(field);
  const id = match ? productIds[Number(match[2])] : undefined;
  return id === undefined ? field : `quantity.${id}`;
}
