import { readRichText } from '../../../../domain/text/richText.js';
import type { ZanatiDb } from '../../../local';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import type { OfferPrint } from './offerDocument';
import { discountTypeOf, printedClient } from '../../../app/documents/priced/printedClient';
import { readOfferLines } from '../../../app/documents/priced/readOfferLines';

/**
 * Everything the offer's document shows, from the device's mirror only, so
 * it prints without signal: the offer, its rows, client, project, the
 * dynamic fields' names and the admin's offer conditions. Null when the
 * mirror does not hold the offer.
 */
export async function readOfferPrint(db: ZanatiDb, offerId: string, company: CompanyHeader): Promise<OfferPrint | null> {
  return db.transaction('r', [db.offers, db.products, db.articles, db.units, db.clients, db.projects, db.offerFields, db.offerConditions], async () => {
    const offer = await db.offers.get(offerId);
    if (!offer) return null;
    const [lines, client, project, fields, conditions] = await Promise.all([
      readOfferLines(db, offer.id),
      db.clients.get(offer.clientId),
      offer.projectId ? db.projects.get(offer.projectId) : undefined,
      db.offerFields.bulkGet(offer.dynamicFields.map((f) => f.offerFieldId)),
      db.offerConditions.toArray(),
    ]);
    return {
      id: offer.id,
      company,
      number: offer.number,
      date: offer.offerDate ?? offer.createdAt,
      client: printedClient(client, offer),
      project: project?.projectName ?? '',
      paymentDeadline: offer.paymentDeadline ?? '',
      accountNumber: offer.accountNumber ?? '',
      fields: offer.dynamicFields.flatMap((f, i) => (fields[i] && f.value ? [{ name: fields[i].name, value: f.value }] : [])),
      addition: offer.addition ?? '',
      conditions: conditions.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((c) => readRichText(c.conditions)),
      lines,
      discountType: discountTypeOf(offer),
      discountValue: offer.discountValue,
    };
  });
}
