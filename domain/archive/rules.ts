import { AGREEMENT_STATUS } from '../agreement/statuses.js';
import type { RowOf } from '../entities.js';
import { isInstalled } from '../installation/rules.js';
import { CLIENT_MODULE } from '../journey/order.js';
import { measureDayOf } from '../measure/queries.js';
import { MEASURE_STATUS } from '../measure/statuses.js';
import { SERVICE_STATUS } from '../service/statuses.js';
import { isComplete, type TransportTimes } from '../transport/rules.js';
import type { ARCHIVED_ENTITY, ArchiveModule } from './modules.js';

/** A row one line of a module's archive is (ARCHIVED_ENTITY). */
export type ArchivedRow<M extends ArchiveModule> = RowOf<(typeof ARCHIVED_ENTITY)[M]>;

/**
 * What decides beside the row itself: how far its client has come
 * (clients.moduleId; null when the row has none), and the transports that
 * carry a warehouse record.
 */
export interface ArchiveSurroundings {
  clientModuleId: number | null | undefined;
  recordTransports: readonly TransportTimes[];
}

/** A warehouse record has left the warehouse when a transport carries it and every one that does is complete (both timestamps). */
export const hasLeftWarehouse = (transports: readonly TransportTimes[] | undefined): boolean => transports !== undefined && transports.length > 0 && transports.every(isComplete);

/**
 * What "archived" means in each module (spec 000 §2, 001 §2 archive screens;
 * the rules those screens always had, written once):
 * - contact: a client archived by hand (archivedAt);
 * - measures: a final measure whose client has gone on past measuring (an offer or later);
 * - offers: an offer whose client has gone on to an agreement or further;
 * - agreements: a completed agreement (status 4 "completed/archive");
 * - production: a product out of production (doneStatus 1);
 * - warehouse: a record that left on complete transports;
 * - transport: a transport with both its start and its arrival;
 * - installation: an installation with both its start and its end;
 * - service: a completed ticket;
 * - impression: every impression given.
 */
export const IS_ARCHIVED: { readonly [M in ArchiveModule]: (row: ArchivedRow<M>, around: Partial<ArchiveSurroundings>) => boolean } = {
  contact: (c) => c.archivedAt !== null,
  measures: (m, { clientModuleId }) => m.measureStatusId === MEASURE_STATUS.final && (clientModuleId ?? 0) > CLIENT_MODULE.measures,
  offers: (_o, { clientModuleId }) => (clientModuleId ?? 0) >= CLIENT_MODULE.agreements,
  agreements: (a) => a.agreementStatusId === AGREEMENT_STATUS.completed,
  production: (p) => p.doneStatus === 1,
  warehouse: (_r, { recordTransports }) => hasLeftWarehouse(recordTransports),
  transport: (t) => isComplete(t),
  installation: (i) => isInstalled(i),
  service: (t) => t.statusId === SERVICE_STATUS.completed,
  impression: () => true,
};

/**
 * The instant a module's archive dates its rows by: when the row became
 * archived where the module records it (a client's archivedAt, a product's
 * finishedAt), else the module's own date its archive has always been
 * filtered and ordered by. Null when the row has none: such a row is listed
 * only while no range is asked, last.
 */
export const ARCHIVE_DATE: { readonly [M in ArchiveModule]: (row: ArchivedRow<M>) => string | null } = {
  contact: (c) => c.archivedAt,
  measures: (m) => measureDayOf(m),
  offers: (o) => o.offerDate,
  agreements: (a) => a.start,
  production: (p) => p.finishedAt,
  warehouse: (r) => r.createdAt,
  transport: (t) => t.acceptanceDate,
  installation: (i) => i.installationStart,
  service: (t) => t.date ?? t.createdAt,
  impression: (i) => i.createdAt,
};

/** The day (YYYY-MM-DD) of a date, a timestamp or an ISO instant. */
export const dayOf = (instant: string): string => instant.slice(0, 10);

/** Whether an archive date falls in a range of whole days, both ends included; an open range takes every row, dated or not. */
export function inArchiveRange(instant: string | null, range: { start?: string | null | undefined; end?: string | null | undefined }): boolean {
  if (!range.start && !range.end) return true;
  if (instant === null) return false;
  const day = dayOf(instant);
  return (!range.start || day >= range.start) && (!range.end || day <= range.end);
}

/** An archive's order: newest first by its date, undated last, then by id so a page boundary never moves. */
export function newestArchivedFirst(a: { date: string | null; id: string }, b: { date: string | null; id: string }): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return b.date.localeCompare(a.date);
  }
  return b.id.localeCompare(a.id);
}

/**
 * The rows of later modules the dependants rule reads: those of the archived
 * row's client, by its id or by its projects' (a transport, an installation
 * and a ticket name only the project). Only the columns the rule reads.
 */
export interface LaterRows {
  measures: readonly { id: string }[];
  offers: readonly { id: string }[];
  products: readonly Pick<RowOf<'products'>, 'id' | 'offerId' | 'canceled'>[];
  agreements: readonly Pick<RowOf<'agreements'>, 'id' | 'offerId'>[];
  warehouseRecords: readonly (Pick<RowOf<'warehouseRecords'>, 'id'> & { products: readonly { productId: string }[] })[];
  transports: readonly Pick<RowOf<'transports'>, 'id' | 'warehouseRecordId'>[];
  installations: readonly Pick<RowOf<'installations'>, 'id' | 'transportId'>[];
  serviceTickets: readonly Pick<RowOf<'serviceTickets'>, 'id' | 'productIds'>[];
  impressions: readonly { id: string }[];
}

export type LaterEntity = keyof LaterRows;

/**
 * Which later modules' rows keep an archived row from being deleted (issue
 * 16: "refused when later modules depend on the row"); none: it may go.
 * - a client: any row of a later module (measure, offer, product, agreement,
 *   deposit, transport, installation, ticket, impression);
 * - an offer: its agreement;
 * - an agreement: its offer's lines that went on to production or the
 *   warehouse (every line not canceled: the agreement sent them);
 * - a product: a deposit or a service ticket that lists it;
 * - a warehouse record: a transport that carries it;
 * - a transport: an installation made of it;
 * - a measure, an installation, a ticket, an impression: nothing of a later
 *   module refers to one (the offer copies the measure; a ticket and an
 *   impression name the project, not the installation).
 */
export function laterDependants<M extends ArchiveModule>(module: M, row: ArchivedRow<M>, later: LaterRows): LaterEntity[] {
  const kept = (entity: LaterEntity, uses: boolean): LaterEntity[] => (uses ? [entity] : []);
  const { id } = row as { id: string };
  switch (module) {
    case 'contact':
      return (Object.keys(later) as LaterEntity[]).filter((entity) => later[entity].length > 0);
    case 'offers':
      return kept('agreements', later.agreements.some((a) => a.offerId === id));
    case 'agreements': {
      const offerId = (row as ArchivedRow<'agreements'>).offerId;
      return kept('products', offerId !== null && later.products.some((p) => p.offerId === offerId && p.canceled === 0));
    }
    case 'production':
      return [
        ...kept('warehouseRecords', later.warehouseRecords.some((r) => r.products.some((p) => p.productId === id))),
        ...kept('serviceTickets', later.serviceTickets.some((t) => t.productIds.includes(id))),
      ];
    case 'warehouse':
      return kept('transports', later.transports.some((t) => t.warehouseRecordId === id));
    case 'transport':
      return kept('installations', later.installations.some((i) => i.transportId === id));
    default:
      return [];
  }
}
