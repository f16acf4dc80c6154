import * as v from 'valibot';
import { nullableId, stamped, type NewRow } from '../kit/rows.js';

/**
 * Service's row as the feed sends it (spec 001 §3 "Service ticket"): the
 * service_tickets columns, and the lines of service_ticket_products folded in
 * as `productIds` (a registered ticket: products of its project) and
 * `articleIds` (an unregistered one: articles), each sorted and once, so the
 * server's row and a device's optimistic one compare equal
 * (rules.ts ticketChildren). A registered ticket has a projectId and no client
 * fields; an unregistered one names the client and has no project. `date` is
 * YYYY-MM-DD, `start` and `end` as stamped ('YYYY-MM-DD HH:mm:ss'). Photos
 * are `files` rows owned by the ticket (ownerType 'serviceTickets', kind
 * 'photo').
 */
export const SERVICE_ROWS = {
  serviceTickets: v.object({
    ...stamped,
    projectId: nullableId,
    firstname: v.nullable(v.string()),
    lastname: v.nullable(v.string()),
    address: v.nullable(v.string()),
    city: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phoneNumber: v.nullable(v.string()),
    problem: v.string(),
    warning: v.nullable(v.string()),
    date: v.nullable(v.string()),
    start: v.nullable(v.string()),
    end: v.nullable(v.string()),
    statusId: v.number(),
    productIds: v.array(v.string()),
    articleIds: v.array(v.string()),
  }),
};

export type ServiceTicketRow = v.InferOutput<typeof SERVICE_ROWS.serviceTickets>;

/** A ticket's columns and lines as a create or an edit writes them (no id, no times). */
export type ServiceTicketFields = NewRow<ServiceTicketRow>;
