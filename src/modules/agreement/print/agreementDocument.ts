import { formatDate, formatMoney } from '../../../../domain/format.js';
import { debtLeft } from '../../../../domain/offer/pricing.js';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import { headerOf, safeFileName, type PrintDocument } from '../../../app/documents/printDocument';
import { clientFacts, filledFacts, offerNumberText, type ClientFactTexts, type PrintedClient } from '../../../app/documents/priced/printedClient';
import { linesTable, linesTotals, type OfferLinesTexts, type PricedLines } from '../../../app/documents/priced/offerLines';

/**
 * What the agreement's document shows (spec 000 §3 "Agreement"): the
 * agreement on its offer's rows and totals, the money paid and left, the
 * finalization dates, the comment and the client's pad signature — gathered
 * from the mirror by readAgreementPrint.
 */
export interface AgreementPrint extends PricedLines {
  id: string;
  /** The company's header (its settings). */
  company: CompanyHeader;
  /** The offer the agreement was made on, null for none; its number 0 while the server has not numbered it. */
  offerId: string | null;
  offerNumber: number;
  /** The agreement's date (its creation). */
  date: string | null;
  client: PrintedClient;
  project: string;
  /** The agreement's total: its offer's discounted total when it was made. */
  total: number;
  prepaid: number;
  /** YYYY-MM-DD: the start and end of finalization. */
  start: string | null;
  end: string | null;
  comment: string;
  /** The client's signature (a pad's PNG or an uploaded image), the newest; null when not signed on the device. */
  signature: Blob | null;
}

/** The agreement document's words, translated by the screen. */
export interface AgreementTexts extends OfferLinesTexts, ClientFactTexts {
  project: string;
  date: string;
  title: string;
  offerNumber: string;
  start: string;
  end: string;
  prepaid: string;
  debtLeft: string;
  comment: string;
  companySignature: string;
  clientSignature: string;
}

/** The PDF's name: Marreveshja-<offer number>.pdf (its own id's start without an offer), the same for every download of it. */
export const agreementFileName = (numberText: string): string => safeFileName(`Marreveshja-${numberText}`);

/**
 * The agreement as a printable document: the company, the client, the
 * offer's rows and totals with the prepaid amount and the debt left
 * (pricing.ts debtLeft, as the form computes it), the finalization dates,
 * the comment, and lines for the company and the client — the client's with
 * the signature made on the tablet when there is one.
 */
export function agreementDocument(agreement: AgreementPrint, texts: AgreementTexts): PrintDocument {
  const offerNumber = agreement.offerId ? offerNumberText(agreement.offerNumber, agreement.offerId) : '';
  const signed = agreement.signature !== null;
  return {
    title: texts.title,
    ...headerOf(agreement.company),
    facts: filledFacts([
      ...clientFacts(agreement.client, texts),
      { label: texts.project, value: agreement.project },
      { label: texts.offerNumber, value: offerNumber },
      { label: texts.date, value: formatDate(agreement.date) },
      { label: texts.start, value: formatDate(agreement.start) },
      { label: texts.end, value: formatDate(agreement.end) },
    ]),
    table: linesTable(agreement, texts),
    totals: [
      ...linesTotals(agreement, texts),
      { label: texts.prepaid, value: formatMoney(agreement.prepaid) },
      { label: texts.debtLeft, value: formatMoney(debtLeft(agreement.total, agreement.prepaid)), strong: true },
    ],
    sections: agreement.comment.trim() ? [{ kind: 'text', title: texts.comment, text: agreement.comment.trim() }] : [],
    // Signed on the pad: boxes, the client's holding the signature; otherwise two lines to sign by hand.
    signatures: [{ label: texts.companySignature, ...(signed ? { image: null } : {}) }, { label: texts.clientSignature, ...(signed ? { image: agreement.signature } : {}) }],
    fileName: agreementFileName(offerNumber || agreement.id.slice(0, 8)),
  };
}
