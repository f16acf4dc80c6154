import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { OfferRow, ProductRow } from '../../../../domain/offer/rows.js';
import { OFFER_STATUS_IDS, type OfferStatusId } from '../../../../domain/offer/statuses.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { IS_ARCHIVED } from '../../../../domain/archive/rules.js';

/** What the offer lists are drawn from (the mirror): the offers, and their clients and projects by id. */
export interface OfferSources {
  offers: OfferRow[];
  clients: Map<string, ClientRow>;
  projects: Map<string, ProjectRow>;
}

/** One line of an offers table. */
export interface OfferLine {
  id: string;
  /** 0 until the server numbers a new offer. */
  number: number;
  clientId: string;
  clientName: string;
  projectId: string | null;
  projectName: string;
  statusId: number;
  offerDate: string | null;
  total: number;
  discountTotal: number;
}

export interface OfferFilter {
  status?: OfferStatusId | undefined;
  start?: string | null;
  end?: string | null;
}

/** A path's status (spec 000 §2 offers/{statusId?}): none, one of 1–5, or null for anything else. */
export function parseOfferStatus(param: string | undefined): OfferStatusId | undefined | null {
  if (param === undefined) return undefined;
  const id = Number(param);
  return (OFFER_STATUS_IDS as readonly number[]).includes(id) && String(id) === param ? (id as OfferStatusId) : null;
}

const lineOf = (o: OfferRow, src: OfferSources): OfferLine => ({
  id: o.id,
  number: o.number,
  clientId: o.clientId,
  clientName: clientName(src.clients.get(o.clientId)),
  projectId: o.projectId,
  projectName: (o.projectId && src.projects.get(o.projectId)?.projectName) || '',
  statusId: o.offerStatusId,
  offerDate: o.offerDate,
  total: o.total,
  discountTotal: o.discountTotal,
});

const inRange = (day: string | null, f: OfferFilter) => (!f.start || (day !== null && day >= f.start)) && (!f.end || (day !== null && day <= f.end));

/** Newest first: by offer date, then number (a new offer, still unnumbered, first among its day's). */
const newestFirst = (a: OfferRow, b: OfferRow) => (b.offerDate ?? '').localeCompare(a.offerDate ?? '') || (b.number || Infinity) - (a.number || Infinity) || b.id.localeCompare(a.id);

/**
 * The offers of a status and an offer-date range, both ends inclusive, as
 * offer/filter answers them (spec 000 §7), newest first. Offers of an
 * archived client have left the lists with the client.
 */
export function offerLines(src: OfferSources, filter: OfferFilter): OfferLine[] {
  return src.offers
    .filter((o) => !src.clients.get(o.clientId)?.archivedAt && (filter.status === undefined || o.offerStatusId === filter.status) && inRange(o.offerDate, filter))
    .sort(newestFirst)
    .map((o) => lineOf(o, src));
}

/**
 * The archive (spec 000 §2 archive/{moduleName?}): the offers whose client
 * has gone on to an agreement or further, archived clients included, newest
 * first, in the offer-date range — as the measures' archive keeps the
 * measures of clients gone on to an offer.
 */
export function archivedOfferLines(src: OfferSources, filter: OfferFilter): OfferLine[] {
  return src.offers
    .filter((o) => IS_ARCHIVED.offers(o, { clientModuleId: src.clients.get(o.clientId)?.moduleId }) && inRange(o.offerDate, filter))
    .sort(newestFirst)
    .map((o) => lineOf(o, src));
}

/** A canceled product row as its table shows it. */
export interface CanceledLine {
  id: string;
  offerId: string;
  projectId: string | null;
  offerNumber: number;
  clientName: string;
  articleName: string;
  type: string;
  quantity: number;
  totalPrice: number;
}

export function canceledLines(rows: readonly ProductRow[], src: OfferSources & { articles: Map<string, string> }): CanceledLine[] {
  const offers = new Map(src.offers.map((o) => [o.id, o]));
  return rows
    .filter((r) => r.canceled === 1)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
    .map((r) => ({
      id: r.id,
      offerId: r.offerId,
      projectId: r.projectId,
      offerNumber: offers.get(r.offerId)?.number ?? 0,
      clientName: clientName(src.clients.get(r.clientId)),
      articleName: (r.articleId && src.articles.get(r.articleId)) || '',
      type: r.type ?? '',
      quantity: r.quantity,
      totalPrice: r.totalPrice,
    }));
}
