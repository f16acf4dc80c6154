import type { MessageDescriptor } from '@lingui/core';
import type { AnyRoute } from '@tanstack/react-router';
import type { EntityName } from '../../domain/entities.js';
import type { ModuleKey } from '../../domain/permissions.js';

/** A module's server texts beside their Lingui twins, key by key (the twins' keys are checked against the texts'). */
export interface MessageTwins {
  readonly texts: Readonly<Record<string, string>>;
  readonly twins: Readonly<Record<string, MessageDescriptor>>;
}

export const messageTwins = <K extends string>(texts: Readonly<Record<K, string>>, twins: Readonly<Record<K, MessageDescriptor>>): MessageTwins => ({
  texts,
  twins,
});

/**
 * What a module brings to the PWA, in `src/modules/<module>/module.ts`;
 * src/app/modules.ts lists them all (docs/MODULES.md). Its entities' local
 * tables come from the domain descriptor; this side adds what only the PWA has.
 */
export interface ClientModule {
  readonly name: string;
  /** What the pending-changes screen calls a row of each entity the module writes ('njesi'). */
  readonly nouns?: Readonly<Partial<Record<EntityName, MessageDescriptor>>>;
  /** Screens inside the dashboard's shell (/dashboard/…), children of dashboardRoute. */
  readonly dashboardRoutes?: readonly AnyRoute[];
  /** Screens with a layout of their own (/admin/…), children of signedInRoute. */
  readonly signedInRoutes?: readonly AnyRoute[];
  /**
   * Pages opened without signing in (a client's rating link), children of
   * rootRoute, outside the signed-in layout: no session, mirror or outbox.
   * Each says `staticData: { public: true }`, which the root's sign-in check reads.
   */
  readonly publicRoutes?: readonly AnyRoute[];
  /** Lingui twins of the module's server messages (domain/<module>/messages.ts). */
  readonly messages?: MessageTwins;
  /** Where the side navigation's item of a permission opens when its screens are not at /dashboard/<key> (the calendar lives under agreements). */
  readonly navTargets?: Readonly<Partial<Record<ModuleKey, string>>>;
}

export const defineClientModule = <const M extends ClientModule>(module: M): M => module;
