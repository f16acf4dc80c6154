import type { AgreementRow } from '../agreement/rows.js';
import type { ClientRow, ProjectRow } from '../contact/rows.js';
import type { InstallationRow } from '../installation/rows.js';
import type { ImpressionRow } from '../impression/rows.js';
import type { MeasureRow } from '../measure/rows.js';
import type { OfferRow, ProductRow } from '../offer/rows.js';
import type { ProcessStatusRow } from '../production/rows.js';
import { STATUS } from '../production/statuses.js';
import type { ServiceTicketRow } from '../service/rows.js';
import type { TransportRow } from '../transport/rows.js';
import type { WarehouseRecordRow } from '../warehouse/rows.js';

/** A step of a client's journey, in journey order (ties on the same instant keep it). */
export const STEPS = ['contacted', 'measured', 'offered', 'agreed', 'produced', 'deposited', 'transported', 'installed', 'serviced', 'rated'] as const;
export type StepKind = (typeof STEPS)[number];

export interface TimelineStep {
  step: StepKind;
  /** The row the step is read from (the project's, for `produced`). */
  rowId: string;
  projectId: string | null;
  /** When it happened: a date (YYYY-MM-DD…) or an ISO timestamp, as the row holds it. */
  at: string;
  /**
   * The users who did it, as far as a row names them (ids; empty when none
   * does). Named: contacted the client's agent, measured the measure's
   * employee, offered the offer's creator, produced the workers of its
   * completed processes, transported and installed the drivers and installers
   * the warehouse record assigns. No row names who agreed, deposited,
   * serviced (a ticket has no assignee), and rated is the client's own act.
   */
  by: string[];
  /** produced: finished products of the project out of those it makes (neither cancelled nor bought in). */
  progress?: { done: number; of: number };
}

/** The synced rows of one client, its own and its projects': the columns the timeline reads. */
export interface ClientJourneyRows {
  client: Pick<ClientRow, 'id' | 'createdAt' | 'agentId'>;
  projects: readonly Pick<ProjectRow, 'id'>[];
  measures: readonly Pick<MeasureRow, 'id' | 'projectId' | 'measureDate' | 'createdAt' | 'employeeId'>[];
  offers: readonly Pick<OfferRow, 'id' | 'projectId' | 'offerDate' | 'createdAt' | 'createdBy'>[];
  agreements: readonly Pick<AgreementRow, 'id' | 'projectId' | 'createdAt'>[];
  products: readonly Pick<ProductRow, 'id' | 'projectId' | 'offerId' | 'canceled' | 'forProduction' | 'doneStatus' | 'finishedAt'>[];
  processStatuses: readonly Pick<ProcessStatusRow, 'productId' | 'userId' | 'statusId'>[];
  warehouseRecords: readonly Pick<WarehouseRecordRow, 'id' | 'projectId' | 'createdAt' | 'transportUserIds' | 'installationUserIds'>[];
  transports: readonly Pick<TransportRow, 'id' | 'projectId' | 'warehouseRecordId' | 'acceptanceDate' | 'arrivalDate'>[];
  installations: readonly Pick<InstallationRow, 'id' | 'projectId' | 'transportId' | 'installationStart' | 'installationEnd'>[];
  serviceTickets: readonly Pick<ServiceTicketRow, 'id' | 'projectId' | 'date' | 'start' | 'end' | 'createdAt'>[];
  impressions: readonly Pick<ImpressionRow, 'id' | 'projectId' | 'createdAt'>[];
}

const ids = (values: readonly (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
const firstOf = (...values: (string | null | undefined)[]): string => values.find((v): v is string => typeof v === 'string' && v !== '') ?? '';

/**
 * The client's journey as its rows tell it: one step per row that marks one
 * (every measure, offer, agreement, warehouse record, transport, installation,
 * service ticket of its projects, impression), and one `produced` per project
 * with a finished product. A transport counts once it has left (a start or an
 * arrival), an installation once it has a date; a row still only planned is
 * not yet a step. Ordered by date, journey order on the same instant.
 */
export function clientTimeline(rows: ClientJourneyRows): TimelineStep[] {
  const projectIds = new Set(rows.projects.map((p) => p.id));
  const ofClient = <R extends { projectId: string | null }>(list: readonly R[]) => list.filter((r) => r.projectId !== null && projectIds.has(r.projectId));
  const records = new Map(rows.warehouseRecords.map((r) => [r.id, r]));
  const recordsOfProject = (projectId: string) => rows.warehouseRecords.filter((r) => r.projectId === projectId);
  const crewOf = (projectId: string, recordId: string | null, crew: 'transportUserIds' | 'installationUserIds') => {
    const record = recordId === null ? undefined : records.get(recordId);
    return ids((record ? [record] : recordsOfProject(projectId)).flatMap((r) => r[crew]));
  };
  const transportRecord = new Map(rows.transports.map((t) => [t.id, t.warehouseRecordId]));

  const steps: TimelineStep[] = [
    { step: 'contacted', rowId: rows.client.id, projectId: null, at: rows.client.createdAt, by: ids([rows.client.agentId]) },
    ...rows.measures.map((m): TimelineStep => ({ step: 'measured', rowId: m.id, projectId: m.projectId, at: firstOf(m.measureDate, m.createdAt), by: ids([m.employeeId]) })),
    ...rows.offers.map((o): TimelineStep => ({ step: 'offered', rowId: o.id, projectId: o.projectId, at: firstOf(o.offerDate, o.createdAt), by: ids([o.createdBy]) })),
    ...rows.agreements.map((a): TimelineStep => ({ step: 'agreed', rowId: a.id, projectId: a.projectId, at: a.createdAt, by: [] })),
    ...producedSteps(rows.products, rows.processStatuses),
    ...rows.warehouseRecords.map((r): TimelineStep => ({ step: 'deposited', rowId: r.id, projectId: r.projectId, at: r.createdAt, by: [] })),
    ...ofClient(rows.transports)
      .filter((t) => t.acceptanceDate !== null || t.arrivalDate !== null)
      .map((t): TimelineStep => ({ step: 'transported', rowId: t.id, projectId: t.projectId, at: firstOf(t.arrivalDate, t.acceptanceDate), by: crewOf(t.projectId, t.warehouseRecordId, 'transportUserIds') })),
    ...ofClient(rows.installations)
      .filter((i) => i.installationStart !== null || i.installationEnd !== null)
      .map((i): TimelineStep => ({
        step: 'installed',
        rowId: i.id,
        projectId: i.projectId,
        at: firstOf(i.installationEnd, i.installationStart),
        by: crewOf(i.projectId, i.transportId === null ? null : (transportRecord.get(i.transportId) ?? null), 'installationUserIds'),
      })),
    ...ofClient(rows.serviceTickets).map((s): TimelineStep => ({ step: 'serviced', rowId: s.id, projectId: s.projectId, at: firstOf(s.end, s.start, s.date, s.createdAt), by: [] })),
    ...rows.impressions.map((i): TimelineStep => ({ step: 'rated', rowId: i.id, projectId: i.projectId, at: i.createdAt, by: [] })),
  ];
  return steps.sort((a, b) => compareInstants(a.at, b.at) || STEPS.indexOf(a.step) - STEPS.indexOf(b.step));
}

/**
 * One `produced` per project that has finished a product it makes: at the
 * last finish, by every worker who completed one of its processes.
 */
function producedSteps(products: ClientJourneyRows['products'], statuses: ClientJourneyRows['processStatuses']): TimelineStep[] {
  const made = products.filter((p) => p.canceled === 0 && p.forProduction === 1);
  const byProject = groupBy(made, (p) => p.projectId ?? p.offerId);
  const workers = groupBy(
    statuses.filter((s) => s.statusId === STATUS.completed),
    (s) => s.productId,
  );
  return [...byProject].flatMap(([key, list]) => {
    const done = list.filter((p) => p.doneStatus === 1 && p.finishedAt !== null && p.finishedAt !== '');
    if (done.length === 0) return [];
    const at = done.map((p) => p.finishedAt!).sort(compareInstants).at(-1)!;
    const by = ids(done.flatMap((p) => (workers.get(p.id) ?? []).map((s) => s.userId)));
    return [{ step: 'produced', rowId: key, projectId: list[0]!.projectId, at, by, progress: { done: done.length, of: list.length } } satisfies TimelineStep];
  });
}

function groupBy<T>(list: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Rows hold a day ('2026-03-04'), a local time as the spec sends it
 * ('2026-03-04 10:00:00') or an ISO timestamp: all year-first, so with the
 * space read as ISO's 'T' they compare as text, a bare day before any time of it.
 */
const compareInstants = (a: string, b: string): number => {
  const x = a.replace(' ', 'T');
  const y = b.replace(' ', 'T');
  return x < y ? -1 : x > y ? 1 : 0;
};
