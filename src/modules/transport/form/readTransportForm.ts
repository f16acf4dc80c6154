import { locationOf, directionsUrl, type LatLng } from '../../../../domain/transport/location.js';
import { measuredPlaces } from '../../../app/maps/measuredPlaces';
import type { TransportRow } from '../../../../domain/transport/rows.js';
import type { ZanatiDb } from '../../../local';

/**
 * What the transport form reads from the mirror (spec 001 §2 "Transport
 * form"): the transports of the code (or the pending transport's id) it was
 * opened on, the projects it may choose, the company's equipment (all of it
 * is required, decisions issue 12), and per chosen project its records'
 * cards.
 */
export interface TransportFormSources {
  /** The transports the form was opened on: a code's, or one made here that waits for its code. */
  group: TransportRow[];
  /** The code they share ('' for none yet). */
  code: string | null;
  /** The projects the form opens with. */
  preselected: string[];
  /** Projects with a warehouse record not transported yet, and the group's. */
  projectOptions: { value: string; label: string }[];
  equipment: { id: string; name: string }[];
}

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

/** The transports a route parameter names: a code's, or — a transport made on this device waits for its code — that one and those created with it. */
async function groupOf(db: ZanatiDb, param: string | undefined): Promise<TransportRow[]> {
  if (!param) return [];
  const byCode = await db.transports.where('code').equals(param).toArray();
  if (byCode.length > 0) return byCode;
  const one = await db.transports.get(param);
  if (!one) return [];
  if (one.code !== '') return db.transports.where('code').equals(one.code).toArray();
  // One create call writes its rows with one creation time: they are one transport run.
  return (await db.transports.where('code').equals('').toArray()).filter((t) => t.createdAt === one.createdAt);
}

export async function readTransportFormSources(db: ZanatiDb, param: string | undefined, recordId: string | undefined): Promise<TransportFormSources> {
  return db.transaction('r', [db.transports, db.warehouseRecords, db.projects, db.clients, db.equipment], async () => {
    const group = await groupOf(db, param);
    const [records, transports, equipment] = await Promise.all([db.warehouseRecords.toArray(), db.transports.toArray(), db.equipment.toArray()]);
    const carried = new Set(transports.flatMap((t) => (t.warehouseRecordId ? [t.warehouseRecordId] : [])));
    const wanted = new Set([...records.filter((r) => !carried.has(r.id)).map((r) => r.projectId), ...group.map((t) => t.projectId)]);
    const projectIds = [...wanted];
    const projects = await db.projects.bulkGet(projectIds);
    const clientIds = [...new Set(projects.map((p) => text(p, 'clientId')).filter((id) => id !== null))];
    const clients = await db.clients.bulkGet(clientIds);
    const clientName = new Map(clientIds.map((id, i) => [id, text(clients[i], 'firstnameAndLastname') ?? '']));
    const projectOptions = projectIds
      .map((id, i) => {
        const p = projects[i];
        const client = clientName.get(text(p, 'clientId') ?? '') ?? '';
        return { value: id, label: `${client} — ${text(p, 'projectName') ?? ''}` };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
    const chosenRecord = recordId ? records.find((r) => r.id === recordId) : undefined;
    const preselected = [...new Set([...group.map((t) => t.projectId), ...(chosenRecord ? [chosenRecord.projectId] : [])])];
    return {
      group,
      code: group[0]?.code ?? null,
      preselected,
      projectOptions,
      equipment: equipment.map((e) => ({ id: e.id, name: e.name })).sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

/** One card of the form: a warehouse record of a chosen project (or the project, when it has none) and what the driver needs of it. */
export interface RecordCard {
  projectId: string;
  warehouseRecordId: string | null;
  withoutTransport: boolean;
  title: string;
  invoice: { id: string; name: string } | null;
  directions: string | null;
  location: LatLng | null;
  products: { productId: string; name: string; quantity: number }[];
  stored: TransportRow | null;
}

export async function readRecordCards(db: ZanatiDb, projectIds: readonly string[]): Promise<RecordCard[]> {
  if (projectIds.length === 0) return [];
  return db.transaction('r', [db.warehouseRecords, db.transports, db.projects, db.clients, db.files, db.products, db.articles, db.measures], async () => {
    const cards: RecordCard[] = [];
    const measured = await measuredPlaces(db, projectIds);
    for (const projectId of projectIds) {
      const [project, records, transports] = await Promise.all([
        db.projects.get(projectId),
        db.warehouseRecords.where('projectId').equals(projectId).sortBy('createdAt'),
        db.transports.where('projectId').equals(projectId).toArray(),
      ]);
      const client = await db.clients.get(text(project, 'clientId') ?? '');
      const place = { measureLocation: measured.get(projectId) ?? null, projectLocation: text(project, 'projectLocation') };
      const name = `${text(client, 'firstnameAndLastname') ?? ''} — ${text(project, 'projectName') ?? ''}`;
      const latest = (recordId: string | null) =>
        transports.filter((t) => t.warehouseRecordId === recordId).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0] ?? null;
      if (records.length === 0) {
        cards.push({ projectId, warehouseRecordId: null, withoutTransport: false, title: name, invoice: null, directions: directionsUrl(place), location: locationOf(place), products: [], stored: latest(null) });
        continue;
      }
      for (const r of records) {
        const files = await db.files.where('ownerId').equals(r.id).toArray();
        const invoice = files.find((f) => f.ownerType === 'warehouseRecords') ?? null;
        const products = await db.products.bulkGet(r.products.map((l) => l.productId));
        const articles = await db.articles.bulkGet(products.map((p) => text(p, 'articleId') ?? ''));
        cards.push({
          projectId,
          warehouseRecordId: r.id,
          withoutTransport: r.withoutTransport === 1,
          title: `${name} — ${r.label}`,
          invoice: invoice ? { id: invoice.id, name: typeof invoice.fileName === 'string' ? invoice.fileName : r.label } : null,
          directions: directionsUrl(place),
          location: locationOf(place),
          products: r.products.map((l, i) => ({ productId: l.productId, name: articles[i]?.name ?? text(products[i], 'type') ?? '', quantity: l.quantity })),
          stored: latest(r.id),
        });
      }
    }
    return cards;
  });
}
