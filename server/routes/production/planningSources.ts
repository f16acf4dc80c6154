import type { SelectQueryBuilder } from 'kysely';
import { PLANNING_COLUMNS, type PlanningMaterialStatus, type PlanningProduct, type PlanningSources, type PlanningStatus } from '../../../domain/production/planningSources.js';
import type { Database } from '../../db/schema.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';

const unique = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];
const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;
type StatusQuery<T extends 'processStatuses' | 'materialStatuses'> = SelectQueryBuilder<Database, T, object>;

/** The planning rows of the products a query picks: their process statuses (every one), and the names around them. */
export async function sourcesOfProducts(db: Reader, companyId: string, pick: (q: ProductQuery) => ProductQuery): Promise<PlanningSources> {
  const products = await pick(db.selectFrom('products').where('companyId', '=', companyId).where('canceled', '=', 0)).select(PLANNING_COLUMNS.products).execute();
  const processes = await inChunks(
    products.map((p) => p.id),
    (c) => db.selectFrom('processStatuses').select(PLANNING_COLUMNS.processes).where('companyId', '=', companyId).where('productId', 'in', c).execute(),
  );
  return withNames(db, companyId, products, processes, []);
}

/** The planning rows of the process and material statuses a query picks, with their products and names. */
export async function sourcesOfStatuses(
  db: Reader,
  companyId: string,
  pick: { processes: (q: StatusQuery<'processStatuses'>) => StatusQuery<'processStatuses'>; materials: (q: StatusQuery<'materialStatuses'>) => StatusQuery<'materialStatuses'> },
): Promise<PlanningSources> {
  const [processes, materials] = await Promise.all([
    pick.processes(db.selectFrom('processStatuses').where('companyId', '=', companyId)).select(PLANNING_COLUMNS.processes).execute(),
    pick.materials(db.selectFrom('materialStatuses').where('companyId', '=', companyId)).select(PLANNING_COLUMNS.materials).execute(),
  ]);
  const products = await inChunks(unique([...processes, ...materials].map((s) => s.productId)), (c) =>
    db.selectFrom('products').select(PLANNING_COLUMNS.products).where('companyId', '=', companyId).where('id', 'in', c).where('canceled', '=', 0).execute(),
  );
  return withNames(db, companyId, products, processes, materials);
}

async function withNames(db: Reader, companyId: string, products: PlanningProduct[], processes: PlanningStatus[], materials: PlanningMaterialStatus[]): Promise<PlanningSources> {
  const projectIds = unique(products.map((p) => p.projectId));
  const [clients, projects, articles, responsibilities, users, materialRows, temporaryMaterials] = await Promise.all([
    inChunks(unique(products.map((p) => p.clientId)), (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(projectIds, (c) => db.selectFrom('projects').select(['id', 'projectName', 'shipmentDestinationId']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    db.selectFrom('articles').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    db.selectFrom('responsibilities').select(['id', 'name', 'departmentId']).where('companyId', '=', companyId).execute(),
    db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('companyId', '=', companyId).execute(),
    db.selectFrom('materials').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    inChunks(unique(materials.map((m) => m.temporaryMaterialId)), (c) => db.selectFrom('temporaryMaterials').select(['id', 'materialName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
  ]);
  return {
    products,
    processes,
    materials,
    clients: byId(clients),
    projects: byId(projects),
    articles: byId(articles),
    responsibilities: byId(responsibilities),
    users: byId(users),
    materialNames: new Map(materialRows.map((m) => [m.id, m.name])),
    temporaryMaterialNames: new Map(temporaryMaterials.map((t) => [t.id, t.materialName])),
  };
}
