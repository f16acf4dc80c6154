import type { MessageDescriptor } from '@lingui/core';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { ArchiveModule } from '../../domain/archive/modules.js';
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
  /** The module's archive, shown at /dashboard/<module>/archive/{moduleName?} of every area that has one. */
  readonly archive?: ModuleArchive;
}

/**
 * A module's archive (spec 000 §2 `/dashboard/{module}/archive/{moduleName?}`):
 * the router adds that one screen under `area` for every module that has one
 * (src/app/archive/), and the screen shows whichever module's `page` the path's
 * `moduleName` picks. Its name is said in src/app/archive/archiveTitles.ts,
 * which the modules' tools modal reads without the module list.
 */
export interface ModuleArchive {
  /** Whose archive `page` shows, and the `{module}` of the path under `area`. */
  readonly module: ArchiveModule;
  /** The area route /dashboard/<module> the archive screen opens under. */
  readonly area: AnyRoute;
  /** The archive's filters and table, without the area's navigation (a lazy chunk: src/app/archive/lazyPage.ts). */
  readonly page: ComponentType;
  /** What the area's own screens are wrapped in when its route has no layout (production, warehouse: their gate with its navigation). */
  readonly frame?: ComponentType<{ children: ReactNode }>;
}

export const defineClientModule = <const M extends ClientModule>(module: M): M => module;
