import type { ClientRow } from '../../../../domain/contact/rows.js';
import { DISCOUNT_TYPE, type DiscountType } from '../../../../domain/offer/pricing.js';
import type { OfferRow } from '../../../../domain/offer/rows.js';
import type { PrintDocument } from '../printDocument';

/*
 * What the offer's and the agreement's documents both print of the client
 * and the offer (src/modules/offer/print, src/modules/agreement/print).
 */

/** The client as the documents name them. */
export interface PrintedClient {
  name: string;
  address: string;
  phone: string;
  fiscalNumber: string;
}

/** Label / value pairs, those without a value left out. */
export const filledFacts = (facts: readonly { label: string; value: string }[]): PrintDocument['facts'] => facts.filter((f) => f.value.trim() !== '');

/** The words of the client's facts. */
export interface ClientFactTexts {
  client: string;
  address: string;
  phone: string;
  fiscalNumber: string;
}

/** The client's facts, as both documents list them under the header. */
export const clientFacts = (client: PrintedClient, texts: ClientFactTexts) => [
  { label: texts.client, value: client.name },
  { label: texts.address, value: client.address },
  { label: texts.phone, value: client.phone },
  { label: texts.fiscalNumber, value: client.fiscalNumber },
];

/** "42", or the first characters of the id while the server has not numbered the offer yet. */
export const offerNumberText = (number: number, id: string): string => (number > 0 ? String(number) : id.slice(0, 8));

/** The client's name and the facts an offer or agreement prints, the offer's own address and fiscal number first when it has them. */
export function printedClient(client: ClientRow | undefined, own: { address?: string | null; fiscalNumber?: string | null } = {}): PrintedClient {
  return {
    name: client ? `${client.firstnameAndLastname} ${client.lastName}`.trim() : '',
    address: own.address || client?.address || '',
    phone: client?.phoneNumber ?? '',
    fiscalNumber: own.fiscalNumber || client?.fiscalNumber || '',
  };
}

export const discountTypeOf = (offer: Pick<OfferRow, 'discountType'>): DiscountType => (offer.discountType === DISCOUNT_TYPE.percentage ? DISCOUNT_TYPE.percentage : DISCOUNT_TYPE.fixed);
