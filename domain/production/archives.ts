import { dayAfter } from '../days.js';
import { lastMonth } from './dates.js';
import type { ArchivedProcessesQuery, ArchivedProductsQuery, PassiveProductsQuery, ReturnedProcessesQuery } from './planningQueries.js';
import { groupBy, inDepartment, productHeading, userName, type PlanningSources, type PlanningStatus } from './planningSources.js';
import { productPrice } from './prices.js';
import { STATUS } from './statuses.js';

/** A range of whole days; an open end where a bound is not given. */
export interface DayRange {
  start?: string | undefined;
  end?: string | undefined;
}

/** The range an archive reads: the one asked (a bound may be open), else the last month (§9). */
export function rangeOrLastMonth(q: DayRange, nowMs: number): DayRange {
  return q.start === undefined && q.end === undefined ? lastMonth(nowMs) : { start: q.start, end: q.end };
}

/** An instant falls in a range of whole days (the end day included). */
const within = (instant: string | null, range: DayRange): boolean =>
  instant !== null && (range.start === undefined || instant >= range.start) && (range.end === undefined || instant < dayAfter(range.end));

/** A product of the archive or of the passive list (spec 001 §3 "Passive product"). */
export interface PlanningProductRow {
  id: string;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  designation: { name: string };
  type: string | null;
  shipmentDestinationId: number | null;
  quantity: number;
  start: string | null;
  end: string | null;
  finishedAt: string | null;
  /** The line's total; null for users who may not see prices (spec 001 §6: archive prices are full privileges'). */
  totalPrice: number | null;
}

function productRows(src: PlanningSources, keep: (p: PlanningSources['products'][number]) => boolean, departmentId: string | undefined, showPrices: boolean): PlanningProductRow[] {
  const processesOf = groupBy(src.processes, (s) => s.productId);
  return src.products
    .filter((p) => keep(p) && inDepartment(processesOf.get(p.id), departmentId, src))
    .map((p) => ({
      id: p.id,
      ...productHeading(p, src),
      quantity: p.quantity,
      start: p.start,
      end: p.end,
      finishedAt: p.finishedAt,
      totalPrice: showPrices ? productPrice(p) : null,
    }));
}

/** Products out of production (doneStatus 1), finished in the range, newest first. */
export function archivedProducts(src: PlanningSources, q: ArchivedProductsQuery, showPrices: boolean): PlanningProductRow[] {
  const rows = productRows(src, (p) => p.doneStatus === 1 && within(p.finishedAt, q), q.departmentId, showPrices);
  const kept = q.shipmentDestinationId === undefined ? rows : rows.filter((r) => r.shipmentDestinationId === q.shipmentDestinationId);
  return kept.sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '') || a.id.localeCompare(b.id));
}

/** Passive products (active 0, not done), whose planned start falls in the range when one is asked, earliest first. */
export function passiveProducts(src: PlanningSources, q: PassiveProductsQuery): PlanningProductRow[] {
  const inRange = (start: string | null) => (q.start === undefined || (start !== null && start >= q.start)) && (q.end === undefined || (start !== null && start <= q.end));
  return productRows(src, (p) => p.active === 0 && p.doneStatus === 0 && inRange(p.start), q.departmentId, false).sort(
    (a, b) => (a.start ?? '9999').localeCompare(b.start ?? '9999') || a.id.localeCompare(b.id),
  );
}

/** A row of the archived and returned processes (spec 001 §3 "Archived process row"), a process's or a material's. */
export interface ProcessRecordRow {
  /** The status row. */
  id: string;
  kind: 'process' | 'material';
  client: { clientId: string; clientName: string };
  product: { productId: string; name: string; type: string | null };
  project: { id: string; name: string } | null;
  responsibilityId: string;
  responsibilityName: string;
  material: { materialId: string | null; temporaryMaterialId: string | null; name: string } | null;
  statusId: number;
  userId: string | null;
  userName: string | null;
  adminWarning: string | null;
  finishedAt: string | null;
  returnedAt: string | null;
  updatedAt: string;
}

function recordRows(src: PlanningSources, keep: (s: PlanningStatus) => boolean, departmentId: string | undefined): ProcessRecordRow[] {
  const products = new Map(src.products.map((p) => [p.id, p]));
  const inDept = (s: PlanningStatus) => departmentId === undefined || src.responsibilities.get(s.responsibilityId)?.departmentId === departmentId;
  const row = (s: PlanningStatus, material: ProcessRecordRow['material']): ProcessRecordRow[] => {
    const p = products.get(s.productId);
    if (!p || !keep(s) || !inDept(s)) return [];
    const heading = productHeading(p, src);
    return [
      {
        id: s.id,
        kind: material === null ? 'process' : 'material',
        client: { clientId: p.clientId, clientName: heading.client.name },
        product: { productId: p.id, name: heading.designation.name, type: p.type },
        project: heading.project,
        responsibilityId: s.responsibilityId,
        responsibilityName: src.responsibilities.get(s.responsibilityId)?.name ?? '',
        material,
        statusId: s.statusId,
        userId: s.userId,
        userName: userName(src.users.get(s.userId ?? '')),
        adminWarning: s.adminWarning,
        finishedAt: s.finishedAt,
        returnedAt: s.returnedAt,
        updatedAt: s.updatedAt,
      },
    ];
  };
  return [
    ...src.processes.flatMap((s) => row(s, null)),
    ...src.materials.flatMap((m) =>
      row(m, {
        materialId: m.materialId,
        temporaryMaterialId: m.temporaryMaterialId,
        name: m.temporaryMaterialId !== null ? (src.temporaryMaterialNames.get(m.temporaryMaterialId) ?? '') : (src.materialNames.get(m.materialId ?? '') ?? ''),
      }),
    ),
  ];
}

/** Completed processes and materials, completed in the range (default the last month), newest first. */
export function archivedProcesses(src: PlanningSources, q: ArchivedProcessesQuery, nowMs: number): ProcessRecordRow[] {
  const range = rangeOrLastMonth(q, nowMs);
  const products = new Map(src.products.map((p) => [p.id, p]));
  const keep = (s: PlanningStatus) =>
    s.statusId === STATUS.completed &&
    within(s.finishedAt, range) &&
    (q.responsibilityId === undefined || s.responsibilityId === q.responsibilityId) &&
    (q.userId === undefined || s.userId === q.userId) &&
    (q.clientId === undefined || products.get(s.productId)?.clientId === q.clientId);
  return recordRows(src, keep, q.departmentId).sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '') || a.id.localeCompare(b.id));
}

/** Processes and materials sent back in the range (default the last month), merged, the last updated first. */
export function returnedProcesses(src: PlanningSources, q: ReturnedProcessesQuery, nowMs: number): ProcessRecordRow[] {
  const range = rangeOrLastMonth(q, nowMs);
  return recordRows(src, (s) => within(s.returnedAt, range), q.departmentId).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
}
