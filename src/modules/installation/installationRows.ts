import { assignedInstallations } from '../../../domain/installation/assigned.js';
import { matchesInstallationQuery, type InstallationTransportsQuery } from '../../../domain/installation/queries.js';
import { installationState, projectMarkerState, type InstallationState } from '../../../domain/installation/rules.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import type { LatLng } from '../../../domain/transport/location.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { DeliverySources, HeldRecord } from '../../app/deliveries/heldDeliveries';

/**
 * The records screen's rows (spec 001 §2 /dashboard/installation/records):
 * one per transport with its installation if it has one — as GET
 * installations/transports answers online (domain/installation/reads.ts
 * InstallationTransportRow) — and one per installation made without a
 * transport. Made from the mirror held in memory: transport's records,
 * transports, projects and clients (LiveDeliveries) and the installations
 * (LiveInstallations). The filter is the server's (matchesInstallationQuery).
 */
export interface InstallationListRow {
  /** The row's key: the transport's id, or the installation's when it has no transport. */
  key: string;
  /** What the form opens on (decisions: a transport id, else the installation's own id). */
  formTarget: string;
  transportId: string | null;
  warehouseRecordId: string | null;
  /** The transport's code ('' while a transport made on a device waits for it, or with no transport). */
  code: string;
  /** The transport's start. */
  acceptanceDate: string | null;
  project: { id: string; name: string };
  client: { id: string; clientName: string };
  installation: InstallationRow | null;
  installationState: InstallationState;
  /** The signed-in installer's work (domain/installation/assigned.ts): listed first. */
  assigned: boolean;
  address: string | null;
  location: LatLng | null;
}

export interface InstallationSources {
  transport: DeliverySources;
  installations: ReadonlyMap<string, InstallationRow>;
}

/** A transport's installation: the newest when a retry left two for a moment (one per transport, migration 0016). */
function installationsByTransport(installations: Iterable<InstallationRow>): Map<string, InstallationRow> {
  const out = new Map<string, InstallationRow>();
  for (const i of installations) {
    if (i.transportId === null) continue;
    const held = out.get(i.transportId);
    if (!held || i.createdAt > held.createdAt) out.set(i.transportId, i);
  }
  return out;
}

/** The warehouse records an installer fits and has not finished (domain/installation/assigned.ts). */
export function assignedRecords(src: InstallationSources, userId: string): HeldRecord[] {
  return assignedInstallations(userId, [...src.transport.records.values()], [...src.transport.transports.values()], [...src.installations.values()]);
}

/** The day a row is listed by: its installation's start, else its transport's. */
const dayOf = (r: InstallationListRow): string => r.installation?.installationStart ?? r.acceptanceDate ?? r.installation?.createdAt ?? '';

/** Every row, the user's assigned work first, then the newest. */
export function allInstallationRows(src: InstallationSources, userId: string | undefined): InstallationListRow[] {
  const { records, transports, projects, clients } = src.transport;
  const mine = new Set(userId === undefined ? [] : assignedRecords(src, userId).map((r) => r.id));
  const byTransport = installationsByTransport(src.installations.values());
  const row = (projectId: string, t: TransportRow | null, installation: InstallationRow | null): InstallationListRow => {
    const record = t?.warehouseRecordId ? records.get(t.warehouseRecordId) : undefined;
    const project = projects.get(projectId);
    const clientId = record?.clientId ?? project?.clientId ?? '';
    return {
      key: t?.id ?? installation!.id,
      formTarget: t?.id ?? installation!.id,
      transportId: t?.id ?? null,
      warehouseRecordId: record?.id ?? null,
      code: t?.code ?? '',
      acceptanceDate: t?.acceptanceDate ?? null,
      project: { id: projectId, name: project?.projectName ?? '' },
      client: { id: clientId, clientName: clients.get(clientId) ?? '' },
      installation,
      installationState: installationState(installation),
      assigned: record !== undefined && mine.has(record.id),
      address: project?.address ?? null,
      location: project?.location ?? null,
    };
  };
  const rows = [...transports.values()].map((t) => row(t.projectId, t, byTransport.get(t.id) ?? null));
  for (const i of src.installations.values()) if (i.transportId === null || !transports.has(i.transportId)) rows.push(row(i.projectId, null, i));
  return rows.sort((a, b) => Number(b.assigned) - Number(a.assigned) || (dayOf(a) < dayOf(b) ? 1 : dayOf(a) > dayOf(b) ? -1 : 0));
}

/** The rows the screen's filter keeps (their order kept). */
export const filterInstallationRows = (rows: readonly InstallationListRow[], query: InstallationTransportsQuery): InstallationListRow[] =>
  rows.filter((r) => matchesInstallationQuery(r, query));

/**
 * A project on the map (spec 001 §3 "Installation map item"): its place,
 * its installations with start and end, and the marker state of them all
 * (domain projectMarkerState).
 */
export interface InstallationMapRow {
  projectId: string;
  projectName: string;
  clientName: string;
  address: string | null;
  location: LatLng;
  installations: InstallationRow[];
  state: InstallationState;
  assigned: boolean;
}

/** The map's projects: those of the rows with a place, in the rows' order (assigned work first). */
export function mapRows(rows: readonly InstallationListRow[]): InstallationMapRow[] {
  const byProject = new Map<string, InstallationMapRow>();
  for (const r of rows) {
    if (r.location === null) continue;
    let item = byProject.get(r.project.id);
    if (!item) {
      item = { projectId: r.project.id, projectName: r.project.name, clientName: r.client.clientName, address: r.address, location: r.location, installations: [], state: 1, assigned: false };
      byProject.set(r.project.id, item);
    }
    if (r.installation) item.installations.push(r.installation);
    item.assigned ||= r.assigned;
  }
  const items = [...byProject.values()];
  for (const item of items) item.state = projectMarkerState(item.installations);
  return items;
}
