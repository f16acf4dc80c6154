import { dayAfter } from '../../../domain/days.js';
import type { DayRange } from '../../../domain/production/archives.js';
import type { PlanningMaterialStatus, PlanningProduct, PlanningSources, PlanningStatus } from '../../../domain/production/planningSources.js';
import type { Row, ZanatiDb } from '../../local';
import { byKeys } from '../../local/byKeys';

const num = (x: unknown, fallback = 0): number => (typeof x === 'number' ? x : fallback);
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);
const unique = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

type ProductRow = Row;

const planningProduct = (p: ProductRow): PlanningProduct => ({
  id: p.id,
  clientId: String(p.clientId),
  projectId: text(p.projectId),
  articleId: text(p.articleId),
  type: text(p.type),
  quantity: num(p.quantity, 1),
  start: text(p.start),
  end: text(p.end),
  calendarComment: text(p.calendarComment),
  price: num(p.price),
  totalPrice: num(p.totalPrice),
  discountPrice: num(p.discountPrice),
  active: num(p.active, 1),
  doneStatus: num(p.doneStatus),
  finishedAt: text(p.finishedAt),
});

const TABLES = (db: ZanatiDb) => [db.products, db.processStatuses, db.materialStatuses, db.temporaryMaterials, db.clients, db.projects, db.articles, db.responsibilities, db.users, db.materials];

/** The lower and upper keys of a time index for a range of whole days (the end day included; open ends open). */
const bounds = (range: DayRange): [string, string] => [range.start ?? '', range.end === undefined ? '\uffff' : dayAfter(range.end)];

/**
 * Which rows a planning screen starts from, read from the device's mirror by
 * the index that finds only them (docs/MODULES.md "Large reads from the
 * mirror"): products by their state (live, passive; of them only `ids` when
 * given) or by when they left production; statuses by when they were
 * completed or sent back.
 */
export type PlanningPick =
  | { products: 'live' | 'passive'; ids?: readonly string[] }
  | { products: 'finished'; range: DayRange }
  | { statuses: 'finishedAt' | 'returnedAt'; range: DayRange };

export function readPlanningSources(db: ZanatiDb, pick: PlanningPick): Promise<PlanningSources> {
  return db.transaction('r', TABLES(db), () => read(db, pick));
}

async function read(db: ZanatiDb, pick: PlanningPick): Promise<PlanningSources> {
  let products: PlanningProduct[];
  let processes: PlanningStatus[];
  let materials: PlanningMaterialStatus[] = [];
  if ('products' in pick) {
    const state = pick.products === 'passive' ? [0, 0] : [1, 0];
    const rows =
      pick.products === 'finished'
        ? await db.products.where('[doneStatus+finishedAt]').between([1, bounds(pick.range)[0]], [1, bounds(pick.range)[1]], true, false).toArray()
        : pick.ids
          ? present(await db.products.bulkGet([...pick.ids])).filter((p) => num(p.active, 1) === state[0] && num(p.doneStatus) === state[1])
          : await db.products.where('[active+doneStatus]').equals(state).toArray();
    products = rows.filter((p) => num(p.canceled) === 0).map(planningProduct);
    processes = await byKeys(db.processStatuses, 'productId', products.map((p) => p.id));
  } else {
    const [low, high] = bounds(pick.range);
    [processes, materials] = await Promise.all([
      db.processStatuses.where(pick.statuses).between(low, high, true, false).toArray(),
      db.materialStatuses.where(pick.statuses).between(low, high, true, false).toArray(),
    ]);
    products = present(await db.products.bulkGet(unique([...processes, ...materials].map((s) => s.productId))))
      .filter((p) => num(p.canceled) === 0)
      .map(planningProduct);
  }
  const [clients, projects, articles, responsibilities, users, materialRows, temporaryMaterials] = await Promise.all([
    db.clients.bulkGet(unique(products.map((p) => p.clientId))),
    db.projects.bulkGet(unique(products.map((p) => p.projectId))),
    db.articles.toArray(),
    db.responsibilities.toArray(),
    db.users.toArray(),
    db.materials.toArray(),
    db.temporaryMaterials.bulkGet(unique(materials.map((m) => m.temporaryMaterialId))),
  ]);
  return {
    products,
    processes,
    materials,
    clients: new Map(present(clients).map((c) => [c.id, { firstnameAndLastname: String(c.firstnameAndLastname), lastName: text(c.lastName) ?? '' }])),
    projects: new Map(present(projects).map((p) => [p.id, { projectName: String(p.projectName), shipmentDestinationId: num(p.shipmentDestinationId, 1) }])),
    articles: new Map(articles.map((a) => [a.id, { name: a.name }])),
    responsibilities: new Map(responsibilities.map((r) => [r.id, { name: r.name, departmentId: r.departmentId ?? null }])),
    users: new Map(users.map((u) => [u.id, { firstname: u.firstname, lastname: u.lastname }])),
    materialNames: new Map(materialRows.map((m) => [m.id, m.name])),
    temporaryMaterialNames: new Map(present(temporaryMaterials).map((t) => [t.id, t.materialName])),
  };
}
