import type { OfferListRow } from '../../../domain/offer/endpoints.js';
import type { OfferFilter } from '../../../domain/offer/queries.js';
import { OFFER_STATUS_LABELS, type OfferStatusId } from '../../../domain/offer/statuses.js';
import { clientName } from '../../../domain/production/planningSources.js';
import type { Reader } from '../../entities/feedShape.js';
import { loadOffers } from './offerShape.js';

/**
 * GET offer/filter: the company's offers of the asked status, their
 * offerDate within the range (an offer without a date is in no range), the
 * newest first, with the client's and project's names and the status label.
 */
export async function offerList(db: Reader, companyId: string, q: OfferFilter): Promise<OfferListRow[]> {
  let query = db
    .selectFrom('offers as o')
    .innerJoin('clients as c', 'c.id', 'o.clientId')
    .leftJoin('projects as p', 'p.id', 'o.projectId')
    .select(['o.id', 'c.firstnameAndLastname', 'c.lastName', 'p.projectName'])
    .where('o.companyId', '=', companyId);
  if (q.offerStatusId !== undefined) query = query.where('o.offerStatusId', '=', q.offerStatusId);
  if (q.startDate) query = query.where('o.offerDate', '>=', q.startDate);
  if (q.endDate) query = query.where('o.offerDate', '<=', q.endDate);
  const found = await query.orderBy('o.number', 'desc').execute();
  const rows = new Map((await loadOffers(db, companyId, found.map((f) => f.id))).map((r) => [r.id, r]));
  return found.map((f) => {
    const row = rows.get(f.id)!;
    return { ...row, clientName: clientName(f), projectName: f.projectName, statusLabel: OFFER_STATUS_LABELS[row.offerStatusId as OfferStatusId] };
  });
}
