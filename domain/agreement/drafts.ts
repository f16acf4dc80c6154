import type { AgreementSave } from './bodies.js';
import type { AgreementRow } from './rows.js';
import { agreementMoney, nextAgreementStatus } from './rules.js';

/** What an agreement takes from the offer it signs: the offer's project and discounted total (the server reads both, never the form). */
export interface SignedOffer {
  projectId: string | null;
  discountTotal: number;
}

/**
 * The columns a save leaves (spec 000 §4, §5): the status the rules give
 * (rules.ts nextAgreementStatus), the money from the offer's total and the
 * prepaid, the dates and comment as sent. The server writes these columns and
 * the device writes the same optimistically, so the pulled row equals the
 * optimistic one but for the server's times.
 */
export function agreementColumns(save: AgreementSave, offer: SignedOffer, storedStatus: number | null) {
  return {
    agreementStatusId: nextAgreementStatus(save, storedStatus),
    ...agreementMoney(offer.discountTotal, save.prepaid),
    start: save.start,
    end: save.end,
    comment: save.comment,
  };
}

/** A new agreement: its offer's client and project, never edited yet (firstUpdate 0). */
export function createdAgreementColumns(save: AgreementSave, offer: SignedOffer & { id: string }): Omit<AgreementRow, 'id' | 'createdAt' | 'updatedAt'> {
  return { clientId: save.clientId, offerId: offer.id, projectId: offer.projectId, ...agreementColumns(save, offer, null), firstUpdate: 0 };
}

export const createdAgreementRow = (save: AgreementSave, offer: SignedOffer & { id: string }, id: string, at: string): AgreementRow => ({
  id,
  ...createdAgreementColumns(save, offer),
  createdAt: at,
  updatedAt: at,
});

/** An edit: the agreement stays its offer's and client's; it is marked edited (firstUpdate 1). */
export const editedAgreementRow = (stored: AgreementRow, save: AgreementSave, offer: SignedOffer, at: string): AgreementRow => ({
  ...stored,
  ...agreementColumns(save, offer, stored.agreementStatusId),
  firstUpdate: 1,
  updatedAt: at,
});
