import type { FileLink } from '../files.js';
import type { PermissionMap } from '../permissions.js';
import { readsWholeRow } from '../visibility.js';
import { fileUrl } from '../files.js';
import type { BoardFilters } from './boardQuery.js';
import type { BlueprintRow, MaterialStatusRow, ProcessStatusRow, TemporaryMaterialRow, TrackerRow } from './rows.js';
import { groupBy } from './planningSources.js';
import { timerOf } from './timer.js';
import type { TrackerSegment } from './transitions.js';

/**
 * The columns of each production row the board reads: the server selects
 * these and no more (every further column is a key mapped on every row, and
 * a department's board is a hundred thousand rows on the large set).
 */
export const BOARD_COLUMNS = {
  processes: ['id', 'productId', 'responsibilityId', 'userId', 'statusId', 'warning', 'adminWarning', 'otherComment', 'position'],
  materials: ['id', 'productId', 'responsibilityId', 'userId', 'statusId', 'warning', 'adminWarning', 'otherComment', 'position', 'materialId', 'temporaryMaterialId'],
  temporaryMaterials: ['id', 'productId', 'materialName'],
  trackers: ['id', 'productId', 'statusRefId', 'start', 'end', 'pauseStatusId'],
  blueprints: ['id', 'projectId', 'productId', 'fileId', 'nameOfBlueprint'],
} as const;
type Columns<Row, K extends keyof typeof BOARD_COLUMNS> = Pick<Row, Extract<(typeof BOARD_COLUMNS)[K][number], keyof Row>>;

/** The rows around a product that the board shows. */
export interface BoardSources {
  products: readonly {
    id: string;
    clientId: string;
    projectId: string | null;
    articleId: string | null;
    unitId: string | null;
    offerId: string;
    type: string | null;
    quantity: number;
    start: string | null;
    end: string | null;
    calendarComment: string | null;
    /** Null for a reader who may not see a line's money (boardSourcesFor). */
    totalPrice: number | null;
    discountPrice: number | null;
    active: number;
    doneStatus: number;
    canceled: number;
    forProduction: number;
  }[];
  processes: readonly Columns<ProcessStatusRow, 'processes'>[];
  materials: readonly Columns<MaterialStatusRow, 'materials'>[];
  temporaryMaterials: readonly Columns<TemporaryMaterialRow, 'temporaryMaterials'>[];
  trackers: readonly Columns<TrackerRow, 'trackers'>[];
  blueprints: readonly Columns<BlueprintRow, 'blueprints'>[];
  files: readonly { id: string; fileName: string; ownerType: string; ownerId: string }[];
  clients: ReadonlyMap<string, { firstnameAndLastname: string; lastName: string }>;
  projects: ReadonlyMap<string, { projectName: string; shipmentDestinationId: number }>;
  /** measureStatusId by project. */
  measures: ReadonlyMap<string, number>;
  articles: ReadonlyMap<string, { name: string }>;
  units: ReadonlyMap<string, { name: string }>;
  materialNames: ReadonlyMap<string, string>;
  responsibilities: ReadonlyMap<string, { name: string; departmentId: string | null }>;
  users: ReadonlyMap<string, { firstname: string; lastname: string }>;
  /** The user who made each offer. */
  offerAuthors: ReadonlyMap<string, string | null>;
}

export interface BoardStatus {
  id: string;
  responsibility: { id: string; label: string; userId: string | null; userName: string | null };
  responsibilityStatusId: number;
  adminWarning: string | null;
  warning: string | null;
  otherComment: string | null;
  position: number;
}

export interface BoardMaterialStatus {
  id: string;
  materialId: string | null;
  temporaryMaterialId: string | null;
  temporaryMaterial: boolean;
  materialName: string;
  responsibilityId: string;
  responsibilityName: string;
  responsibilityStatusId: number;
  userName: string | null;
  adminWarning: string | null;
  warning: string | null;
  otherComment: string | null;
  position: number;
  trackers: { detailedTracker: { duration: number; start: string; pause: number | null }[] };
}

export interface BlueprintFile {
  id: string;
  blueprint: string;
  nameOfBlueprint: string;
  fileId: string;
  productId: string | null;
}

/** A product as the status board shows it (spec 001 §3 "Product"). */
export interface BoardProduct {
  id: string;
  client: { id: string; name: string };
  project: { id: string; name: string; files: FileLink[] } | null;
  designation: { name: string; unit: { name: string } };
  type: string | null;
  quantity: number;
  /** 2 final measurement; otherwise initial (rows are dimmed until final). */
  measureStatus: number;
  start: string | null;
  end: string | null;
  calendarComment: string | null;
  /** Full privileges' and the office's only (spec 001 §6; the products' column rule): null for everyone else. */
  totalPrice: number | null;
  discountPrice: number | null;
  totalDuration: number;
  trackersStart: string | null;
  trackersEnd: string | null;
  productFiles: FileLink[];
  blueprints: BlueprintFile[];
  statuses: BoardStatus[];
  materialStatuses: BoardMaterialStatus[];
  offerCreated: { userName: string | null };
  hasMaterials: boolean;
  productName: string;
  offerBy: string | null;
  measureUnit: string;
}

const fullName = (u: { firstname: string; lastname: string } | undefined): string | null => (u ? `${u.firstname} ${u.lastname}` : null);
const fileLink = (f: { id: string; fileName: string }): FileLink => ({ id: f.id, fileName: f.fileName, url: fileUrl(f.id) });

/** Lowercased, without diacritics: 'Çelik' is found by 'cel'. */
export const searchKey = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What the status query's filters read around a product. */
export interface BoardFilterContext {
  processesOf: ReadonlyMap<string, readonly { responsibilityId: string; statusId: number }[]>;
  responsibilities: ReadonlyMap<string, { departmentId: string | null }>;
  projects: ReadonlyMap<string, { shipmentDestinationId: number }>;
  clients: ReadonlyMap<string, { firstnameAndLastname: string; lastName: string }>;
}

/**
 * The products the status query's filters pick (spec 001 §7 GET
 * clients/products-statuses), in its order: active and done flags, a
 * department its chain passes through, a process and its status, the date
 * column's range, the destination, a part of the client's name; sorted by
 * the date column (undated last when ascending). A product without process
 * statuses is not in production. The board and the prices (prices.ts) both
 * filter with it.
 */
export function pickByBoardFilters<P extends { id: string; clientId: string; projectId: string | null; start: string | null; end: string | null; active: number; doneStatus: number }>(
  products: readonly P[],
  filters: BoardFilters,
  around: BoardFilterContext,
): P[] {
  const nameKey = filters.name ? searchKey(filters.name) : null;
  const dateColumn = filters.filterDatesBy;
  const picked = products.filter((p) => {
    if (p.active !== filters.active || p.doneStatus !== filters.done) return false;
    const processes = around.processesOf.get(p.id);
    if (!processes || processes.length === 0) return false;
    if (filters.departmentId !== undefined && !processes.some((s) => around.responsibilities.get(s.responsibilityId)?.departmentId === filters.departmentId)) return false;
    if (filters.responsibilityId !== undefined || filters.responsibilityStatusId !== undefined) {
      const hit = processes.some(
        (s) =>
          (filters.responsibilityId === undefined || s.responsibilityId === filters.responsibilityId) &&
          (filters.responsibilityStatusId === undefined || s.statusId === filters.responsibilityStatusId),
      );
      if (!hit) return false;
    }
    const date = p[dateColumn];
    if (filters.start !== undefined && (date === null || date < filters.start)) return false;
    if (filters.end !== undefined && (date === null || date > filters.end)) return false;
    if (filters.shipmentDestinationId !== undefined && (p.projectId === null || around.projects.get(p.projectId)?.shipmentDestinationId !== filters.shipmentDestinationId)) return false;
    if (nameKey !== null) {
      const client = around.clients.get(p.clientId);
      if (!client || !searchKey(`${client.firstnameAndLastname} ${client.lastName}`).includes(nameKey)) return false;
    }
    return true;
  });
  const direction = filters.sort === 'desc' ? -1 : 1;
  return picked.sort((a, b) => direction * ((a[dateColumn] ?? '9999').localeCompare(b[dateColumn] ?? '9999') || a.id.localeCompare(b.id)));
}

/** A material status's segment as the board shows it: its work, or its pause beyond the open-pause offset. */
export const segmentDuration = (t: Pick<TrackerSegment, 'start' | 'end' | 'pauseStatusId'>, nowMs: number): number =>
  timerOf([t], nowMs)[t.pauseStatusId === null ? 'totalDuration' : 'waitingDuration'];

/** The board's sources as this reader may see them: a line's money only to whom the products' column rule gives it (domain/visibility.ts). */
export function boardSourcesFor(p: PermissionMap, src: BoardSources): BoardSources {
  return readsWholeRow(p, 'products') ? src : { ...src, products: src.products.map((product) => ({ ...product, totalPrice: null, discountPrice: null })) };
}

/**
 * The board's products with their statuses, filtered as the status query
 * asks. The server answers GET clients/products-statuses with it and the PWA
 * draws its board with it from the device's mirror: one assembly, one shape.
 */
export function assembleBoard(src: BoardSources, filters: BoardFilters, nowMs: number): BoardProduct[] {
  const processesOf = groupBy(src.processes, (s) => s.productId);
  const materialsOf = groupBy(src.materials, (s) => s.productId);
  const trackersOf = groupBy(src.trackers, (t) => t.statusRefId);
  const productTrackers = groupBy(src.trackers, (t) => t.productId);
  const temporaryNames = new Map(src.temporaryMaterials.map((t) => [t.id, t.materialName]));
  const filesOf = groupBy(src.files, (f) => `${f.ownerType}:${f.ownerId}`);
  const blueprintsOf = groupBy(src.blueprints, (b) => b.projectId);
  const fileNames = new Map(src.files.map((f) => [f.id, f.fileName]));
  const picked = pickByBoardFilters(
    src.products.filter((p) => p.canceled === 0 && p.forProduction === 1),
    filters,
    { processesOf, responsibilities: src.responsibilities, projects: src.projects, clients: src.clients },
  );

  return picked.map((p): BoardProduct => {
    const client = src.clients.get(p.clientId);
    const project = p.projectId === null ? undefined : src.projects.get(p.projectId);
    const article = p.articleId === null ? undefined : src.articles.get(p.articleId);
    const unit = p.unitId === null ? '' : (src.units.get(p.unitId)?.name ?? '');
    const author = fullName(src.users.get(src.offerAuthors.get(p.offerId) ?? ''));
    const timer = timerOf(productTrackers.get(p.id) ?? [], nowMs);
    const materials = materialsOf.get(p.id) ?? [];
    const statuses = (processesOf.get(p.id) ?? []).slice().sort((a, b) => a.position - b.position);
    return {
      id: p.id,
      client: { id: p.clientId, name: client ? `${client.firstnameAndLastname} ${client.lastName}` : '' },
      project: p.projectId !== null && project ? { id: p.projectId, name: project.projectName, files: (filesOf.get(`projects:${p.projectId}`) ?? []).map(fileLink) } : null,
      designation: { name: article?.name ?? '', unit: { name: unit } },
      type: p.type,
      quantity: p.quantity,
      measureStatus: p.projectId === null ? 1 : (src.measures.get(p.projectId) ?? 1),
      start: p.start,
      end: p.end,
      calendarComment: p.calendarComment,
      totalPrice: p.totalPrice,
      discountPrice: p.discountPrice,
      totalDuration: timer.totalDuration,
      trackersStart: timer.trackersStart,
      trackersEnd: timer.trackersEnd,
      productFiles: (filesOf.get(`products:${p.id}`) ?? []).map(fileLink),
      blueprints: (p.projectId === null ? [] : (blueprintsOf.get(p.projectId) ?? []))
        .filter((b) => b.productId === null || b.productId === p.id)
        .map((b) => ({ id: b.id, blueprint: fileUrl(b.fileId), nameOfBlueprint: b.nameOfBlueprint || (fileNames.get(b.fileId) ?? ''), fileId: b.fileId, productId: b.productId })),
      statuses: statuses.map((s) => ({
        id: s.id,
        responsibility: { id: s.responsibilityId, label: src.responsibilities.get(s.responsibilityId)?.name ?? '', userId: s.userId, userName: fullName(src.users.get(s.userId ?? '')) },
        responsibilityStatusId: s.statusId,
        adminWarning: s.adminWarning,
        warning: s.warning,
        otherComment: s.otherComment,
        position: s.position,
      })),
      materialStatuses: materials
        .slice()
        .sort((a, b) => a.position - b.position)
        .map((m) => ({
          id: m.id,
          materialId: m.materialId,
          temporaryMaterialId: m.temporaryMaterialId,
          temporaryMaterial: m.temporaryMaterialId !== null,
          materialName: m.temporaryMaterialId !== null ? (temporaryNames.get(m.temporaryMaterialId) ?? '') : (src.materialNames.get(m.materialId ?? '') ?? ''),
          responsibilityId: m.responsibilityId,
          responsibilityName: src.responsibilities.get(m.responsibilityId)?.name ?? '',
          responsibilityStatusId: m.statusId,
          userName: fullName(src.users.get(m.userId ?? '')),
          adminWarning: m.adminWarning,
          warning: m.warning,
          otherComment: m.otherComment,
          position: m.position,
          trackers: {
            detailedTracker: (trackersOf.get(m.id) ?? []).map((t) => ({
              duration: segmentDuration(t, nowMs),
              start: t.start,
              pause: t.pauseStatusId,
            })),
          },
        })),
      offerCreated: { userName: author },
      hasMaterials: materials.length > 0,
      productName: article?.name ?? '',
      offerBy: author,
      measureUnit: unit,
    };
  });
}
