import type { ArchiveModule } from '../archive/modules.js';
import type { EntityName } from '../entities.js';
import { ARCHIVE_DATE, IS_ARCHIVED, dayOf, type ArchiveSurroundings, type ArchivedRow } from '../archive/rules.js';

/**
 * How much finished work a device keeps (issue 17 "a bounded mirror",
 * src/local/SYNC.md O20): live work always, finished work for this many
 * months after its archive date. A company setting; older rows are read
 * online from the archives, a page at a time.
 */
export const MIRROR_MONTH_OPTIONS = [3, 6, 12, 24, 36, 60, 120] as const;
export type MirrorMonths = (typeof MIRROR_MONTH_OPTIONS)[number];
export const MIRROR_MONTHS_DEFAULT: MirrorMonths = 12;

/**
 * The modules whose archived rows leave the mirror once they are older than
 * the window. Not the contact module: clients and their projects are what
 * every other row names, and few enough to keep whole.
 */
export const WINDOWED_MODULES = ['measures', 'offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'impression'] as const satisfies readonly ArchiveModule[];
export type WindowedModule = (typeof WINDOWED_MODULES)[number];

/** The first day (YYYY-MM-DD) still inside the window on `today`: the same day `months` months before, clamped to the month's end. */
export function windowStart(today: string, months: number): string {
  const [year, month, day] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether a row has left the window: archived by its module's rule and
 * archived before the window's first day. A row the archive cannot date
 * stays (nothing says it is old).
 */
export function leftWindow<M extends WindowedModule>(module: M, row: ArchivedRow<M>, around: Partial<ArchiveSurroundings>, start: string): boolean {
  const isArchived = IS_ARCHIVED[module] as (r: ArchivedRow<M>, a: Partial<ArchiveSurroundings>) => boolean;
  if (!isArchived(row, around)) return false;
  const date = (ARCHIVE_DATE[module] as (r: ArchivedRow<M>) => string | null)(row);
  return date !== null && dayOf(date) < start;
}

/**
 * A row that left the window stays while a row the mirror keeps names it: a
 * live installation's transport, the record a kept transport carries, the
 * products of a kept record or of an open ticket, the offer of a kept
 * agreement or product. In this order, so what a kept row keeps is kept in
 * turn (installation → transport → record → product → offer).
 */
export const WINDOW_LINKS: readonly { from: EntityName; to: EntityName; named: (row: Readonly<Record<string, unknown>>) => readonly unknown[] }[] = [
  { from: 'installations', to: 'transports', named: (r) => [r.transportId] },
  { from: 'transports', to: 'warehouseRecords', named: (r) => [r.warehouseRecordId] },
  { from: 'warehouseRecords', to: 'products', named: (r) => (Array.isArray(r.products) ? (r.products as readonly { productId?: unknown }[]).map((p) => p.productId) : []) },
  { from: 'serviceTickets', to: 'products', named: (r) => (Array.isArray(r.productIds) ? (r.productIds as readonly unknown[]) : []) },
  { from: 'agreements', to: 'offers', named: (r) => [r.offerId] },
  { from: 'products', to: 'offers', named: (r) => [r.offerId] },
];

/** A leaving row's own rows, which leave with it (its production history); every leaving row's files go too. */
export const WINDOW_CHILDREN: Partial<Record<EntityName, readonly (readonly [EntityName, string])[]>> = {
  products: [
    ['processStatuses', 'productId'],
    ['materialStatuses', 'productId'],
    ['temporaryMaterials', 'productId'],
    ['trackers', 'productId'],
    ['blueprints', 'productId'],
  ],
};

export const isWindowedModule = (module: string): module is WindowedModule => (WINDOWED_MODULES as readonly string[]).includes(module);
