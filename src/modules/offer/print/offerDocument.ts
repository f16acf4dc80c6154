import { formatDate } from '../../../../domain/format.js';
import { isEmptyDoc, plainText, type RichDoc } from '../../../../domain/text/richText.js';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import { headerOf, safeFileName, type PrintDocument } from '../../../app/documents/printDocument';
import { linesTable, linesTotals, type OfferLinesTexts, type PricedLines } from '../../../app/documents/priced/offerLines';
import { clientFacts, filledFacts, offerNumberText, type PrintedClient } from '../../../app/documents/priced/printedClient';

/**
 * What the offer's document shows (spec 000 §3 "Offer", issue 15 "Printable
 * documents"), gathered from the device's mirror by readOfferPrint; offerDocument
 * lays it out for the A4 print and the PDF alike.
 */
export interface OfferPrint extends PricedLines {
  id: string;
  /** The company's header (its settings), read with the offer. */
  company: CompanyHeader;
  /** The number shown (the company's counter); 0 while a new offer waits for the server to number it. */
  number: number;
  /** YYYY-MM-DD (or an instant): the offer's date. */
  date: string | null;
  client: PrintedClient;
  project: string;
  paymentDeadline: string;
  accountNumber: string;
  /** The dynamic offer fields the offer filled in, named. */
  fields: { name: string; value: string }[];
  /** The offer's addition (spec 000 §3 "addition (comment)"). */
  addition: string;
  /** The admin's offer conditions, each a rich text document. */
  conditions: RichDoc[];
}

/** The offer document's words, translated by the screen (the PDF is drawn outside React). */
export interface OfferTexts extends OfferLinesTexts {
  title: string;
  client: string;
  address: string;
  phone: string;
  fiscalNumber: string;
  project: string;
  date: string;
  paymentDeadline: string;
  accountNumber: string;
  addition: string;
  conditions: string;
  standardTitle: string;
  /** Spec 000 §9's standard texts, one paragraph each, in order: the company's own words from its settings, else the spec's. */
  standard: string[];
}

/** The standard texts as a bulleted list. */
const bulleted = (paragraphs: readonly string[]): RichDoc => ({
  type: 'doc',
  content: [{ type: 'bulletList', content: paragraphs.map((text) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })) }],
});

/**
 * The admin's conditions, less empty ones and any that says word for word
 * what a standard text says (the demo data, and offices that typed them in
 * before): the document says it once.
 */
const ownConditions = (conditions: readonly RichDoc[], standard: readonly string[]): RichDoc[] => {
  const said = new Set(standard.map((s) => s.trim()));
  return conditions.filter((doc) => !isEmptyDoc(doc) && !said.has(plainText(doc).trim()));
};

/** The PDF's name: Oferta-<number>.pdf, the same for every download of the offer. */
export const offerFileName = (numberText: string): string => safeFileName(`Oferta-${numberText}`);

/**
 * The offer as a printable document: the company, the client and the
 * offer's facts, its rows and totals, the addition, the admin's conditions
 * and the standard texts of spec 000 §9. No signatures: the client accepts
 * an offer by paying its first half.
 */
export function offerDocument(offer: OfferPrint, texts: OfferTexts): PrintDocument {
  const numberText = offerNumberText(offer.number, offer.id);
  return {
    title: `${texts.title} ${numberText}`,
    ...headerOf(offer.company),
    facts: filledFacts([
      ...clientFacts(offer.client, texts),
      { label: texts.project, value: offer.project },
      { label: texts.date, value: formatDate(offer.date) },
      { label: texts.paymentDeadline, value: offer.paymentDeadline },
      { label: texts.accountNumber, value: offer.accountNumber },
      ...offer.fields.map((f) => ({ label: f.name, value: f.value })),
    ]),
    table: linesTable(offer, texts),
    totals: linesTotals(offer, texts),
    sections: [
      ...(offer.addition.trim() ? [{ kind: 'text' as const, title: texts.addition, text: offer.addition.trim() }] : []),
      ...ownConditions(offer.conditions, texts.standard).map((doc, i) => ({ kind: 'rich' as const, ...(i === 0 ? { title: texts.conditions } : {}), doc })),
      { kind: 'rich', title: texts.standardTitle, doc: bulleted(texts.standard) },
    ],
    signatures: [],
    fileName: offerFileName(numberText),
  };
}
