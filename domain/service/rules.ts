import { parseTimestamp } from '../format.js';
import type { ServiceTicketFields, ServiceTicketRow } from './rows.js';
import { SERVICE_MSG } from './messages.js';

/**
 * Service's rules (spec 001 §4 "Saves", §5 "Service"), pure: the form checks
 * them before queueing, the server again before writing, and both build a
 * ticket's row with the same functions, so the device's optimistic row equals
 * the one the feed brings back (as domain/transport/drafts.ts does).
 */

/** Spec 001 §4: "Service: edit when a serviceId exists, else create". */
export const saveModeOf = (serviceId: string | null | undefined): 'create' | 'edit' => (serviceId ? 'edit' : 'create');

export type TicketKind = 'registered' | 'unregistered';

/** What the kind is read from: the project, the client's fields and the articles sent. */
export interface KindSignals {
  projectId: string | null;
  firstname?: string | null;
  lastname?: string | null;
  address?: string | null;
  city?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  articleId?: readonly string[];
}

/**
 * A ticket that names no project but a client field or an article is an
 * unregistered client's; any other is a registered project's (and without a
 * project it is refused: 'Ju lutem zgjidhni projektin!').
 */
export function ticketKindOf(b: KindSignals): TicketKind {
  if (b.projectId !== null) return 'registered';
  const client = [b.firstname, b.lastname, b.address, b.city, b.email, b.phoneNumber].some((f) => typeof f === 'string' && f.trim() !== '');
  return client || (b.articleId?.length ?? 0) > 0 ? 'unregistered' : 'registered';
}

/** A stored ticket is registered when it has a project. */
export const isRegistered = (t: { projectId: string | null }): boolean => t.projectId !== null;

/** The lines of a ticket as its row lists them: each id once, sorted (code-unit order). */
export function ticketChildren(productIds: readonly string[], articleIds: readonly string[]): Pick<ServiceTicketRow, 'productIds' | 'articleIds'> {
  const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();
  return { productIds: sorted(productIds), articleIds: sorted(articleIds) };
}

/** An end is never before the start; either missing is no conflict. */
export function endAfterStart(t: { start: string | null; end: string | null }): boolean {
  const start = parseTimestamp(t.start);
  const end = parseTimestamp(t.end);
  return start === null || end === null || end >= start;
}

/** The new ticket's row, from the parsed body (bodies.ts): what the server stores and the device shows before it syncs. */
export function newTicketRow(fields: ServiceTicketFields, id: string, at: string): ServiceTicketRow {
  return { ...fields, productIds: [...fields.productIds], articleIds: [...fields.articleIds], id, createdAt: at, updatedAt: at };
}

/** The ticket after an edit: the form is sent whole, so its fields replace the stored ones. */
export function editedTicketRow(stored: ServiceTicketRow, fields: ServiceTicketFields, at: string): ServiceTicketRow {
  return { ...newTicketRow(fields, stored.id, at), createdAt: stored.createdAt };
}

/** What a DELETE servicing/{id} does: the tickets it removes, or the info that the project has none. */
export type ServiceDeletion = { ticketIds: string[] } | { refusal: string } | 'notFound';

/**
 * DELETE servicing/{id} (spec 001 §5 "Deleting a service for a project with
 * no ticket gives the info 'Ky projekt nuk ka tiket servisimi!'"): {id} names
 * a ticket, which goes; or a project (the registered list's rows are
 * projects), whose tickets all go — and a project with none is answered with
 * that info, nothing changed. Anything else is not found.
 */
export function serviceDeletion(id: string, tickets: readonly { id: string; projectId: string | null }[], isProject: boolean): ServiceDeletion {
  if (tickets.some((t) => t.id === id)) return { ticketIds: [id] };
  if (!isProject) return 'notFound';
  const own = tickets.filter((t) => t.projectId === id).map((t) => t.id);
  return own.length > 0 ? { ticketIds: own } : { refusal: SERVICE_MSG.noTicket };
}
