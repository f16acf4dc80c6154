import { locationOf, type LatLng } from '../../../domain/transport/location.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';

/**
 * What the transport and installation screens hold of the mirror's
 * deliveries (issues 12, 13): every warehouse record and transport with the
 * projects and clients they name, trimmed to what their rows draw.
 */

/** What the rows read of a warehouse record (installation's rows too: its installers, and its lines for the total). */
export type HeldRecord = Pick<WarehouseRecordRow, 'id' | 'projectId' | 'clientId' | 'label' | 'withoutTransport' | 'createdAt' | 'transportUserIds' | 'installationUserIds' | 'products'>;
export interface HeldProject {
  projectName: string;
  /** The project's client (a transport with no warehouse record names its client only through it). */
  clientId: string | null;
  address: string | null;
  location: LatLng | null;
}

/** The mirror's rows the transport and installation tables and maps draw from: every warehouse record and transport, the projects and clients they name. */
export interface DeliverySources {
  records: ReadonlyMap<string, HeldRecord>;
  transports: ReadonlyMap<string, TransportRow>;
  projects: ReadonlyMap<string, HeldProject>;
  /** Client id → name. */
  clients: ReadonlyMap<string, string>;
}

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

export const heldRecord = (r: WarehouseRecordRow): HeldRecord => ({
  id: r.id,
  projectId: r.projectId,
  clientId: r.clientId,
  label: r.label,
  withoutTransport: r.withoutTransport,
  createdAt: r.createdAt,
  transportUserIds: r.transportUserIds,
  installationUserIds: r.installationUserIds,
  products: r.products,
});

/** A project as the rows draw it: its place the measured one when it has one, else its own (spec 001 §3, src/app/maps/measuredPlaces.ts). */
export const heldProject = (p: Record<string, unknown>, measuredPlace: string | null = null): HeldProject => ({
  projectName: text(p, 'projectName') ?? '',
  clientId: text(p, 'clientId'),
  address: text(p, 'address'),
  location: locationOf({ measureLocation: measuredPlace, projectLocation: text(p, 'projectLocation') }),
});

export const clientName = (c: Record<string, unknown>): string => text(c, 'firstnameAndLastname') ?? '';
