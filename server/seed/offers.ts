import { newId } from '../../domain/ids.js';
import type { SeededProject } from './clients.js';
import type { Clock } from './clock.js';
import type { Lookups, SeededArticle } from './lookups.js';
import { debtLeft, DISCOUNT_TYPE, lineAmounts, offerTotals, type SummedLine } from '../../domain/offer/pricing.js';
import { round2 } from './pricing.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';
import { atLeast, type Stage } from './timeline.js';

export interface SeededProduct {
  id: string;
  project: SeededProject;
  article: SeededArticle;
  quantity: number;
  /** Agreement/product status: 1 waiting, 2 in production, 3 in warehouse, 4 completed, 5 cancelled. */
  statusId: 1 | 2 | 3 | 4 | 5;
  /** Share of its process chain done, 0–1. */
  progress: number;
  /** A cancelled offer line: left out of the totals and of everything after the offer. */
  canceled: boolean;
  /** Part of an agreement, not a cancelled offer line, and made here: it has a process chain. */
  inProduction: boolean;
  finishedAt: string | null;
}

const WORKSHOP_ACCOUNT = 'XK05 1212 0120 0456 7891';

const AGREEMENT_STATUS: Partial<Record<Stage, 1 | 2 | 3 | 4 | 5>> = {
  agreed: 1,
  canceled: 5,
  inProduction: 2,
  inWarehouse: 3,
  transported: 3,
  installed: 4,
  serviced: 4,
};

/** Sent for confirmation, on hold, undefined and rejected, in turn, for offers not (yet) agreed. */
const OPEN_OFFER_STATUS = [3, 5, 4, 1] as const;

/**
 * One offer per project that got that far, numbered in date order from the
 * company's 'offer' counter, with `productCount` product lines spread over
 * them; an agreement for each approved offer. Returns the product lines.
 * `numberedAfter`: the offers an earlier batch of the same company numbered.
 */
export function seedOffers(
  rows: RowSet,
  clock: Clock,
  rng: Random,
  lookups: Lookups,
  staff: Staff,
  projects: readonly SeededProject[],
  productCount: number,
  numberedAfter = 0,
): SeededProduct[] {
  const offered = projects.filter((p) => atLeast(p.stage, 'offered')).sort((a, b) => a.timeline.offer - b.timeline.offer);
  const lines = spread(productCount, offered.length, rng);
  const products: SeededProduct[] = [];
  offered.forEach((project, i) => {
    const number = numberedAfter + i + 1;
    products.push(...addOffer(rows, clock, rng, lookups, staff, project, number, lines[i]!));
  });
  return products;
}

/** `total` items over `bins` bins, at least one each. */
function spread(total: number, bins: number, rng: Random): number[] {
  const counts = new Array<number>(bins).fill(1);
  for (let left = total - bins; left > 0 && bins > 0; left--) counts[rng.int(0, bins - 1)]! += 1;
  return counts;
}

function quantityFor(article: SeededArticle, rng: Random): number {
  switch (article.spec.unit) {
    case 'm2':
      return round2(rng.real(2, 9.5));
    case 'ml':
    case 'm':
      return Math.round(rng.real(2, 7) * 10) / 10;
    case 'ore':
      return rng.int(4, 16);
    case 'kg':
      return rng.int(5, 40);
    case 'kompl':
      return rng.int(1, 2);
    case 'cope':
      return rng.int(1, 4);
  }
}

function addOffer(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, staff: Staff, project: SeededProject, number: number, lineCount: number): SeededProduct[] {
  const t = project.timeline;
  const agreementStatus = AGREEMENT_STATUS[project.stage];
  const createdAt = clock.at(t.offer, rng.real(9, 16));
  const offerId = newId();
  const products: SeededProduct[] = [];
  const summed: SummedLine[] = [];
  for (let line = 0; line < lineCount; line++) {
    // Mostly what the project ordered; now and then an appliance or fitting bought in.
    const article = rng.chance(0.04) ? rng.pick(lookups.boughtArticles) : rng.pick(project.articles);
    const quantity = quantityFor(article, rng);
    const price = round2(article.spec.price * rng.real(0.9, 1.15));
    const discount = rng.pick([0, 0, 0, 5, 10, 15]);
    const tax = project.destination === 2 ? 0 : 18;
    const priced = lineAmounts({ price, discount, tax, quantity });
    const canceled = line > 0 && rng.chance(0.03);
    summed.push({ totalPrice: priced.totalPrice, canceled });
    const state = productState(clock, rng, project, agreementStatus);
    const moved = agreementStatus !== undefined && rng.chance(0.1);
    const id = rows.add('products', {
      offerId,
      clientId: project.client.id,
      projectId: project.id,
      articleId: article.id,
      unitId: article.unitId,
      type: article.spec.code,
      quantity,
      price,
      discount,
      tax,
      taxPrice: priced.taxPrice,
      discountPrice: priced.discountPrice,
      totalPrice: priced.totalPrice,
      start: agreementStatus ? clock.day(t.productionStart) : null,
      end: agreementStatus ? clock.day(t.productionEnd) : null,
      initialStart: agreementStatus ? clock.day(t.productionStart - (moved ? 5 : 0)) : null,
      initialEnd: agreementStatus ? clock.day(t.productionEnd - (moved ? 5 : 0)) : null,
      calendarComment: moved ? 'Afati u shty me kerkese te klientit.' : null,
      canceled: canceled ? 1 : 0,
      forProduction: article.forProduction,
      // Now and then a waiting or running product has been set aside (passive).
      active: (state.statusId === 1 || state.statusId === 2) && (project.index * 7 + line) % 17 === 3 ? 0 : 1,
      doneStatus: state.statusId === 3 || state.statusId === 4 ? 1 : 0,
      productStatusId: state.statusId,
      finishedAt: state.finishedAt,
      createdBy: staff.office,
      createdAt,
    });
    products.push({ ...state, id, project, article, quantity, canceled, inProduction: agreementStatus !== undefined && !canceled && article.forProduction === 1 });
  }

  const { total } = offerTotals(summed, DISCOUNT_TYPE.fixed, 0);
  // One offer in five has a percent discount, one in seven a fixed one (at most 100 €).
  const discountType: 0 | 1 = rng.chance(0.2) ? 1 : 0;
  const discountValue = discountType === 1 ? rng.pick([5, 10]) : rng.chance(0.15) ? Math.min(100, round2(total / 20)) : 0;
  const discounted = offerTotals(summed, discountType, discountValue).discountTotal;
  rows.add('offers', {
    id: offerId,
    number,
    clientId: project.client.id,
    projectId: project.id,
    offerStatusId: agreementStatus ? 2 : OPEN_OFFER_STATUS[project.turn % OPEN_OFFER_STATUS.length]!,
    offerDate: clock.day(t.offer),
    addition: rng.chance(0.5) ? 'Cmimi perfshin transportin dhe montimin.' : null,
    comment: rng.chance(0.3) ? 'Klienti kerkon ngjyren sipas mostres.' : null,
    address: project.client.person.address,
    fiscalNumber: null,
    paymentDeadline: clock.day(t.offer + 30),
    accountNumber: WORKSHOP_ACCOUNT,
    discountType,
    discountValue,
    discountTotal: discounted,
    total,
    createdBy: staff.office,
    createdAt,
  });

  for (const field of rng.sample(lookups.offerFields, rng.int(2, 4))) {
    rows.add('offerFieldValues', { offerId, offerFieldId: field.id, value: rng.pick(field.values), createdAt });
  }
  if (agreementStatus) addAgreement(rows, clock, rng, project, offerId, agreementStatus, discounted);
  return products;
}

type ProductState = Pick<SeededProduct, 'statusId' | 'progress' | 'finishedAt'>;

/** Where a product line stands: its agreement's status, or for a project in production its own progress. */
function productState(clock: Clock, rng: Random, project: SeededProject, agreementStatus: SeededProduct['statusId'] | undefined): ProductState {
  const t = project.timeline;
  let statusId: SeededProduct['statusId'] = agreementStatus ?? 1;
  // Cancelled agreements were cancelled before production started: their progress is 0.
  let progress = project.timeline.progress;
  if (agreementStatus === 2) {
    // Products of one project move at their own pace around the project's.
    progress = Math.max(0, Math.min(1, progress + rng.real(-0.3, 0.3)));
    statusId = progress >= 1 ? 3 : progress === 0 ? 1 : 2;
  }
  const finished = statusId === 3 || statusId === 4;
  return { statusId, progress, finishedAt: finished ? clock.happened(Math.min(t.warehouse, 0), rng.real(9, 16)) : null };
}

function addAgreement(rows: RowSet, clock: Clock, rng: Random, project: SeededProject, offerId: string, status: 1 | 2 | 3 | 4 | 5, total: number): void {
  const t = project.timeline;
  // Half on accepting the offer, the rest before delivery (spec 000 §9).
  const prepaid = status === 4 ? total : status === 5 && project.turn % 2 === 0 ? 0 : round2(total / 2);
  rows.add('agreements', {
    clientId: project.client.id,
    offerId,
    projectId: project.id,
    agreementStatusId: status,
    prepaid,
    total,
    totalDebtLeft: debtLeft(total, prepaid),
    start: clock.day(t.productionStart),
    end: clock.day(t.productionEnd),
    comment: status === 5 ? 'Klienti e anuloi porosine.' : rng.chance(0.3) ? 'Pagesa e dyte para dergeses.' : null,
    firstUpdate: status === 1 ? 0 : 1,
    createdAt: clock.at(t.agreement, rng.real(9, 16)),
  });
}
