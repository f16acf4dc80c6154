import type { ModuleKey } from '../permissions.js';

/**
 * The one rule of module order (spec 000 §1 "A client passes through the
 * modules in order, and a client chosen in one module can be pushed to the
 * next"). The journey is named by the permission keys, so a module's place,
 * its screens (/dashboard/<key>) and who may work it are one name.
 */
export const JOURNEY = [
  'contact',
  'measures',
  'offers',
  'agreements',
  'production',
  'warehouse',
  'transport',
  'installation',
  'service',
  'impression',
] as const satisfies readonly ModuleKey[];
export type JourneyModule = (typeof JOURNEY)[number];

/** The module after `module` on the journey; none after the impression. */
export const nextModuleOf = (module: JourneyModule): JourneyModule | null => JOURNEY[JOURNEY.indexOf(module) + 1] ?? null;

/**
 * How far a client has come (clients.moduleId). Spec 000 §9 names 1
 * contact, 2 measure and 5 production/warehouse; 3 and 4 are ours, the offer
 * and agreement steps between them (as the seed stages its clients). After
 * production a client moves on per project (a warehouse record, a transport,
 * an installation…), which its rows tell, not its module id.
 */
export const CLIENT_MODULE = { contact: 1, measures: 2, offers: 3, agreements: 4, production: 5 } as const satisfies Partial<Record<JourneyModule, number>>;
export type ClientModuleId = (typeof CLIENT_MODULE)[keyof typeof CLIENT_MODULE];
type ClientModule = keyof typeof CLIENT_MODULE;

/** Every client module id, in journey order. */
export const CLIENT_MODULE_IDS = [1, 2, 3, 4, 5] as const satisfies readonly ClientModuleId[];

/** The journey module a client module id stands for; none for an id that is no client module. */
export const clientModuleOf = (id: number): ClientModule | null =>
  (Object.keys(CLIENT_MODULE) as ClientModule[]).find((m) => CLIENT_MODULE[m] === id) ?? null;

/** The client module after `id` (1 → 2 … 4 → 5); none after production, whose next steps are per project. */
export function nextClientModuleOf(id: number): ClientModuleId | null {
  const module = clientModuleOf(id);
  const next = module === null ? null : nextModuleOf(module);
  return next !== null && next in CLIENT_MODULE ? CLIENT_MODULE[next as ClientModule] : null;
}

/** A client moves forward only: to a module beyond the one it is in (a push to where it is, or before, leaves it). */
export const movesForward = (current: number, target: number): boolean => target > current;

/**
 * Who may push a client on (POST modules/create-client-for-next-module): the
 * office in contact, after a contact save, and the measurer, after a measure
 * save — the server's access rule and the summary panel's button read this.
 */
export const MOVE_ON_WRITERS = ['contact', 'measures'] as const satisfies readonly [ModuleKey, ...ModuleKey[]];
