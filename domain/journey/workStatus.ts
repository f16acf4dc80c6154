import { AGREEMENT_STATUS, type AgreementStatusId } from '../agreement/statuses.js';
import { STATUS } from '../production/statuses.js';

/**
 * Where a client's ordered work stands (spec 000 §2, §4 "Agreement/product
 * status: 1 waiting for production, 2 in production process, 3 in warehouse,
 * 4 completed, 5 cancelled"), derived from the facts of the work, never set
 * by hand — except 5 on an agreement, which only its form sets and clears.
 * The server writes what this derives in the transaction of every write that
 * changes a fact (server/write/workStatuses.ts); a device applies it to its
 * optimistic rows the same way (src/local/workStatuses.ts).
 *
 * The moments:
 * - 1 until a process or material of the product is started on the floor;
 * - 2 from the first start of any of them until its last process completes
 *   (doneStatus 1); a process sent back reopens it (doneStatus 0): 2 again;
 * - 3 once production has completed it: it waits in the warehouse, deposited
 *   or not, until every piece of it is delivered;
 * - 4 once its whole quantity is in warehouse records that are delivered: a
 *   record without transport and without installation when it is recorded
 *   (picked up at the warehouse), one without installation when a transport of
 *   it arrives, any other when an installation of it is ended;
 * - 5 when the product line is cancelled, or its agreement is and production
 *   has not completed it (what is made stays made: 3 or 4).
 * A bought-in line (forProduction 0) is not the shop's work: it takes its
 * agreement's status and does not count towards it.
 *
 * The agreement: 5 while cancelled; otherwise, over its offer's lines made here
 * and not cancelled, 4 when all are completed, 3 when all are at least in the
 * warehouse, 2 when any has been started, else 1 (also with no such line).
 */
export type WorkStatus = AgreementStatusId;

export interface WorkProduct {
  id: string;
  offerId: string;
  quantity: number;
  canceled: number;
  forProduction: number;
  doneStatus: number;
}

export interface WorkAgreement {
  id: string;
  offerId: string | null;
  agreementStatusId: number;
}

/** A process or material status of a product: the floor's facts. */
export interface WorkStep {
  productId: string;
  statusId: number;
  startedAt: string | null;
}

export interface WorkRecord {
  id: string;
  projectId: string;
  withoutTransport: number;
  withoutInstallation: number;
  products: readonly { productId: string; quantity: number }[];
}

export interface WorkTransport {
  id: string;
  warehouseRecordId: string | null;
  arrivalDate: string | null;
}

export interface WorkInstallation {
  projectId: string;
  transportId: string | null;
  installationEnd: string | null;
}

/** The facts of some offers' work: their lines, agreements, the floor's statuses, and the warehouse records, transports and installations of those lines. */
export interface WorkFacts {
  products: readonly WorkProduct[];
  agreements: readonly WorkAgreement[];
  steps: readonly WorkStep[];
  records: readonly WorkRecord[];
  transports: readonly WorkTransport[];
  installations: readonly WorkInstallation[];
}

export interface WorkStatuses {
  products: Map<string, WorkStatus>;
  agreements: Map<string, WorkStatus>;
}

/** Statuses a step is in only once someone has started it (the to-do, late and not-active states are not work done). */
const NOT_STARTED: readonly number[] = [STATUS.toDo, STATUS.late, STATUS.notActive];

export const stepStarted = (s: WorkStep): boolean => s.startedAt !== null || !NOT_STARTED.includes(s.statusId);

/** Whether a warehouse record's goods have reached the client (the moments above). */
export function recordDelivered(record: WorkRecord, transports: readonly WorkTransport[], installations: readonly WorkInstallation[]): boolean {
  if (record.withoutTransport === 1 && record.withoutInstallation === 1) return true;
  const own = transports.filter((t) => t.warehouseRecordId === record.id);
  if (record.withoutInstallation === 1) return own.some((t) => t.arrivalDate !== null);
  const ownIds = new Set(own.map((t) => t.id));
  return installations.some(
    (i) => i.installationEnd !== null && (i.transportId !== null ? ownIds.has(i.transportId) : record.withoutTransport === 1 && i.projectId === record.projectId),
  );
}

/** The agreement's status from its made lines' statuses (see above). */
export function agreementStatusFrom(stored: number, made: readonly WorkStatus[]): WorkStatus {
  if (stored === AGREEMENT_STATUS.canceled) return AGREEMENT_STATUS.canceled;
  if (made.length > 0 && made.every((s) => s === AGREEMENT_STATUS.completed)) return AGREEMENT_STATUS.completed;
  if (made.length > 0 && made.every((s) => s === AGREEMENT_STATUS.inWarehouse || s === AGREEMENT_STATUS.completed)) return AGREEMENT_STATUS.inWarehouse;
  return made.some((s) => s !== AGREEMENT_STATUS.waiting) ? AGREEMENT_STATUS.inProduction : AGREEMENT_STATUS.waiting;
}

/** Every product's and agreement's status the facts give. */
export function workStatuses(facts: WorkFacts): WorkStatuses {
  const delivered = new Map<string, number>();
  for (const record of facts.records) {
    if (!recordDelivered(record, facts.transports, facts.installations)) continue;
    for (const line of record.products) delivered.set(line.productId, (delivered.get(line.productId) ?? 0) + line.quantity);
  }
  const started = new Set(facts.steps.filter(stepStarted).map((s) => s.productId));
  const agreementOf = new Map(facts.agreements.filter((a) => a.offerId !== null).map((a) => [a.offerId!, a]));

  const madeStatus = (p: WorkProduct): WorkStatus => {
    const canceled = agreementOf.get(p.offerId)?.agreementStatusId === AGREEMENT_STATUS.canceled;
    if (p.canceled === 1) return AGREEMENT_STATUS.canceled;
    if (p.doneStatus !== 1) return canceled ? AGREEMENT_STATUS.canceled : started.has(p.id) ? AGREEMENT_STATUS.inProduction : AGREEMENT_STATUS.waiting;
    return (delivered.get(p.id) ?? 0) >= p.quantity ? AGREEMENT_STATUS.completed : AGREEMENT_STATUS.inWarehouse;
  };

  const products = new Map<string, WorkStatus>();
  const madeByOffer = new Map<string, WorkStatus[]>();
  for (const p of facts.products) {
    if (p.forProduction !== 1) continue;
    const status = madeStatus(p);
    products.set(p.id, status);
    if (p.canceled !== 1) madeByOffer.set(p.offerId, [...(madeByOffer.get(p.offerId) ?? []), status]);
  }
  const agreements = new Map<string, WorkStatus>();
  for (const a of facts.agreements) agreements.set(a.id, agreementStatusFrom(a.agreementStatusId, a.offerId === null ? [] : (madeByOffer.get(a.offerId) ?? [])));
  for (const p of facts.products) {
    if (p.forProduction === 1) continue;
    const agreement = agreementOf.get(p.offerId);
    products.set(p.id, p.canceled === 1 ? AGREEMENT_STATUS.canceled : agreement ? agreements.get(agreement.id)! : AGREEMENT_STATUS.waiting);
  }
  return { products, agreements };
}
