/**
 * The rows the planning screens are drawn from (spec 001 §2: calendar,
 * product archive, passive products, archived and returned processes): the
 * server loads them by SQL, the PWA from its mirror, and the same functions
 * (calendar.ts, archives.ts) make the answers from them. Only the columns the
 * planning screens show: a month of the calendar is thousands of products.
 */
export interface PlanningProduct {
  id: string;
  clientId: string;
  projectId: string | null;
  articleId: string | null;
  type: string | null;
  quantity: number;
  start: string | null;
  end: string | null;
  calendarComment: string | null;
  /** The list price of one unit; the line's price is prices.ts productPrice. */
  price: number;
  totalPrice: number;
  discountPrice: number;
  active: number;
  doneStatus: number;
  finishedAt: string | null;
}

/** A process status or a material status, as the planning screens read it. */
export interface PlanningStatus {
  id: string;
  productId: string;
  responsibilityId: string;
  position: number;
  userId: string | null;
  statusId: number;
  adminWarning: string | null;
  finishedAt: string | null;
  returnedAt: string | null;
  updatedAt: string;
}

export interface PlanningMaterialStatus extends PlanningStatus {
  materialId: string | null;
  temporaryMaterialId: string | null;
}

export interface PlanningSources {
  products: readonly PlanningProduct[];
  /** The process statuses of those products (all of them: progress and department need every one). */
  processes: readonly PlanningStatus[];
  /** Material statuses, where a screen lists them (archived and returned processes); else empty. */
  materials: readonly PlanningMaterialStatus[];
  clients: ReadonlyMap<string, { firstnameAndLastname: string; lastName: string }>;
  projects: ReadonlyMap<string, { projectName: string; shipmentDestinationId: number }>;
  articles: ReadonlyMap<string, { name: string }>;
  responsibilities: ReadonlyMap<string, { name: string; departmentId: string | null }>;
  users: ReadonlyMap<string, { firstname: string; lastname: string }>;
  materialNames: ReadonlyMap<string, string>;
  temporaryMaterialNames: ReadonlyMap<string, string>;
}

/** The columns each planning read selects (the server's SQL, the mirror's mapping). */
export const PLANNING_COLUMNS = {
  products: ['id', 'clientId', 'projectId', 'articleId', 'type', 'quantity', 'start', 'end', 'calendarComment', 'price', 'totalPrice', 'discountPrice', 'active', 'doneStatus', 'finishedAt'],
  processes: ['id', 'productId', 'responsibilityId', 'position', 'userId', 'statusId', 'adminWarning', 'finishedAt', 'returnedAt', 'updatedAt'],
  materials: ['id', 'productId', 'responsibilityId', 'position', 'userId', 'statusId', 'adminWarning', 'finishedAt', 'returnedAt', 'updatedAt', 'materialId', 'temporaryMaterialId'],
} as const;

export const clientName = (c: { firstnameAndLastname: string; lastName: string } | undefined): string => (c ? `${c.firstnameAndLastname} ${c.lastName}`.trim() : '');
export const userName = (u: { firstname: string; lastname: string } | undefined): string | null => (u ? `${u.firstname} ${u.lastname}` : null);

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Whether any of the product's processes belongs to the department (a product is in every department its chain passes through). */
export function inDepartment(processes: readonly PlanningStatus[] | undefined, departmentId: string | undefined, src: Pick<PlanningSources, 'responsibilities'>): boolean {
  if (departmentId === undefined) return processes !== undefined && processes.length > 0;
  return processes?.some((s) => src.responsibilities.get(s.responsibilityId)?.departmentId === departmentId) ?? false;
}

/** A product's client, project and designation as every planning list shows them. */
export function productHeading(p: PlanningProduct, src: PlanningSources) {
  const project = p.projectId === null ? undefined : src.projects.get(p.projectId);
  return {
    client: { id: p.clientId, name: clientName(src.clients.get(p.clientId)) },
    project: p.projectId !== null && project ? { id: p.projectId, name: project.projectName } : null,
    designation: { name: (p.articleId === null ? undefined : src.articles.get(p.articleId))?.name ?? '' },
    type: p.type,
    shipmentDestinationId: project?.shipmentDestinationId ?? null,
  };
}
