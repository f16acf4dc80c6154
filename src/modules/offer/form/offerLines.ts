import { lineAmounts, offerTotals, type DiscountType, type LineAmounts, type OfferTotals } from '../../../../domain/offer/pricing.js';
import type { LineInput } from '../../../../domain/offer/productBody.js';
import type { ProductRow } from '../../../../domain/offer/rows.js';
import { PRODUCTION_FLAG } from '../../../../domain/offer/statuses.js';
import { newId } from '../../../../domain/ids.js';

/**
 * One product row of the offer form as typed (spec 000 §3 "Offer product
 * row"): figures are kept as the text the user typed ('12,5'), as the
 * endpoint's schema reads them (domain/offer/cells.ts), so what is queued is
 * exactly what was typed and the schema says what is wrong with it.
 */
export interface LineDraft {
  id: string;
  /** The product code (the article's code unless typed otherwise). */
  type: string;
  articleId: string | null;
  quantity: string;
  unitId: string | null;
  price: string;
  /** Percent. */
  discount: string;
  /** Percent. */
  tax: string;
  start: string | null;
  end: string | null;
  forProduction: 0 | 1;
  canceled: 0 | 1;
}

export const emptyLine = (): LineDraft => ({
  id: newId(),
  type: '',
  articleId: null,
  quantity: '1',
  unitId: null,
  price: '',
  discount: '',
  tax: '',
  start: null,
  end: null,
  forProduction: PRODUCTION_FLAG.production,
  canceled: 0,
});

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

const linesOfRows = new WeakMap<ProductRow, LineDraft>();

/**
 * A saved row as the form shows it — the same object for as long as the
 * mirror's row is: the rows are memoised, and a new object per keystroke
 * would redraw all 200 of them (bench/client/offerTotals.ts).
 */
export function lineOfRow(row: ProductRow): LineDraft {
  let line = linesOfRows.get(row);
  if (!line) {
    line = {
      id: row.id,
      type: row.type ?? '',
      articleId: row.articleId,
      quantity: String(row.quantity),
      unitId: row.unitId,
      price: String(row.price),
      discount: String(row.discount),
      tax: String(row.tax),
      start: row.start,
      end: row.end,
      forProduction: flag(row.forProduction),
      canceled: flag(row.canceled),
    };
    linesOfRows.set(row, line);
  }
  return line;
}

/** What a row sends: the article as the spec's `designation`; every figure as typed. */
export const lineInputOf = (l: LineDraft): LineInput => ({
  type: l.type,
  designation: l.articleId ?? '',
  quantity: l.quantity,
  price: l.price,
  discount: l.discount,
  tax: l.tax,
  start: l.start,
  end: l.end,
  forProduction: l.forProduction,
  unitId: l.unitId,
});

/** The schema's reading of a figure (cells.ts decimalCell): '12,5' is 12.5, blank is 0, anything else is unreadable. */
export function figureOf(text: string): number | null {
  const s = text.trim();
  if (s === '') return 0;
  return /^-?\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : null;
}

const NO_AMOUNTS: LineAmounts = { discountPrice: 0, taxPrice: 0, totalPrice: 0 };

/**
 * A row's price with tax and total as the server will store them
 * (pricing.ts), while the user types: a figure not readable yet counts as
 * nothing. Memoised by the row's object: a keystroke changes one row's
 * object, so among 200 rows only that one is computed again.
 */
const computed = new WeakMap<LineDraft, LineAmounts>();
export function amountsOf(line: LineDraft): LineAmounts {
  let amounts = computed.get(line);
  if (!amounts) {
    const price = figureOf(line.price);
    const discount = figureOf(line.discount);
    const tax = figureOf(line.tax);
    const quantity = figureOf(line.quantity);
    const readable = price !== null && discount !== null && tax !== null && quantity !== null && quantity > 0 && discount <= 100 && tax <= 100;
    amounts = readable ? lineAmounts({ price, discount, tax, quantity }) : NO_AMOUNTS;
    computed.set(line, amounts);
  }
  return amounts;
}

/** One row as the form shows it: typed (new or edited, unsaved) or as saved. */
export interface ShownLine {
  line: LineDraft;
  /** The saved row, for a row the server has. */
  stored: ProductRow | null;
  /** Typed and not saved yet: a new row, or a saved row changed. */
  unsaved: boolean;
}

/** The offer's totals as the form stands (spec 000 §5): the saved amounts of rows as saved, the typed ones of the rest. */
export function formTotals(lines: readonly ShownLine[], discountType: DiscountType, discountValue: string): OfferTotals {
  const value = figureOf(discountValue) ?? 0;
  return offerTotals(
    lines.map((l) => ({ totalPrice: l.unsaved || !l.stored ? amountsOf(l.line).totalPrice : l.stored.totalPrice, canceled: l.line.canceled })),
    discountType,
    value,
  );
}

export type LineAction = 'save' | 'discard' | 'cancel' | 'remove';

/** What a row can do (spec 000 §4): a new offer's rows are only typed; a saved offer's are saved, canceled and deleted one by one. */
export function lineActions(p: { readOnly: boolean; savedOffer: boolean; savedRow: boolean; unsaved: boolean; canceled: boolean }): LineAction[] {
  if (p.readOnly) return [];
  if (!p.savedOffer) return ['discard'];
  if (!p.savedRow) return ['save', 'discard'];
  return [...(p.unsaved ? (['save', 'discard'] as const) : []), ...(p.canceled ? [] : (['cancel'] as const)), 'remove'];
}

/** What choosing an article fills in (its code, unit, price and production flag, from the admin's articles); the user may change them after. */
export function articlePatch(article: { code: string; unitId: string | null; price: number | null; forProduction: number } | null, articleId: string | null): Partial<LineDraft> {
  if (!article) return { articleId };
  return { articleId, type: article.code, unitId: article.unitId, ...(article.price === null ? {} : { price: String(article.price) }), forProduction: article.forProduction === 0 ? 0 : 1 };
}
