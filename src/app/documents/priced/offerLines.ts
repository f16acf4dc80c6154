import { formatAmount, formatMoney } from '../../../../domain/format.js';
import { DISCOUNT_TYPE, fromCents, offerTotals, toCents, type DiscountType } from '../../../../domain/offer/pricing.js';
import type { PrintDocument } from '../printDocument';

/** One product row of the offer as the documents show it (spec 000 §3 "Offer product row"). */
export interface OfferLine {
  article: string;
  /** The row's type (product code), or the article's code. */
  code: string;
  quantity: number;
  unit: string;
  price: number;
  /** Percent. */
  discount: number;
  /** Percent. */
  tax: number;
  /** As stored: pricing.ts computed it when the row was saved. */
  totalPrice: number;
  canceled: boolean;
}

/** The offer's rows and its discount: what the offer and the agreement documents both price. */
export interface PricedLines {
  lines: OfferLine[];
  discountType: DiscountType;
  discountValue: number;
}

/** The words of the rows table and the totals, in the reader's language. */
export interface OfferLinesTexts {
  article: string;
  code: string;
  quantity: string;
  price: string;
  discountPercent: string;
  taxPercent: string;
  lineTotal: string;
  total: string;
  discount: string;
  totalAfterDiscount: string;
}

const percent = (n: number): string => `${formatAmount(n)} %`;

/** The rows the client pays for: a canceled row is neither listed nor summed (spec 000 §5 "sum of totalPrice of non-canceled products"). */
export const billedLines = (lines: readonly OfferLine[]): OfferLine[] => lines.filter((l) => !l.canceled);

/** The rows table: article, code, quantity with its unit, price, discount %, tax %, line total. */
export function linesTable(priced: PricedLines, texts: OfferLinesTexts): NonNullable<PrintDocument['table']> {
  return {
    columns: [
      { header: texts.article },
      { header: texts.code },
      { header: texts.quantity, align: 'end' },
      { header: texts.price, align: 'end' },
      { header: texts.discountPercent, align: 'end' },
      { header: texts.taxPercent, align: 'end' },
      { header: texts.lineTotal, align: 'end' },
    ],
    rows: billedLines(priced.lines).map((l) => [l.article, l.code, `${l.quantity} ${l.unit}`.trim(), formatAmount(l.price), percent(l.discount), percent(l.tax), formatAmount(l.totalPrice)]),
  };
}

/**
 * Total, discount and the total after it, computed by pricing.ts as the
 * offer form and the server do. A percent discount names its rate beside
 * the amount it takes off.
 */
export function linesTotals(priced: PricedLines, texts: OfferLinesTexts): NonNullable<PrintDocument['totals']> {
  const totals = offerTotals(priced.lines, priced.discountType, priced.discountValue);
  const off = fromCents(toCents(totals.total) - toCents(totals.discountTotal));
  const discountLabel = priced.discountType === DISCOUNT_TYPE.percentage ? `${texts.discount} (${percent(priced.discountValue)})` : texts.discount;
  return [
    { label: texts.total, value: formatMoney(totals.total) },
    { label: discountLabel, value: formatMoney(-off) },
    { label: texts.totalAfterDiscount, value: formatMoney(totals.discountTotal), strong: true },
  ];
}
