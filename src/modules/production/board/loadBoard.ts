import { assembleBoard, type BoardProduct, type BoardSources } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import type { ZanatiDb } from '../../../local';

const byId = <T extends { id: string }>(rows: readonly (T | undefined)[]) => new Map(rows.filter((r): r is T => r !== undefined).map((r) => [r.id, r]));
const num = (x: unknown, fallback = 0): number => (typeof x === 'number' ? x : fallback);
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);

/**
 * The board of one department from the device's mirror, assembled by the
 * same domain function the server answers the status query with. The
 * department's processes find its products; everything else is read by the
 * ids those products name.
 */
export async function loadBoard(db: ZanatiDb, departmentId: string, filters: BoardFilters): Promise<BoardProduct[]> {
  const responsibilities = await db.responsibilities.toArray();
  const own = responsibilities.filter((r) => r.departmentId === departmentId).map((r) => r.id);
  const inDepartment = own.length === 0 ? [] : await db.processStatuses.where('responsibilityId').anyOf(own).toArray();
  const productIds = [...new Set(inDepartment.map((s) => s.productId))];
  const productRows = (await db.products.bulkGet(productIds)).filter((p) => p !== undefined);
  const products: BoardSources['products'] = productRows.map((p) => ({
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
    totalPrice: num(p.totalPrice),
    discountPrice: num(p.discountPrice),
    active: num(p.active, 1),
    doneStatus: num(p.doneStatus),
    canceled: num(p.canceled),
    forProduction: num(p.forProduction, 1),
  }));
  const live = products.filter((p) => p.active === filters.active && p.doneStatus === filters.done && p.canceled === 0).map((p) => p.id);
  const projectIds = [...new Set(products.flatMap((p) => (p.projectId ? [p.projectId] : [])))];
  const [processes, materials, temporaryMaterials, trackers, blueprints, clients, projects, articles, units, materialRows, users, offers] = await Promise.all([
    db.processStatuses.where('productId').anyOf(live).toArray(),
    db.materialStatuses.where('productId').anyOf(live).toArray(),
    db.temporaryMaterials.where('productId').anyOf(live).toArray(),
    db.trackers.where('productId').anyOf(live).toArray(),
    db.blueprints.where('projectId').anyOf(projectIds).toArray(),
    db.clients.bulkGet([...new Set(products.map((p) => p.clientId))]),
    db.projects.bulkGet(projectIds),
    db.articles.toArray(),
    db.units.toArray(),
    db.materials.toArray(),
    db.users.toArray(),
    db.offers.bulkGet([...new Set(products.map((p) => p.offerId))]),
  ]);
  const projectSet = new Set(projectIds);
  const [files, measures] = await Promise.all([db.files.bulkGet(blueprints.map((b) => b.fileId)), db.measures.filter((m) => projectSet.has(String(m.projectId))).toArray()]);
  const sources: BoardSources = {
    products: products.filter((p) => live.includes(p.id)),
    processes,
    materials,
    temporaryMaterials,
    trackers,
    blueprints,
    files: files.filter((f) => f !== undefined).map((f) => ({ id: f.id, fileName: String(f.fileName), ownerType: String(f.ownerType), ownerId: String(f.ownerId) })),
    clients: new Map(clients.filter((c) => c !== undefined).map((c) => [c.id, { firstnameAndLastname: String(c.firstnameAndLastname), lastName: String(c.lastName) }])),
    projects: new Map(projects.filter((p) => p !== undefined).map((p) => [p.id, { projectName: String(p.projectName), shipmentDestinationId: num(p.shipmentDestinationId, 1) }])),
    measures: new Map(measures.map((m) => [String(m.projectId), num(m.measureStatusId, 1)])),
    articles: byId(articles),
    units: byId(units),
    materialNames: new Map(materialRows.map((m) => [m.id, m.name])),
    responsibilities: byId(responsibilities),
    users: byId(users),
    offerAuthors: new Map(offers.filter((o) => o !== undefined).map((o) => [o.id, text(o.createdBy)])),
  };
  return assembleBoard(sources, filters, Date.now());
}
