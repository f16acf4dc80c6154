import { SERVICE_ENDPOINTS, SERVICE_PHOTOS } from '../../../../domain/service/endpoints.js';
import { serviceBody, type ServiceInput } from '../../../../domain/service/bodies.js';
import { editedTicketRow, newTicketRow } from '../../../../domain/service/rules.js';
import type { ServiceTicketRow } from '../../../../domain/service/rows.js';
import { parseWith } from '../../../../domain/validation.js';
import { callOf, type Command, type CommandFile } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/** Where the ticket's form lives and what was typed: a refused save reopens there. */
export type TicketFormLink = { to: string; data: Record<string, unknown> };

/** The photos as the form sends them (spec 001 §7 `servicingFiles[]`): JPEG blobs queued with the entry, sent as multipart with it (SYNC.md O10). */
const photoFiles = (photos: readonly Blob[]): { files?: CommandFile[] } =>
  photos.length === 0 ? {} : { files: photos.map((blob, i) => ({ field: `${SERVICE_PHOTOS.field}[]`, blob, name: `servisimi-${i + 1}.jpg` })) };

function parsed(input: ServiceInput) {
  const result = parseWith(serviceBody, input);
  // The form checked the input with the same schema (serviceDraft.ts checkDraft): a refusal here is a bug of the caller.
  if (!result.ok) throw new Error(`service ticket refused: ${result.message}`);
  return result.value;
}

/** POST servicing: the new ticket as the server will store it (domain/service/rules.ts newTicketRow) shows at once; its photos go up with the call. */
export function createTicketCommand(id: string, input: ServiceInput, photos: readonly Blob[], name: string, form: TicketFormLink): Command {
  const fields = parsed(input);
  return {
    label: entryLabel('create', 'serviceTickets', name),
    ...callOf(SERVICE_ENDPOINTS.create, {}, { ...input, id }),
    ...photoFiles(photos),
    entity: 'serviceTickets',
    entityId: id,
    form,
    apply: async (db) => {
      await db.serviceTickets.put(newTicketRow(fields, id, new Date().toISOString()));
    },
  };
}

/** POST servicing/{id}: the whole form again (what it leaves out is cleared), new photos added to the stored ones. */
export function updateTicketCommand(stored: ServiceTicketRow, input: ServiceInput, photos: readonly Blob[], name: string, form: TicketFormLink): Command {
  const fields = parsed(input);
  const { id } = stored;
  return {
    label: entryLabel('update', 'serviceTickets', name),
    ...callOf(SERVICE_ENDPOINTS.update, { id }, input),
    ...photoFiles(photos),
    entity: 'serviceTickets',
    entityId: id,
    form,
    apply: async (db) => {
      // The row as it is now (a pull may have changed it since the form opened).
      const current = (await db.serviceTickets.get(id)) ?? stored;
      await db.serviceTickets.put(editedTicketRow(current, fields, new Date().toISOString()));
    },
  };
}

/** DELETE servicing/{id}: the ticket, its lines and its photos. */
export function deleteTicketCommand(ticket: { id: string; name: string }): Command {
  return {
    label: entryLabel('delete', 'serviceTickets', ticket.name),
    ...callOf(SERVICE_ENDPOINTS.remove, { id: ticket.id }),
    entity: 'serviceTickets',
    entityId: ticket.id,
    apply: async (db) => {
      await db.serviceTickets.delete(ticket.id);
      await db.files.where('ownerId').equals(ticket.id).delete();
    },
  };
}
