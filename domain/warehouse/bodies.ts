import * as v from 'valibot';
import { listOf } from '../admin/payload.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField, optionalText } from '../validation.js';
import { WAREHOUSE_MSG } from './messages.js';

/** A deposit's comment: a sentence or two about where and how it is packed. */
const COMMENT_MAX = 1000;

/** A yes/no of the form: 1/0 as form-data sends it ('1', '0'), or a JSON boolean or number; absent is 0. */
export const formFlag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string()], MSG.invalidValue),
    v.transform((x) => (x === true || x === 'true' ? 1 : x === false || x === 'false' ? 0 : typeof x === 'string' ? (x.trim() === '' ? 0 : Number(x)) : x)),
    v.picklist([0, 1], MSG.invalidValue),
  ),
  0,
);

/** A product cell of the form's lines: a product id, or nothing (a line without id is skipped). */
const lineProduct = v.pipe(
  v.nullable(v.string(MSG.invalidValue)),
  v.transform((s) => (s === null ? '' : s.trim())),
  v.check((s) => s === '' || v.is(idField(), s), MSG.invalidValue),
  v.transform((s) => (s === '' ? null : s)),
);

/**
 * A quantity cell: a number ≥ 1 (spec 001 §5, §9 "Quantity minimum 1"), or
 * nothing — blank, null or 0, which the form's inputs leave when a product is
 * not deposited (a line without quantity is skipped).
 */
export const depositQuantity = v.pipe(
  v.nullable(v.union([v.number(MSG.invalidValue), v.string(MSG.invalidValue)], MSG.invalidValue)),
  v.transform((x) => (x === null ? null : typeof x === 'number' ? x : x.trim() === '' ? null : Number(x.trim().replace(',', '.')))),
  v.check((n) => n === null || Number.isFinite(n), MSG.invalidValue),
  v.transform((n) => (n === 0 ? null : n)),
  v.check((n) => n === null || n >= 1, WAREHOUSE_MSG.quantityAtLeastOne),
  v.check((n) => n === null || n <= 1e9, MSG.invalidValue),
);

/** What the deposit form sends (spec 001 §7 "Warehouse"), as the PWA sends it: JSON or form-data; the invoice goes as `invoice[]` files. */
export interface DepositInput {
  clientId: string;
  projectId: string;
  comment?: string | null;
  label?: string | null;
  withoutTransport?: 0 | 1;
  withoutInstallation?: 0 | 1;
  transportUsers?: string[];
  installationUsers?: string[];
  productIds?: (string | null)[];
  quantity?: (number | string | null)[];
}

const depositFields = {
  clientId: idField(),
  projectId: idField(),
  comment: optionalText(COMMENT_MAX),
  /** Blank: the default label (deposit.ts defaultLabel) on create, the record's own on edit. */
  label: optionalText(),
  withoutTransport: formFlag,
  withoutInstallation: formFlag,
  transportUsers: listOf(idField()),
  installationUsers: listOf(idField()),
  productIds: listOf(lineProduct),
  quantity: listOf(depositQuantity),
};

/** POST warehouse-records (multipart with `invoice[]`, or JSON without files). The device sends the record's id beside these (SYNC.md O13). */
export const depositBody = sentAs<DepositInput>()(v.object(depositFields));

/**
 * POST warehouse-records/{id}: "the same fields" (spec 001 §7). A record stays
 * with its client and project: both may be sent (the form does) and must be
 * the record's own; left out, the record keeps them.
 */
export const depositEditBody = sentAs<Partial<DepositInput>>()(v.object({ ...depositFields, clientId: v.optional(idField()), projectId: v.optional(idField()) }));

export type DepositBody = v.InferOutput<typeof depositBody>;
export type DepositEditBody = v.InferOutput<typeof depositEditBody>;

/** POST warehouse/store {articleId, quantity}: adds an article's quantity to the inner stock. */
export const storeBody = v.object({
  articleId: idField(),
  quantity: v.pipe(
    v.union([v.number(MSG.invalidValue), v.string(MSG.invalidValue)], MSG.invalidValue),
    v.transform((x) => (typeof x === 'number' ? x : Number(x.trim().replace(',', '.')))),
    v.check((n) => Number.isFinite(n) && n <= 1e9, MSG.invalidValue),
    v.check((n) => n >= 1, WAREHOUSE_MSG.quantityAtLeastOne),
  ),
});

/**
 * POST warehouse-records/quantity: what is left to deposit of a project's
 * products (quantityLeft), leaving out the record being edited. A read made
 * with POST as the spec names it.
 */
export const quantityBody = v.object({ projectId: idField(), warehouseRecordId: v.optional(v.nullable(idField())) });
