import type { Random } from './random.js';

/**
 * How far a project has come through the modules (contact → … → service).
 * `canceled` is an agreement cancelled before its products left production.
 */
export const STAGES = ['contact', 'measured', 'offered', 'agreed', 'inProduction', 'inWarehouse', 'transported', 'installed', 'serviced', 'canceled'] as const;
export type Stage = (typeof STAGES)[number];

const RANK: Record<Stage, number> = {
  contact: 0,
  measured: 1,
  offered: 2,
  agreed: 3,
  canceled: 3,
  inProduction: 4,
  inWarehouse: 5,
  transported: 6,
  installed: 7,
  serviced: 8,
};

/** Whether a project at `stage` has got as far as `min` (a cancelled one counts as agreed). */
export function atLeast(stage: Stage, min: Stage): boolean {
  return RANK[stage] >= RANK[min];
}

/**
 * Projects take the stages in this rotation. The richest stage comes first so
 * that even a company with two or three projects has a row in every table;
 * in a larger company the rotation gives the proportions (4/5 have agreements).
 */
export const STAGE_ROTATION: readonly Stage[] = [
  'serviced', 'inProduction', 'installed', 'agreed', 'inWarehouse', 'offered', 'inProduction', 'measured', 'transported', 'inProduction',
  'installed', 'canceled', 'inProduction', 'contact', 'agreed', 'installed', 'inProduction', 'inWarehouse', 'measured', 'inProduction',
];

/**
 * A project's milestones in days from today (negative: past, positive:
 * planned). Milestones after the project's stage are plans that have not
 * happened yet; generators only write rows for what has happened.
 */
export interface Timeline {
  contact: number;
  measure: number;
  offer: number;
  agreement: number;
  productionStart: number;
  /** The planned end of production (products' end date). */
  productionEnd: number;
  /** When the products were finished and stored. */
  warehouse: number;
  transport: number;
  installStart: number;
  installEnd: number;
  service: number;
  /** For a project in production: how far through it is, 0–1. */
  progress: number;
}

type Milestone = Exclude<keyof Timeline, 'progress'>;

/** The milestone that marks having reached each stage, and the next one. */
const REACHED: Record<Stage, [Milestone, Milestone]> = {
  contact: ['contact', 'measure'],
  measured: ['measure', 'offer'],
  offered: ['offer', 'agreement'],
  agreed: ['agreement', 'productionStart'],
  canceled: ['agreement', 'productionStart'],
  inProduction: ['productionStart', 'warehouse'],
  inWarehouse: ['warehouse', 'transport'],
  transported: ['transport', 'installStart'],
  installed: ['installEnd', 'service'],
  serviced: ['service', 'service'],
};

export function planTimeline(stage: Stage, rng: Random): Timeline {
  const t: Omit<Timeline, 'progress'> = { contact: 0, measure: 0, offer: 0, agreement: 0, productionStart: 0, productionEnd: 0, warehouse: 0, transport: 0, installStart: 0, installEnd: 0, service: 0 };
  t.measure = t.contact + rng.int(2, 12);
  t.offer = t.measure + rng.int(2, 10);
  t.agreement = t.offer + rng.int(2, 14);
  t.productionStart = t.agreement + rng.int(1, 8);
  t.productionEnd = t.productionStart + rng.int(15, 25);
  t.warehouse = t.productionEnd + rng.int(-4, 4);
  t.transport = t.warehouse + rng.int(1, 10);
  t.installStart = t.transport + rng.int(0, 2);
  t.installEnd = t.installStart + rng.int(0, 1);
  t.service = t.installEnd + rng.int(20, 90);

  const [reached, next] = REACHED[stage];
  const span = Math.max(1, t[next] - t[reached]);
  const since = stage === 'serviced' ? rng.int(0, 25) : rng.int(0, span - 1);
  const shift = -(t[reached] + since);
  const shifted = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v + shift])) as Omit<Timeline, 'progress'>;
  const progress = stage === 'inProduction' ? Math.min(0.95, (since + 1) / span) : atLeast(stage, 'inWarehouse') ? 1 : 0;
  return { ...shifted, progress };
}
