import * as v from 'valibot';
import { round2 } from '../format.js';
import { MEASURE_STATUS } from '../measure/statuses.js';
import { MSG } from '../messages.js';
import { intFrom } from '../validation.js';
import { BOARD_FILTER_FIELDS, rangeInOrder } from './boardQuery.js';
import { pickByBoardFilters } from './board.js';
import { groupBy, productHeading, type PlanningSources } from './planningSources.js';

/**
 * What a product line is worth. Spec 001 §9: "the warehouse row price is
 * discountPrice if present, else price times unit" (spec 000 §3 calls the
 * quantity "quantity (unit)"). Our line keeps its discounted price as
 * `totalPrice` — spec 000 §5: price less the discount, plus tax, times the
 * quantity, computed when the offer saved it — so that is the price when
 * present; a line whose total was never computed (0) is worth its list price
 * times its quantity. Every price and total of production and the warehouse
 * is this.
 */
export function productPrice(line: { totalPrice: number; price: number; quantity: number }): number {
  return line.totalPrice !== 0 ? round2(line.totalPrice) : round2(line.price * line.quantity);
}

/** The total of a list's prices, to the cent; a row without a price (hidden from this user) adds nothing. */
export function totalOf(rows: readonly { price: number | null }[]): number {
  return round2(rows.reduce((sum, r) => sum + (r.price ?? 0), 0));
}

/** A project's measurement (spec 001 §3 Product "measureStatus (2 = final, otherwise initial)"): the view-price filter's values, the measure's own statuses. */
export type Measurement = typeof MEASURE_STATUS.initial | typeof MEASURE_STATUS.final;

/** The measurement a product shows: final when its project's measure is final (2), else initial (no measure, 1, or 3 on hold). */
export const measurementOf = (measureStatusId: number | undefined): Measurement => (measureStatusId === MEASURE_STATUS.final ? MEASURE_STATUS.final : MEASURE_STATUS.initial);

/**
 * GET products/view-price (spec 001 §7): the filters of GET
 * clients/products-statuses plus measureStatusId, 1 initial or 2 final
 * measurement.
 */
export const viewPriceQuery = v.pipe(
  v.object({
    ...BOARD_FILTER_FIELDS,
    measureStatusId: v.optional(v.pipe(intFrom(), v.picklist([MEASURE_STATUS.initial, MEASURE_STATUS.final], MSG.invalidValue))),
  }),
  v.forward(
    v.check((q) => rangeInOrder(q), MSG.dateRangeOrder),
    ['start'],
  ),
);
export type ViewPriceFilters = v.InferOutput<typeof viewPriceQuery>;

/** The rows the prices are drawn from: the planning rows, and each project's measure status. */
export interface PriceSources extends PlanningSources {
  /** measureStatusId by project. */
  measures: ReadonlyMap<string, number>;
}

/** A product in production with its price (spec 001 §2 "Products in production with prices"; §3 Product). */
export interface PricedProduct {
  id: string;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  designation: { name: string };
  type: string | null;
  quantity: number;
  /** 1 initial, 2 final. */
  measureStatus: Measurement;
  start: string | null;
  end: string | null;
  calendarComment: string | null;
  /** The departments the product's chain passes through. */
  departmentIds: string[];
  price: number;
}

export interface PricesAnswer {
  data: PricedProduct[];
  totalPrice: number;
}

/** The products the view-price filters pick, in the status query's order, each with its price, and their total. */
export function pricedProducts(src: PriceSources, filters: ViewPriceFilters): PricesAnswer {
  const processesOf = groupBy(src.processes, (s) => s.productId);
  const measureOf = (projectId: string | null) => measurementOf(projectId === null ? undefined : src.measures.get(projectId));
  const picked = pickByBoardFilters(src.products, filters, { processesOf, responsibilities: src.responsibilities, projects: src.projects, clients: src.clients }).filter(
    (p) => filters.measureStatusId === undefined || measureOf(p.projectId) === filters.measureStatusId,
  );
  const data = picked.map((p): PricedProduct => {
    const heading = productHeading(p, src);
    const departments = (processesOf.get(p.id) ?? []).map((s) => src.responsibilities.get(s.responsibilityId)?.departmentId ?? null);
    return {
      id: p.id,
      client: heading.client,
      project: heading.project,
      designation: heading.designation,
      type: p.type,
      quantity: p.quantity,
      measureStatus: measureOf(p.projectId),
      start: p.start,
      end: p.end,
      calendarComment: p.calendarComment,
      departmentIds: [...new Set(departments.filter((d): d is string => d !== null))],
      price: productPrice(p),
    };
  });
  return { data, totalPrice: totalOf(data) };
}
