import { answering, create, del, get, optionalFiles, post } from '../kit/endpoint.js';
import type { ServiceArticleOption, ServiceMapRow, ServiceProductOption, ServiceProjectOption, ServiceTicketRead } from './answers.js';
import { serviceBody } from './bodies.js';
import type { ServiceTicketRow } from './rows.js';

/**
 * Service's calls (spec 001 §7 "Service"), each declared once for the
 * server's routes and the PWA's commands. Writes answer the stored feed row.
 *
 * Where the spec shows no path ("Calls for projects ready for service,
 * products of a project and articles: paths not shown"), plain REST:
 * - `servicing/projects`: projects ready for service (with an installation);
 * - `servicing/projects/{id}/products`: {id} is a project; its products;
 * - `servicing/articles`: the company's articles.
 * DELETE servicing/{id}: {id} is a ticket, or a project whose tickets all go
 * ('Ky projekt nuk ka tiket servisimi!' when it has none; rules.ts serviceDeletion).
 */
export const SERVICE_ENDPOINTS = {
  /** Registered clients' tickets (with a project), ?status=1|2|3. */
  existing: answering<{ data: ServiceTicketRead[] }>()(get('servicing/existing/servicing')),
  /** Unregistered clients' tickets (no project). */
  nonClient: answering<{ data: ServiceTicketRead[] }>()(get('servicing/non/client')),
  /** Every ticket, ?status=1|2|3. */
  list: answering<{ data: ServiceTicketRead[] }>()(get('servicing')),
  one: answering<{ data: ServiceTicketRead }>()(get('servicing/{id}')),
  map: answering<{ data: ServiceMapRow[] }>()(get('servicing/map')),
  /** Multipart with `servicingFiles[]` photos, or JSON without; the device sends the ticket's id. */
  create: answering<{ data: ServiceTicketRow; message: string }>()(optionalFiles(create('servicing', serviceBody))),
  update: answering<{ data: ServiceTicketRow; message: string }>()(optionalFiles(post('servicing/{id}', serviceBody))),
  remove: answering<{ data: { ticketIds: string[] }; message: string }>()(del('servicing/{id}')),
  projects: answering<{ data: ServiceProjectOption[] }>()(get('servicing/projects')),
  projectProducts: answering<{ data: ServiceProductOption[] }>()(get('servicing/projects/{id}/products')),
  articles: answering<{ data: ServiceArticleOption[] }>()(get('servicing/articles')),
} as const;

/** The photo field of the form (spec 001 §7 `servicingFiles[]`): images only, stored as files of kind 'photo'. */
export const SERVICE_PHOTOS = { field: 'servicingFiles', kind: 'photo', accept: 'image' } as const;
