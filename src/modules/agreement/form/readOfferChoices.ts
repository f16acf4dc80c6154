import { clientName } from '../../../../domain/production/planningSources.js';
import { OFFER_STATUS } from '../../../../domain/offer/statuses.js';
import type { ZanatiDb } from '../../../local';
import { offerSummaryOf, type OfferSummary } from './readAgreementForm';

/** An offer a new agreement may sign, as the choice lists it. */
export interface OfferChoice {
  offer: OfferSummary;
  label: string;
}

/**
 * The offers a new agreement may sign, from the mirror: those without an
 * agreement (an offer is signed once) and not rejected, approved ones first,
 * then by number. Signing approves the offer (server/routes/agreement).
 */
export async function readOfferChoices(db: ZanatiDb): Promise<OfferChoice[]> {
  return db.transaction('r', [db.offers, db.agreements, db.clients, db.projects], async () => {
    const [rows, agreed] = await Promise.all([db.offers.toArray(), db.agreements.orderBy('offerId').uniqueKeys()]);
    const signed = new Set(agreed.map(String));
    const open = rows.map(offerSummaryOf).filter((o) => !signed.has(o.id) && o.offerStatusId !== OFFER_STATUS.rejected);
    const [clients, projects] = await Promise.all([db.clients.bulkGet([...new Set(open.map((o) => o.clientId))]), db.projects.bulkGet(open.flatMap((o) => (o.projectId ? [o.projectId] : [])))]);
    const clientById = new Map(clients.flatMap((c) => (c ? [[c.id, c] as const] : [])));
    const projectById = new Map(projects.flatMap((p) => (p ? [[p.id, p] as const] : [])));
    const approvedFirst = (o: OfferSummary) => (o.offerStatusId === OFFER_STATUS.approved ? 0 : 1);
    return open
      .sort((a, b) => approvedFirst(a) - approvedFirst(b) || b.number - a.number)
      .map((offer) => ({
        offer,
        label: [`#${offer.number}`, clientName(clientById.get(offer.clientId)), offer.projectId ? projectById.get(offer.projectId)?.projectName : null].filter(Boolean).join(' — '),
      }));
  });
}
