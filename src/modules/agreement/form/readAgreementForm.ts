import type { AgreementRow } from '../../../../domain/agreement/rows.js';
import { AGREEMENT_FILE_KINDS, type AgreementFileKind } from '../../../../domain/agreement/uploads.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { OfferRow } from '../../../../domain/offer/rows.js';
import type { ZanatiDb } from '../../../local';

/** What an agreement needs of its offer: who, which project, and the total it signs (spec 000 §5: the offer's discounted total). */
export interface OfferSummary {
  id: string;
  number: number;
  clientId: string;
  projectId: string | null;
  offerStatusId: number;
  discountTotal: number;
}

/** The offer's columns an agreement reads. */
export const offerSummaryOf = (o: OfferRow): OfferSummary => ({
  id: o.id,
  number: o.number,
  clientId: o.clientId,
  projectId: o.projectId,
  offerStatusId: o.offerStatusId,
  discountTotal: o.discountTotal,
});

/** A stored file of the agreement, as the form lists it. */
export interface StoredAgreementFile {
  id: string;
  name: string;
  kind: AgreementFileKind;
}

/**
 * What the agreement form opens with, from the device's mirror: the offer
 * it signs, its client and project, the agreement when it exists and its
 * stored files. Nothing comes from the network: the client signs at the
 * table, with or without signal.
 */
export interface AgreementFormSources {
  offer: OfferSummary;
  agreement: AgreementRow | null;
  client: ClientRow | null;
  project: ProjectRow | null;
  files: StoredAgreementFile[];
}

const isKind = (kind: unknown): kind is AgreementFileKind => typeof kind === 'string' && (Object.values(AGREEMENT_FILE_KINDS) as string[]).includes(kind);

/**
 * The path's first segment is an agreement's id (spec 000 §2
 * create/{agreementId?}/{projectId?}), or an offer's when no agreement has
 * that id (ids are UUIDs, so they never collide): a new agreement of that
 * offer — or its agreement, when it already has one. Null when the mirror
 * holds neither.
 */
export async function readAgreementForm(db: ZanatiDb, first: string): Promise<AgreementFormSources | null> {
  return db.transaction('r', [db.agreements, db.offers, db.clients, db.projects, db.files], async () => {
    const agreement = (await db.agreements.get(first)) ?? (await db.agreements.where('offerId').equals(first).first()) ?? null;
    const offerRow = await db.offers.get(agreement?.offerId ?? first);
    const offer = offerRow
      ? offerSummaryOf(offerRow)
      : agreement
        ? // An agreement whose offer this device does not hold: what the agreement itself says of it.
          { id: agreement.offerId ?? '', number: 0, clientId: agreement.clientId, projectId: agreement.projectId, offerStatusId: 0, discountTotal: agreement.total }
        : null;
    if (!offer) return null;
    const [client, project, files] = await Promise.all([
      db.clients.get(offer.clientId),
      offer.projectId ? db.projects.get(offer.projectId) : undefined,
      agreement ? db.files.where('ownerId').equals(agreement.id).toArray() : [],
    ]);
    return {
      offer,
      agreement,
      client: client ?? null,
      project: project ?? null,
      files: files
        .flatMap((f) => (f.ownerType === 'agreements' && isKind(f.kind) ? [{ id: String(f.id), name: typeof f.fileName === 'string' ? f.fileName : '', kind: f.kind }] : []))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    };
  });
}
