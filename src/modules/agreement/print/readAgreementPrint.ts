import { DISCOUNT_TYPE } from '../../../../domain/offer/pricing.js';
import { AGREEMENT_FILE_KINDS } from '../../../../domain/agreement/uploads.js';
import { storedFileBlob } from '../../../app/files/storedFileBlob';
import type { ZanatiDb } from '../../../local';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import { discountTypeOf, printedClient } from '../../../app/documents/priced/printedClient';
import { readOfferLines } from '../../../app/documents/priced/readOfferLines';
import type { AgreementPrint } from './agreementDocument';

/** The multipart field a signature travels in ('signature[]', spec 000 §7), with or without its brackets. */
const isSignatureField = (field: string): boolean => field.replace(/\[\]$/, '') === AGREEMENT_FILE_KINDS.signature;

/**
 * The client's signature: the newest one a save still waiting in the outbox
 * carries (signed on the tablet without signal), else the newest stored
 * one — the device's copy, or fetched with signal. Null when there is none
 * to be had.
 */
async function signatureOf(db: ZanatiDb, agreementId: string): Promise<Blob | null> {
  const [entries, files] = await db.transaction('r', [db.outbox, db.files], () =>
    Promise.all([db.outbox.where('entityId').equals(agreementId).sortBy('seq'), db.files.where('ownerId').equals(agreementId).toArray()]),
  );
  const queued = entries
    .filter((e) => e.entity === 'agreements' && e.state !== 'rejected')
    .flatMap((e) => (e.files ?? []).filter((f) => isSignatureField(f.field)))
    .at(-1);
  if (queued) return queued.blob;
  const stored = files.filter((f) => f.ownerType === 'agreements' && f.kind === AGREEMENT_FILE_KINDS.signature).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];
  return stored ? storedFileBlob(stored.id) : null;
}

/**
 * Everything the agreement's document shows, from the device's mirror (and
 * its copy of the signature file), so it prints without signal. Null when
 * the mirror does not hold the agreement.
 */
export async function readAgreementPrint(db: ZanatiDb, agreementId: string, company: CompanyHeader): Promise<AgreementPrint | null> {
  const read = await db.transaction('r', [db.agreements, db.offers, db.products, db.articles, db.units, db.clients, db.projects], async () => {
    const agreement = await db.agreements.get(agreementId);
    if (!agreement) return null;
    const [offer, lines, client, project] = await Promise.all([
      agreement.offerId ? db.offers.get(agreement.offerId) : undefined,
      agreement.offerId ? readOfferLines(db, agreement.offerId) : [],
      db.clients.get(agreement.clientId),
      agreement.projectId ? db.projects.get(agreement.projectId) : undefined,
    ]);
    return { agreement, offer, lines, client, project };
  });
  if (!read) return null;
  const { agreement, offer, lines, client, project } = read;
  return {
    id: agreement.id,
    company,
    offerId: agreement.offerId,
    offerNumber: offer?.number ?? 0,
    date: agreement.createdAt,
    client: printedClient(client, offer ?? {}),
    project: project?.projectName ?? '',
    lines,
    discountType: offer ? discountTypeOf(offer) : DISCOUNT_TYPE.fixed,
    discountValue: offer?.discountValue ?? 0,
    total: agreement.total,
    prepaid: agreement.prepaid,
    start: agreement.start,
    end: agreement.end,
    comment: agreement.comment ?? '',
    signature: await signatureOf(db, agreement.id),
  };
}
