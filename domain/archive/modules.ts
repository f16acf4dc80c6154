import type { EntityName } from '../entities.js';
import { JOURNEY } from '../journey/order.js';

/**
 * The modules that keep an archive: every module of the client's journey, in
 * its order (issue 16: `GET archive/{module}` for each), named by their
 * permission keys — whoever reads the module reads its archive.
 */
export const ARCHIVE_MODULES = JOURNEY;

export type ArchiveModule = (typeof ARCHIVE_MODULES)[number];

export const isArchiveModule = (value: string): value is ArchiveModule => (ARCHIVE_MODULES as readonly string[]).includes(value);

/** The entity one archive line of a module is a row of. */
export const ARCHIVED_ENTITY = {
  contact: 'clients',
  measures: 'measures',
  offers: 'offers',
  agreements: 'agreements',
  production: 'products',
  warehouse: 'warehouseRecords',
  transport: 'transports',
  installation: 'installations',
  service: 'serviceTickets',
  impression: 'impressions',
} as const satisfies Record<ArchiveModule, EntityName>;
