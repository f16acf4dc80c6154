import type { Clock } from './clock.js';
import type { Lookups } from './lookups.js';
import type { SeededProduct } from './offers.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';
import { addTrackers } from './trackers.js';

const HOUR_MS = 3_600_000;

/**
 * The status of the process a running product is at, in turn, so that every
 * status id 1–9 appears (spec 001 §4): in process most often, then the pause
 * reasons, "in process but not active" and late.
 */
const CURRENT_STATUS_ROTATION = [4, 5, 4, 6, 7, 4, 8, 9, 3, 4] as const;

/**
 * Where a turn for in process (4) goes when the process may not take it:
 * switched to other work, in process but not active, paused, in turn.
 */
const NOT_STARTED_ROTATION = [7, 9, 5] as const;

const TEMPORARY_MATERIALS = ['Profil alumini i posacem', 'Xham i ngjyrosur 4mm', 'Pelhure kadifeje blu', 'Fllanxhe metalike per ishull', 'Pllake guri natyral'] as const;

/** One process of a product's chain as it stands now. */
interface Step {
  responsibilityId: string;
  statusId: number;
  userId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  warning: string | null;
  adminWarning: string | null;
  otherComment: string | null;
  workedHours: number;
}

/**
 * Process statuses for every product in production (the article type's
 * chain, in order), with material statuses for products of a material,
 * an occasional temporary material, and the trackers of started work.
 */
export function seedProduction(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, staff: Staff, products: readonly SeededProduct[]): void {
  const planner = new ChainPlanner(clock, lookups, staff);
  products
    .filter((p) => p.inProduction)
    .forEach((product, i) => {
      const steps = planner.plan(product, i);
      const createdAt = clock.happened(product.project.timeline.agreement, 12);
      steps.forEach((step, position) => {
        const id = rows.add('processStatuses', {
          productId: product.id,
          responsibilityId: step.responsibilityId,
          position: position + 1,
          userId: step.userId,
          statusId: step.statusId,
          warning: step.warning,
          adminWarning: step.adminWarning,
          otherComment: step.otherComment,
          startedAt: step.startedAt,
          finishedAt: step.finishedAt,
          returnedAt: null,
          createdAt,
          updatedAt: step.finishedAt ?? step.startedAt ?? createdAt,
        });
        trackStep(rows, 'responsibilityStatus', id, product, step);
      });
      const materialCount = addMaterialStatuses(rows, lookups, product, steps, createdAt);
      if (i % 13 === 0) addTemporaryMaterial(rows, rng, product, steps, materialCount, createdAt);
    });
}

function trackStep(rows: RowSet, statusType: 'responsibilityStatus' | 'materialStatus', statusRefId: string, product: SeededProduct, step: Step): void {
  if (!step.startedAt) return;
  addTrackers(rows, { ...step, startedAt: step.startedAt, statusType, statusRefId, productId: product.id });
}

/** Decides each product's chain: done up to its progress, the next process in its current status, the rest to do. */
class ChainPlanner {
  private turn = 0;
  private notStartedTurn = 0;
  /** Users with a process in status 4: one started process per user (spec 001 §4), admins held to it too. */
  private readonly busy = new Set<string>();
  private readonly nowMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly lookups: Lookups,
    private readonly staff: Staff,
  ) {
    this.nowMs = Date.parse(clock.now);
  }

  plan(product: SeededProduct, i: number): Step[] {
    const chain = product.article.chain;
    const n = chain.length;
    const done = product.statusId === 3 || product.statusId === 4 ? n : product.statusId === 1 ? 0 : Math.min(n - 1, Math.floor(product.progress * n));
    const hasCurrent = product.statusId === 2;
    const started = done + (hasCurrent ? 1 : 0);
    const withMaterials = new Set(this.lookups.materials.find((m) => m.id === product.article.materialId)?.processes);

    // Started work is spread evenly from the production start to its finish (or now).
    const endMs = product.finishedAt ? Date.parse(product.finishedAt) : this.nowMs;
    const plannedStart = Date.parse(this.clock.at(product.project.timeline.productionStart, 8));
    const startMs = Math.min(plannedStart, endMs - Math.max(1, started) * 6 * HOUR_MS);
    const slot = (endMs - startMs) / Math.max(1, started);
    const at = (ms: number) => new Date(ms).toISOString();

    return chain.map((responsibilityId, k): Step => {
      const worker = this.lookups.processHolder.get(responsibilityId) ?? this.staff.admin;
      const begin = startMs + k * slot;
      const step: Step = { responsibilityId, statusId: 2, userId: null, startedAt: null, finishedAt: null, warning: null, adminWarning: null, otherComment: null, workedHours: (slot * 0.8) / HOUR_MS };
      if (k < done) {
        // Now and then an archived process was sent back to work (status 3 with an admin comment).
        if (hasCurrent && k === done - 1 && i % 11 === 5) {
          return { ...step, statusId: 3, userId: worker, startedAt: at(begin), adminWarning: 'Kthyer ne proces: kantet jane demtuar.' };
        }
        return { ...step, statusId: 1, userId: worker, startedAt: at(begin), finishedAt: at(begin + slot * 0.8) };
      }
      if (k === done && hasCurrent) return this.current(step, worker, withMaterials.has(responsibilityId), at(begin), (this.nowMs - begin) / HOUR_MS);
      return step;
    });
  }

  private current(step: Step, worker: string, hasMaterials: boolean, startedAt: string, hoursSinceStart: number): Step {
    let statusId: number = CURRENT_STATUS_ROTATION[this.turn++ % CURRENT_STATUS_ROTATION.length]!;
    // A process with materials is worked through them, never put in process
    // itself (spec 001 §2, production status modal); one whose holder is
    // already in process elsewhere waits (§4).
    if (statusId === 4 && (hasMaterials || this.busy.has(worker))) {
      statusId = NOT_STARTED_ROTATION[this.notStartedTurn++ % NOT_STARTED_ROTATION.length]!;
    }
    if (statusId === 4) this.busy.add(worker);
    if (statusId === 3) return { ...step, statusId, warning: 'Vonese nga furnitori i pllakave.' };
    return {
      ...step,
      statusId,
      userId: worker,
      startedAt,
      workedHours: Math.max(0.5, Math.min(step.workedHours, hoursSinceStart * 0.6)),
      otherComment: statusId === 8 ? 'Pritet furnizimi me material.' : statusId === 7 ? 'Kaloi ne nje porosi urgjente.' : null,
    };
  }
}

/**
 * A product of a material gets one material status per process of that
 * material: completed where the product's own process is, to do elsewhere
 * (the planner never puts a process with materials in process).
 */
function addMaterialStatuses(rows: RowSet, lookups: Lookups, product: SeededProduct, steps: readonly Step[], createdAt: string): number {
  const material = lookups.materials.find((m) => m.id === product.article.materialId);
  if (!material) return 0;
  material.processes.forEach((responsibilityId, j) => {
    const step = steps.find((s) => s.responsibilityId === responsibilityId);
    const mirrored = step?.statusId === 1 ? step : null;
    const id = rows.add('materialStatuses', {
      productId: product.id,
      materialId: material.id,
      temporaryMaterialId: null,
      responsibilityId,
      position: j + 1,
      userId: mirrored?.userId ?? null,
      statusId: mirrored?.statusId ?? 2,
      warning: null,
      adminWarning: null,
      otherComment: null,
      startedAt: mirrored?.startedAt ?? null,
      finishedAt: mirrored?.finishedAt ?? null,
      returnedAt: null,
      createdAt,
      updatedAt: mirrored?.finishedAt ?? mirrored?.startedAt ?? createdAt,
    });
    if (mirrored) trackStep(rows, 'materialStatus', id, product, mirrored);
  });
  return material.processes.length;
}

/** A material named on the spot for one process; its status starts at to do (spec 001 §4). */
function addTemporaryMaterial(rows: RowSet, rng: Random, product: SeededProduct, steps: readonly Step[], materialCount: number, createdAt: string): void {
  const open = steps.find((s) => s.statusId !== 1) ?? steps.at(-1)!;
  const temporaryMaterialId = rows.add('temporaryMaterials', {
    productId: product.id,
    responsibilityId: open.responsibilityId,
    materialName: rng.pick(TEMPORARY_MATERIALS),
    createdAt,
  });
  rows.add('materialStatuses', {
    productId: product.id,
    materialId: null,
    temporaryMaterialId,
    responsibilityId: open.responsibilityId,
    position: materialCount + 1,
    userId: null,
    statusId: 2,
    warning: null,
    adminWarning: null,
    otherComment: null,
    startedAt: null,
    finishedAt: null,
    returnedAt: null,
    createdAt,
  });
}
