import { INSTALLATION_FILE_KINDS } from '../../../../domain/installation/uploads.js';
import type { InstallationRow } from '../../../../domain/installation/rows.js';
import { locationOf, type LatLng } from '../../../../domain/transport/location.js';
import type { TransportRow } from '../../../../domain/transport/rows.js';
import type { ZanatiDb } from '../../../local';

/** A stored file as the form lists it. */
export interface StoredFile {
  id: string;
  name: string;
}

/**
 * What the installation form reads from the device's mirror (spec 001 §2
 * "Installation", §3 "Installation record"): the transport it was opened on,
 * the installation it already has (created here or pulled), the project's
 * title and place, the products with their quantities from the warehouse
 * record the transport carries, the equipment the transport took, the
 * measure's and agreements' documents, and the installation's stored photos
 * and signatures. Nothing comes from the network: the installer works
 * without signal.
 */
export interface InstallationFormSources {
  transport: TransportRow;
  installation: InstallationRow | null;
  projectId: string;
  projectName: string;
  clientName: string;
  location: LatLng | null;
  products: { productId: string; name: string; quantity: number }[];
  equipment: string[];
  documents: (StoredFile & { kind: 'measure' | 'agreement' })[];
  photos: StoredFile[];
  /** The signatures stored on the server (pulled), one of each kind at most. */
  signatures: { installerSignature: StoredFile | null; clientSignature: StoredFile | null };
}

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

const fileOf = (f: Record<string, unknown>): StoredFile => ({ id: String(f.id), name: text(f, 'fileName') ?? '' });

/**
 * The transport the route names, and its installation. The path carries a
 * transport id; an installation without a transport is opened by its own id
 * (decisions, "installation PWA"). Null: the mirror holds neither.
 */
async function targetOf(db: ZanatiDb, param: string): Promise<{ transport: TransportRow; installation: InstallationRow | null } | null> {
  const transport = await db.transports.get(param);
  if (transport) {
    const installations = await db.installations.where('transportId').equals(transport.id).sortBy('createdAt');
    return { transport, installation: installations[0] ?? null };
  }
  const installation = await db.installations.get(param);
  const carried = installation?.transportId ? await db.transports.get(installation.transportId) : undefined;
  return installation && carried ? { transport: carried, installation } : null;
}

export async function readInstallationForm(db: ZanatiDb, param: string): Promise<InstallationFormSources | null> {
  return db.transaction('r', [db.transports, db.installations, db.projects, db.clients, db.measures, db.agreements, db.warehouseRecords, db.products, db.articles, db.equipment, db.files], async () => {
    const target = await targetOf(db, param);
    if (!target) return null;
    const { transport, installation } = target;
    const projectId = transport.projectId;
    const [project, measures, agreements, record, equipment] = await Promise.all([
      db.projects.get(projectId),
      db.measures.where('projectId').equals(projectId).toArray(),
      db.agreements.where('projectId').equals(projectId).toArray(),
      transport.warehouseRecordId ? db.warehouseRecords.get(transport.warehouseRecordId) : undefined,
      db.equipment.bulkGet(transport.equipmentIds),
    ]);
    const client = await db.clients.get(text(project, 'clientId') ?? '');
    // The latest measure's place first (spec 001 §3: measureLocation or projectLocation).
    const latest = [...measures].sort((a, b) => (text(b, 'createdAt') ?? '').localeCompare(text(a, 'createdAt') ?? ''))[0];
    const lines = record?.products ?? [];
    const products = await db.products.bulkGet(lines.map((l) => l.productId));
    const articles = await db.articles.bulkGet(products.map((p) => text(p, 'articleId') ?? ''));
    const owned = async (ids: string[]) => (ids.length === 0 ? [] : db.files.where('ownerId').anyOf(ids).toArray());
    const [documents, own] = await Promise.all([owned([...measures, ...agreements].map((m) => m.id)), owned(installation ? [installation.id] : [])]);
    const measureIds = new Set(measures.map((m) => m.id));
    const byName = (a: StoredFile, b: StoredFile) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    const ofKind = (kind: string) => own.filter((f) => f.ownerType === 'installations' && f.kind === kind).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    const signature = (kind: string): StoredFile | null => {
      const newest = ofKind(kind)[0];
      return newest ? fileOf(newest) : null;
    };
    return {
      transport,
      installation,
      projectId,
      projectName: text(project, 'projectName') ?? '',
      clientName: `${text(client, 'firstnameAndLastname') ?? ''} ${text(client, 'lastName') ?? ''}`.trim(),
      location: locationOf({ measureLocation: text(latest, 'productLocation'), projectLocation: text(project, 'projectLocation') }),
      products: lines.map((l, i) => ({ productId: l.productId, name: articles[i]?.name ?? text(products[i], 'type') ?? '', quantity: l.quantity })),
      equipment: equipment.flatMap((e) => (e ? [e.name] : [])).sort((a, b) => a.localeCompare(b)),
      documents: documents.map((f) => ({ ...fileOf(f), kind: measureIds.has(String(f.ownerId)) ? ('measure' as const) : ('agreement' as const) })).sort(byName),
      photos: ofKind(INSTALLATION_FILE_KINDS.photo).map(fileOf).sort(byName),
      signatures: { installerSignature: signature(INSTALLATION_FILE_KINDS.installerSignature), clientSignature: signature(INSTALLATION_FILE_KINDS.clientSignature) },
    };
  });
}

/** The transports an installer may open the form on: those of their projects, newest first, with their title (the page without a transport). */
export async function readTransportChoices(db: ZanatiDb): Promise<{ id: string; label: string }[]> {
  return db.transaction('r', [db.transports, db.projects, db.warehouseRecords], async () => {
    const transports = await db.transports.toArray();
    const projects = await db.projects.bulkGet(transports.map((t) => t.projectId));
    const records = await db.warehouseRecords.bulkGet(transports.map((t) => t.warehouseRecordId ?? ''));
    return transports
      .map((t, i) => ({ id: t.id, createdAt: t.createdAt, label: [text(projects[i], 'projectName') ?? '', records[i]?.label ?? '', t.code].filter(Boolean).join(' — ') }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ id, label }) => ({ id, label }));
  });
}
