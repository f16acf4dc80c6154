import { fileUrl, type FileLink } from '../../../domain/files.js';
import { groupBy } from '../../../domain/production/planningSources.js';
import type { Row, ZanatiDb } from '../../local';
import { byKeys } from '../../local/byKeys';
import type { SourceProduct, WarehouseSources } from './warehouseSources';

const num = (x: unknown, fallback = 0): number => (typeof x === 'number' ? x : fallback);
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);
const unique = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

const sourceProduct = (p: Row): SourceProduct => ({
  id: p.id,
  clientId: String(p.clientId),
  projectId: text(p.projectId),
  articleId: text(p.articleId),
  unitId: text(p.unitId),
  type: text(p.type),
  quantity: num(p.quantity, 1),
  price: num(p.price),
  totalPrice: num(p.totalPrice),
  doneStatus: num(p.doneStatus),
  canceled: num(p.canceled),
  createdAt: text(p.createdAt) ?? '',
});

/**
 * Which records a screen reads: one client's (the deposit page: its projects
 * by the clientId index and their products by projectId), or every record
 * (the lists and the archive).
 */
export type WarehousePick = { clientId: string } | { all: true };

const TABLES = (db: ZanatiDb) => [db.warehouseRecords, db.transports, db.products, db.projects, db.clients, db.articles, db.units, db.users, db.files];

export function readWarehouseSources(db: ZanatiDb, pick: WarehousePick): Promise<WarehouseSources> {
  return db.transaction('r', TABLES(db), () => read(db, pick));
}

async function read(db: ZanatiDb, pick: WarehousePick): Promise<WarehouseSources> {
  let records;
  let projects: Row[];
  let products: Row[];
  if ('clientId' in pick) {
    [records, projects] = await Promise.all([db.warehouseRecords.where('clientId').equals(pick.clientId).toArray(), db.projects.where('clientId').equals(pick.clientId).toArray()]);
    products = await byKeys(db.products, 'projectId', projects.map((p) => p.id));
  } else {
    records = await db.warehouseRecords.toArray();
    projects = present(await db.projects.bulkGet(unique(records.map((r) => r.projectId))));
    products = present(await db.products.bulkGet(unique(records.flatMap((r) => r.products.map((l) => l.productId)))));
  }
  const recordIds = records.map((r) => r.id);
  const [transports, clients, articles, units, users, files] = await Promise.all([
    byKeys(db.transports, 'warehouseRecordId', recordIds),
    db.clients.bulkGet(unique([...records.map((r) => r.clientId), ...projects.map((p) => text(p.clientId))])),
    db.articles.toArray(),
    db.units.toArray(),
    db.users.toArray(),
    byKeys(db.files, 'ownerId', recordIds),
  ]);
  const invoices = groupBy(
    files.filter((f) => f.ownerType === 'warehouseRecords').sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a.id.localeCompare(b.id)),
    (f) => String(f.ownerId),
  );
  return {
    records,
    transports: transports.map((t) => ({ id: t.id, code: t.code, warehouseRecordId: t.warehouseRecordId, acceptanceDate: t.acceptanceDate, arrivalDate: t.arrivalDate })),
    products: new Map(products.map((p) => [p.id, sourceProduct(p)])),
    projects: new Map(projects.map((p) => [p.id, { projectName: text(p.projectName) ?? '', clientId: String(p.clientId) }])),
    clients: new Map(present(clients).map((c) => [c.id, { firstnameAndLastname: text(c.firstnameAndLastname) ?? '', lastName: text(c.lastName) ?? '' }])),
    articles: new Map(articles.map((a) => [a.id, { name: a.name }])),
    units: new Map(units.map((u) => [u.id, { name: u.name }])),
    users: new Map(users.map((u) => [u.id, { id: u.id, username: u.username, firstname: u.firstname, lastname: u.lastname }])),
    invoices: new Map([...invoices].map(([owner, list]) => [owner, list.map((f): FileLink => ({ id: f.id, fileName: text(f.fileName) ?? '', url: fileUrl(f.id) }))])),
  };
}
