import type { FileLink } from '../files.js';
import type { ServiceTicketRow } from './rows.js';
import type { ServiceStatusId } from './statuses.js';

/**
 * What service's reads answer (spec 001 §3 "Service ticket", "Service map
 * row"), joined on the server for screens used online; the PWA builds the
 * same from its mirror.
 */

/** A status as the spec reads it: value and label (statuses.ts statusOf). */
export interface ServiceStatusRead {
  value: ServiceStatusId;
  label: string;
}

/** The client of a ticket: the project's client for a registered one, the ticket's own fields for an unregistered one. */
export interface ServiceClient {
  firstName: string;
  lastName: string;
  address: string | null;
  city: string | null;
  email: string | null;
  phoneNumber: string | null;
}

/** A line of a ticket: a product of the project (registered), or an article (unregistered); `name` is the article's. */
export interface ServiceLine {
  productId: string | null;
  articleId: string | null;
  name: string;
}

/** Spec 001 §3 "Service ticket": the row, with its project, client, status, photos, the project's agreement files and lines. */
export interface ServiceTicketRead extends ServiceTicketRow {
  project: { id: string; name: string } | null;
  client: ServiceClient;
  status: ServiceStatusRead;
  servicingFiles: FileLink[];
  agreementFiles: FileLink[];
  productsServicing: ServiceLine[];
}

/** Spec 001 §3 "Service map row": a registered ticket's place and status ('lat,lng' texts; null when unknown). */
export interface ServiceMapRow {
  id: string;
  project: { id: string; name: string };
  measureLocation: string | null;
  projectLocation: string | null;
  status: ServiceStatusRead;
}

/** GET servicing/projects: a project ready for service (it has an installation), with its client. */
export interface ServiceProjectOption {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  /** How many tickets it has already. */
  tickets: number;
}

/** GET servicing/projects/{id}/products: a product of the project, named by its article. */
export interface ServiceProductOption {
  id: string;
  name: string;
  type: string | null;
}

/** GET servicing/articles: an article an unregistered client's ticket can name. */
export interface ServiceArticleOption {
  id: string;
  name: string;
  code: string;
}
