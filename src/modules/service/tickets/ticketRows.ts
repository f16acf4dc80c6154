import type { ServiceTicketRow } from '../../../../domain/service/rows.js';
import { isServiceStatus, SERVICE_STATUS, type ServiceStatusId } from '../../../../domain/service/statuses.js';
import { dayInRange } from '../../../../domain/transport/queries.js';
import { locationOf, type LatLng } from '../../../../domain/transport/location.js';

/**
 * The service screens' rows (spec 001 §3 "Service ticket", "Service map
 * row"): a ticket with its client, its project, the names of its products
 * (registered) or articles (unregistered), and where it is. Made from the
 * mirror (readTickets.ts); pure, so the lists, the map and the archive agree.
 */
export interface TicketListRow {
  id: string;
  /** A registered client's ticket names a project; an unregistered one names the client. */
  registered: boolean;
  projectId: string | null;
  projectName: string;
  /** The registered client's id (its project's); null for an unregistered one. */
  clientId: string | null;
  clientName: string;
  address: string | null;
  city: string | null;
  email: string | null;
  phoneNumber: string | null;
  problem: string;
  warning: string | null;
  statusId: ServiceStatusId;
  date: string | null;
  start: string | null;
  end: string | null;
  /** The products' (or articles') names, in the ticket's order. */
  items: string[];
  location: LatLng | null;
  createdAt: string;
}

/** What the rows are made from: the tickets and, by id, what they name. */
export interface TicketSources {
  tickets: readonly ServiceTicketRow[];
  projects: ReadonlyMap<string, { projectName: string; clientId: string | null; address: string | null; projectLocation: string | null; measureLocation: string | null }>;
  /** Client id → name. */
  clients: ReadonlyMap<string, string>;
  /** Product id → its article's name (or its code). */
  products: ReadonlyMap<string, string>;
  /** Article id → name. */
  articles: ReadonlyMap<string, string>;
}

const personName = (t: ServiceTicketRow): string => [t.firstname, t.lastname].filter((x) => x).join(' ');

export function ticketRow(t: ServiceTicketRow, src: TicketSources): TicketListRow {
  const project = t.projectId === null ? undefined : src.projects.get(t.projectId);
  const registered = t.projectId !== null;
  return {
    id: t.id,
    registered,
    projectId: t.projectId,
    projectName: project?.projectName ?? '',
    clientId: project?.clientId ?? null,
    clientName: registered ? (src.clients.get(project?.clientId ?? '') ?? '') : personName(t),
    address: registered ? (project?.address ?? null) : t.address,
    city: t.city,
    email: t.email,
    phoneNumber: t.phoneNumber,
    problem: t.problem,
    warning: t.warning,
    statusId: isServiceStatus(t.statusId) ? t.statusId : SERVICE_STATUS.pending,
    date: t.date,
    start: t.start,
    end: t.end,
    items: registered ? t.productIds.map((id) => src.products.get(id) ?? '') : t.articleIds.map((id) => src.articles.get(id) ?? ''),
    location: locationOf({ measureLocation: project?.measureLocation ?? null, projectLocation: project?.projectLocation ?? null }),
    createdAt: t.createdAt,
  };
}

/** The newest service day first, then the newest ticket. */
const newestFirst = (a: TicketListRow, b: TicketListRow): number => (b.date ?? '').localeCompare(a.date ?? '') || b.createdAt.localeCompare(a.createdAt);

export const ticketRows = (src: TicketSources): TicketListRow[] => src.tickets.map((t) => ticketRow(t, src)).sort(newestFirst);

export interface TicketFilter {
  registered?: boolean;
  statusId?: ServiceStatusId;
  /** YYYY-MM-DD bounds on the service date, inclusive. */
  start?: string;
  end?: string;
}

export function filterTickets(rows: readonly TicketListRow[], filter: TicketFilter): TicketListRow[] {
  return rows.filter(
    (r) =>
      (filter.registered === undefined || r.registered === filter.registered) &&
      (filter.statusId === undefined || r.statusId === filter.statusId) &&
      dayInRange(r.date ?? r.createdAt, filter.start, filter.end),
  );
}

export type TicketMapRow = TicketListRow & { location: LatLng };

/** The map's points (spec 001 §3 "Service map row"): the tickets whose project has a place. */
export const ticketMapRows = (rows: readonly TicketListRow[]): TicketMapRow[] => rows.filter((r): r is TicketMapRow => r.location !== null);
