import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { OfferRow, ProductRow } from '../../../../domain/offer/rows.js';
import { OFFER_FILE_KINDS, type OfferFileKind } from '../../../../domain/offer/uploads.js';
import type { ZanatiDb } from '../../../local';

/** A stored file of the offer, as the form lists it. */
export interface StoredOfferFile {
  id: string;
  name: string;
  kind: OfferFileKind;
}

/**
 * What the offer form opens with, from the device's mirror (spec 000 §2
 * create/{offerId?}/{projectId?}): the saved offer with its rows (oldest
 * first, as the server lists them) and files, or for a new offer the
 * project named in the path; the client; and whether the client is in
 * agreements (cantEdit, §4). Nothing comes from the network.
 */
export interface OfferFormSources {
  offer: OfferRow | null;
  rows: ProductRow[];
  files: StoredOfferFile[];
  project: ProjectRow | null;
  client: ClientRow | null;
  cantEdit: boolean;
}

const isKind = (kind: unknown): kind is OfferFileKind => typeof kind === 'string' && (Object.values(OFFER_FILE_KINDS) as string[]).includes(kind);

const byCreation = (a: ProductRow, b: ProductRow) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The form's sources. The first segment is a saved offer's id, or — when no
 * offer has it — a project's, for a new offer of that project (ids are
 * UUIDs, so they never collide); null when the path names neither.
 */
export async function readOfferForm(db: ZanatiDb, first: string | undefined, second: string | undefined): Promise<OfferFormSources | null> {
  return db.transaction('r', [db.offers, db.products, db.files, db.projects, db.clients, db.agreements], async () => {
    const offer = first ? await db.offers.get(first) : undefined;
    const projectId = offer ? offer.projectId : (second ?? first);
    const project = projectId ? ((await db.projects.get(projectId)) ?? null) : null;
    if (first && !offer && !project) return null;
    const clientId = offer?.clientId ?? project?.clientId ?? null;
    const [rows, files, client, agreed] = await Promise.all([
      offer ? db.products.where('offerId').equals(offer.id).toArray() : [],
      offer ? db.files.where('ownerId').equals(offer.id).toArray() : [],
      clientId ? db.clients.get(clientId) : undefined,
      clientId ? db.agreements.where('clientId').equals(clientId).count() : 0,
    ]);
    return {
      offer: offer ?? null,
      rows: rows.sort(byCreation),
      files: files.flatMap((f) => (f.ownerType === 'offers' && isKind(f.kind) ? [{ id: String(f.id), name: typeof f.fileName === 'string' ? f.fileName : '', kind: f.kind }] : [])),
      project,
      client: client ?? null,
      cantEdit: agreed > 0,
    };
  });
}
