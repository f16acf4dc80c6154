import type { ServiceTicketFields } from '../../../domain/service/rows.js';
import { SERVICE_PHOTOS } from '../../../domain/service/endpoints.js';
import { MSG } from '../../../domain/messages.js';
import type { ServiceTicketRow } from '../../../domain/service/rows.js';
import { attachFiles, removeFile, type StagedFiles } from '../../files/attachments.js';
import { uploadsOf } from '../../files/upload.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { refuse } from '../../http/errors.js';
import { releaseDependents } from '../../write/deletions.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';
import { TICKET_DELETION } from './deleteRules.js';

export const storedTicket = async (w: Writer, id: string) => (await loadOneShaped(w.tx, 'serviceTickets', w.companyId, id)) as ServiceTicketRow;

/**
 * What a ticket points at is the company's: its project, the products (each
 * of that project, not cancelled or not, as the form offers them) and the
 * articles. Anything else is refused on its field.
 */
export async function assertTargets(w: Writer, t: ServiceTicketFields): Promise<void> {
  if (t.projectId !== null) {
    await assertOwned(w, 'projects', [t.projectId], 'projectId');
    if (t.productIds.length > 0) {
      const own = await w.tx.selectFrom('products').select('id').where('companyId', '=', w.companyId).where('projectId', '=', t.projectId).where('id', 'in', t.productIds).execute();
      if (own.length !== t.productIds.length) throw refuse(MSG.invalidValue, 'productId');
    }
  }
  await assertOwned(w, 'articles', t.articleIds, 'articleId');
}

/** The ticket's columns as its table stores them (the lines are rows of their own). */
export function ticketColumns(t: ServiceTicketFields) {
  const { productIds: _p, articleIds: _a, ...columns } = t;
  return columns;
}

/**
 * Brings a ticket's stored lines to the wanted products and articles through
 * the Writer (each change audited), and publishes the ticket: its feed row
 * holds them.
 */
export async function writeLines(w: Writer, ticketId: string, after: Pick<ServiceTicketRow, 'productIds' | 'articleIds'>): Promise<void> {
  const lines = await w.tx.selectFrom('serviceTicketProducts').select(['id', 'productId', 'articleId']).where('companyId', '=', w.companyId).where('serviceTicketId', '=', ticketId).execute();
  const keep = (l: { productId: string | null; articleId: string | null }) => (l.productId !== null ? after.productIds.includes(l.productId) : l.articleId !== null && after.articleIds.includes(l.articleId));
  for (const line of lines) if (!keep(line)) await w.delete('serviceTicketProducts', line.id);
  for (const productId of after.productIds) {
    if (!lines.some((l) => l.productId === productId)) await w.insert('serviceTicketProducts', { serviceTicketId: ticketId, productId, articleId: null });
  }
  for (const articleId of after.articleIds) {
    if (!lines.some((l) => l.articleId === articleId)) await w.insert('serviceTicketProducts', { serviceTicketId: ticketId, productId: null, articleId });
  }
  w.publish('serviceTickets', ticketId);
}

/** The photos sent with a save (`servicingFiles[]`), added to the ticket's own; images only (MSG.onlyImages). */
export async function attachPhotos(w: Writer, staged: StagedFiles, ticketId: string, body: unknown): Promise<void> {
  const files = uploadsOf(body, SERVICE_PHOTOS.field);
  if (files.length > 0) await attachFiles(w, staged, { ownerType: 'serviceTickets', ownerId: ticketId, kind: SERVICE_PHOTOS.kind, files, accept: SERVICE_PHOTOS.accept, field: SERVICE_PHOTOS.field });
}

/** Deletes a ticket with its lines and photos (bytes once the write has committed). */
export async function deleteTicket(w: Writer, staged: StagedFiles, ticketId: string): Promise<void> {
  const photos = await w.tx.selectFrom('files').select('id').where('companyId', '=', w.companyId).where('ownerType', '=', 'serviceTickets').where('ownerId', '=', ticketId).execute();
  for (const file of photos) await removeFile(w, staged, file.id, 'serviceTickets');
  await releaseDependents(w, TICKET_DELETION, ticketId);
  await w.delete('serviceTickets', ticketId);
}
