import type { BoardSources } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import type { ZanatiDb } from '../../../local';
import { byKeys } from '../../../local/byKeys';

const byId = <T extends { id: string }>(rows: readonly (T | undefined)[]) => new Map(rows.filter((r): r is T => r !== undefined).map((r) => [r.id, r]));
const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);
const num = (x: unknown, fallback = 0): number => (typeof x === 'number' ? x : fallback);
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);

/**
 * The rows one department's board is assembled from, read from the device's
 * mirror: the live products' statuses find the department's products, and
 * everything else is read by the ids those name. Given product ids, only
 * those products are read (a refresh after they changed). Timer segments
 * are not read: the board draws no timer (the status modal reads a box's own
 * segments and ticks them).
 */
export function readBoardSources(db: ZanatiDb, departmentId: string, filters: BoardFilters, productIds?: readonly string[]): Promise<BoardSources> {
  const tables = [db.responsibilities, db.processStatuses, db.products, db.materialStatuses, db.temporaryMaterials, db.blueprints, db.clients, db.projects, db.measures, db.articles, db.units, db.materials, db.users, db.offers, db.files];
  return db.transaction('r', tables, () => read(db, departmentId, filters, productIds));
}

async function read(db: ZanatiDb, departmentId: string, filters: BoardFilters, productIds: readonly string[] | undefined): Promise<BoardSources> {
  const responsibilities = await db.responsibilities.toArray();
  const own = new Set(responsibilities.filter((r) => r.departmentId === departmentId).map((r) => r.id));
  // The live products first (a few thousand of the company's tens of
  // thousands), then their statuses, which both place a product in the
  // department and draw its row.
  const candidates =
    productIds === undefined
      ? await db.products.where('[active+doneStatus]').equals([filters.active, filters.done]).toArray()
      : present(await db.products.bulkGet([...productIds])).filter((p) => p.active === filters.active && p.doneStatus === filters.done);
  const statuses = await byKeys(db.processStatuses, 'productId', candidates.map((p) => p.id));
  const inDepartment = new Set(statuses.filter((s) => own.has(s.responsibilityId)).map((s) => s.productId));
  const products: BoardSources['products'] = candidates
    .filter((p) => inDepartment.has(p.id) && num(p.canceled) === 0)
    .map((p) => ({
      id: p.id,
      clientId: String(p.clientId),
      projectId: text(p.projectId),
      articleId: text(p.articleId),
      unitId: text(p.unitId),
      offerId: String(p.offerId),
      type: text(p.type),
      quantity: num(p.quantity, 1),
      start: text(p.start),
      end: text(p.end),
      calendarComment: text(p.calendarComment),
      // What the mirror holds: a reader who may not see a line's money receives none (domain/visibility.ts).
      totalPrice: typeof p.totalPrice === 'number' ? p.totalPrice : null,
      discountPrice: typeof p.discountPrice === 'number' ? p.discountPrice : null,
      active: num(p.active, 1),
      doneStatus: num(p.doneStatus),
      canceled: num(p.canceled),
      forProduction: num(p.forProduction, 1),
    }));
  const live = products.map((p) => p.id);
  const projectIds = [...new Set(products.flatMap((p) => (p.projectId ? [p.projectId] : [])))];
  const processes = statuses.filter((s) => inDepartment.has(s.productId));
  const [materials, temporaryMaterials, blueprints, clients, projects, measures, articles, units, materialRows, users, offers] = await Promise.all([
    byKeys(db.materialStatuses, 'productId', live),
    byKeys(db.temporaryMaterials, 'productId', live),
    byKeys(db.blueprints, 'projectId', projectIds),
    db.clients.bulkGet([...new Set(products.map((p) => p.clientId))]),
    db.projects.bulkGet(projectIds),
    byKeys(db.measures, 'projectId', projectIds),
    db.articles.toArray(),
    db.units.toArray(),
    db.materials.toArray(),
    db.users.toArray(),
    db.offers.bulkGet([...new Set(products.map((p) => p.offerId))]),
  ]);
  const [ownFiles, blueprintFiles] = await Promise.all([byKeys(db.files, 'ownerId', [...live, ...projectIds]), db.files.bulkGet(blueprints.map((b) => b.fileId))]);
  const files = [...ownFiles.filter((f) => f.ownerType === 'products' || f.ownerType === 'projects'), ...present(blueprintFiles)];
  return {
    products,
    processes,
    materials,
    temporaryMaterials,
    trackers: [],
    blueprints,
    files: files.map((f) => ({ id: f.id, fileName: String(f.fileName), ownerType: String(f.ownerType), ownerId: String(f.ownerId) })),
    clients: new Map(present(clients).map((c) => [c.id, { firstnameAndLastname: String(c.firstnameAndLastname), lastName: String(c.lastName) }])),
    projects: new Map(present(projects).map((p) => [p.id, { projectName: String(p.projectName), shipmentDestinationId: num(p.shipmentDestinationId, 1) }])),
    measures: new Map(measures.map((m) => [String(m.projectId), num(m.measureStatusId, 1)])),
    articles: byId(articles),
    units: byId(units),
    materialNames: new Map(materialRows.map((m) => [m.id, m.name])),
    responsibilities: byId(responsibilities),
    users: byId(users),
    offerAuthors: new Map(present(offers).map((o) => [o.id, text(o.createdBy)])),
  };
}
