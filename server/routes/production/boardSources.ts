import { BOARD_COLUMNS, type BoardSources } from '../../../domain/production/board.js';
import type { BoardFilters } from '../../../domain/production/boardQuery.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The rows the board's products need, for the products the query can match:
 * the SQL narrows by the cheap columns (flags, department, dates), the rest of
 * the filter is the domain's (assembleBoard), the same on the device.
 */
export async function loadBoardSources(db: Reader, companyId: string, f: BoardFilters, onlyProductId?: string): Promise<BoardSources> {
  let products = db
    .selectFrom('products as p')
    .select(['p.id', 'p.clientId', 'p.projectId', 'p.articleId', 'p.unitId', 'p.offerId', 'p.type', 'p.quantity', 'p.start', 'p.end', 'p.calendarComment', 'p.totalPrice', 'p.discountPrice', 'p.active', 'p.doneStatus', 'p.canceled', 'p.forProduction'])
    .where('p.companyId', '=', companyId)
    .where('p.active', '=', f.active)
    .where('p.doneStatus', '=', f.done)
    .where('p.canceled', '=', 0);
  if (onlyProductId !== undefined) products = products.where('p.id', '=', onlyProductId);
  if (f.departmentId !== undefined) {
    const departmentId = f.departmentId;
    products = products.where((eb) =>
      eb.exists(
        eb
          .selectFrom('processStatuses as s')
          .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
          .select('s.id')
          .whereRef('s.productId', '=', 'p.id')
          .where('r.departmentId', '=', departmentId),
      ),
    );
  }
  if (f.start !== undefined) products = products.where(`p.${f.filterDatesBy}`, '>=', f.start);
  if (f.end !== undefined) products = products.where(`p.${f.filterDatesBy}`, '<=', f.end);
  const productRows = await products.execute();
  const ids = productRows.map((p) => p.id);
  const projectIds = [...new Set(productRows.flatMap((p) => (p.projectId === null ? [] : [p.projectId])))];
  const clientIds = [...new Set(productRows.map((p) => p.clientId))];
  const offerIds = [...new Set(productRows.map((p) => p.offerId))];

  const [processes, materials, temporaryMaterials, trackers, blueprints, clients, projects, measures, offers] = await Promise.all([
    inChunks(ids, (c) => db.selectFrom('processStatuses').select(BOARD_COLUMNS.processes).where('companyId', '=', companyId).where('productId', 'in', c).execute()),
    inChunks(ids, (c) => db.selectFrom('materialStatuses').select(BOARD_COLUMNS.materials).where('companyId', '=', companyId).where('productId', 'in', c).execute()),
    inChunks(ids, (c) => db.selectFrom('temporaryMaterials').select(BOARD_COLUMNS.temporaryMaterials).where('companyId', '=', companyId).where('productId', 'in', c).execute()),
    inChunks(ids, (c) => db.selectFrom('trackers').select(BOARD_COLUMNS.trackers).where('companyId', '=', companyId).where('productId', 'in', c).execute()),
    inChunks(projectIds, (c) => db.selectFrom('blueprints').select(BOARD_COLUMNS.blueprints).where('companyId', '=', companyId).where('projectId', 'in', c).execute()),
    inChunks(clientIds, (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(projectIds, (c) => db.selectFrom('projects').select(['id', 'projectName', 'shipmentDestinationId']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(projectIds, (c) => db.selectFrom('measures').select(['projectId', 'measureStatusId']).where('companyId', '=', companyId).where('projectId', 'in', c).execute()),
    inChunks(offerIds, (c) => db.selectFrom('offers').select(['id', 'createdBy']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
  ]);
  const fileOwners = [...ids, ...projectIds];
  const [files, lookups] = await Promise.all([
    inChunks(fileOwners, (c) =>
      db.selectFrom('files').select(['id', 'fileName', 'ownerType', 'ownerId']).where('companyId', '=', companyId).where('ownerType', 'in', ['products', 'projects']).where('ownerId', 'in', c).execute(),
    ),
    loadLookups(db, companyId),
  ]);
  const blueprintFiles = await inChunks(
    blueprints.map((b) => b.fileId),
    (c) => db.selectFrom('files').select(['id', 'fileName', 'ownerType', 'ownerId']).where('companyId', '=', companyId).where('id', 'in', c).execute(),
  );
  return {
    products: productRows,
    processes,
    materials,
    temporaryMaterials,
    trackers,
    blueprints,
    files: [...files, ...blueprintFiles],
    clients: byId(clients),
    projects: byId(projects),
    measures: new Map(measures.map((m) => [m.projectId, m.measureStatusId])),
    offerAuthors: new Map(offers.map((o) => [o.id, o.createdBy])),
    ...lookups,
  };
}

async function loadLookups(db: Reader, companyId: string) {
  const [articles, units, materials, responsibilities, users] = await Promise.all([
    db.selectFrom('articles').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    db.selectFrom('units').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    db.selectFrom('materials').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    db.selectFrom('responsibilities').select(['id', 'name', 'departmentId']).where('companyId', '=', companyId).execute(),
    db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('companyId', '=', companyId).execute(),
  ]);
  return {
    articles: byId(articles),
    units: byId(units),
    materialNames: new Map(materials.map((m) => [m.id, m.name])),
    responsibilities: byId(responsibilities),
    users: byId(users),
  };
}
