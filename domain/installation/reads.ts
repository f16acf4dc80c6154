import type { FileLink } from '../files.js';
import type { TransportEquipmentOption, TransportRecord } from '../transport/answers.js';
import type { DepositedProduct } from '../warehouse/reads.js';
import type { InstallationState } from './rules.js';
import type { InstallationRow } from './rows.js';

/**
 * What installation's reads answer (spec 001 §3 "Installation record",
 * "Installation map item"), the same shapes for the server's answers and the
 * screens the PWA builds from its mirror. Prices are full privileges' only
 * (spec 001 §6 "sees archive, warehouse and installation total prices"):
 * null for everyone else.
 */

/** The warehouse record an installation fits: its label, products with quantities and, for full privileges, their total. */
export interface InstallationWarehouseRecord {
  id: string;
  label: string;
  /** productName and quantityForTransport as the spec names them; `price` null unless full privileges. */
  products: DepositedProduct[];
  /** The products' prices summed (2 decimals, shown with €), null unless full privileges. */
  warehouseRecordTotalPrice: number | null;
}

/**
 * Spec 001 §3 "installation project info": the project, its client and
 * place, the warehouse record the transport carries, the equipment the
 * transport took (label), the measure (location 'lat,lng', files) and the
 * agreement files.
 */
export interface InstallationProject {
  id: string;
  name: string;
  client: { id: string; clientName: string };
  projectLocation: string | null;
  /** The latest measure's location, when it has one. */
  measureLocation: string | null;
  warehouseRecord: InstallationWarehouseRecord | null;
  equipments: TransportEquipmentOption[];
  measure: { id: string; location: string | null; files: FileLink[] } | null;
  agreementFiles: FileLink[];
}

/**
 * Spec 001 §3 "Installation record": the row, its marker state, its files —
 * the installer's and the client's signature (at most one each, as lists as
 * the spec names "files") and the photos as installationFiles — and its
 * project info.
 */
export interface InstallationRecord extends InstallationRow {
  state: InstallationState;
  installerSignature: FileLink[];
  clientSignature: FileLink[];
  installationFiles: FileLink[];
  project: InstallationProject;
}

/**
 * A row of GET installations/transports: a transport installation readers
 * see (with project, client, warehouse record and place, as transport's
 * record), its installation if any, and that installation's state.
 */
export interface InstallationTransportRow extends TransportRecord {
  installation: InstallationRow | null;
  installationState: InstallationState;
  /** The carried warehouse record's total, null unless full privileges (or no record). */
  warehouseRecordTotalPrice: number | null;
}

/** GET installations/{id}/transport ({id} a transport): the transport, and its installation if it has one. */
export interface InstallationOfTransport {
  transport: TransportRecord;
  installation: InstallationRecord | null;
}

/** An installation as the map lists it under its project: start and end, and its state. */
export interface MapInstallation {
  id: string;
  transportId: string | null;
  installationStart: string | null;
  installationEnd: string | null;
  state: InstallationState;
}

/**
 * Spec 001 §3 "Installation map item": a project with transports or
 * installations — id (the project's), projectName, measureLocation or
 * projectLocation, its installations with start and end — and the marker
 * state (rules.ts projectMarkerState).
 */
export interface InstallationMapItem {
  id: string;
  projectName: string;
  measureLocation: string | null;
  projectLocation: string | null;
  installations: MapInstallation[];
  state: InstallationState;
}
