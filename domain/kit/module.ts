import type * as v from 'valibot';
import type { ModuleKey } from '../permissions.js';
import type { AnyEndpoint } from './endpoint.js';

/**
 * One entity the change feed sends, as its module declares it. The server's
 * feed filter, its loader's row type, the folded unique text and the PWA's
 * local table are all read from here (docs/MODULES.md).
 */
export interface EntityDecl {
  /**
   * Who receives its rows: 'all' signed-in users of the company (lookups feed
   * every form's selects), holders of these modules, or 'owner': each row has
   * the readers of the entity it belongs to (a file, by its `ownerType`).
   */
  readonly readers: 'all' | readonly ModuleKey[] | 'owner';
  /**
   * Which columns each reader receives (domain/visibility.ts columnsFor);
   * without a rule every reader receives the whole row.
   */
  readonly columns?: ColumnRule;
  /**
   * The row as the feed sends it (valibot). The server's loader is typed with
   * it, so is the PWA's Dexie table, and the optimistic row a command writes
   * (tests/unit/contracts/optimisticRows.test.ts holds the three equal).
   */
  readonly row?: v.GenericSchema<unknown, { id: string }>;
  /** The text the company holds once whatever its case: a `<column>Key` twin column (server/db/foldedTexts.ts). */
  readonly uniqueText?: string;
  /**
   * The PWA's local indexes after the primary key 'id', in Dexie's syntax.
   * Every pulled row pays the upkeep of every index of its table, so an index
   * comes with the screen that filters or sorts by it, not before; changing
   * one means a new local database version (src/local/schema/versions.ts).
   */
  readonly localIndexes?: string;
}

/**
 * The columns of an entity by reader, declared once beside it: admins and
 * holders of a `whole` module receive the whole row; every other reader the
 * `base` columns, and the columns of each `more` group whose modules they
 * hold (a user holding several gets the union).
 */
export interface ColumnRule {
  readonly whole: readonly ModuleKey[];
  readonly more?: readonly { readonly modules: readonly ModuleKey[]; readonly columns: readonly string[] }[];
  readonly base: readonly string[];
  /**
   * Who receives the entity's files: every reader of the row (the default), or
   * 'wholeReaders' only — a reader given a few columns to draw its own screen
   * (the floor's measure status, an offer's author) is not given the
   * documents behind the row.
   */
  readonly files?: 'wholeReaders';
}

/** What a module declares in `domain/<module>/module.ts`; domain/modules.ts lists them all. */
export interface DomainModule {
  readonly name: string;
  readonly entities: Readonly<Record<string, EntityDecl>>;
  /** Its messages, word for word from the spec; the PWA keeps Lingui twins (src/app/moduleKit.ts). */
  readonly messages?: Readonly<Record<string, string>>;
  /** Its REST calls (domain/kit/endpoint.ts), flat or grouped by list. */
  readonly endpoints?: Readonly<Record<string, AnyEndpoint | Readonly<Record<string, AnyEndpoint>>>>;
}

export const defineDomainModule = <const M extends DomainModule>(module: M): M => module;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every module's entities in one object type. */
export type EntitiesOf<Ms extends readonly DomainModule[]> = UnionToIntersection<Ms[number]['entities']>;

/** Joins the modules' entities; an entity two modules both declare is a mistake caught at start, not a silent override. */
export function joinEntities<const Ms extends readonly DomainModule[]>(modules: Ms): EntitiesOf<Ms> {
  const all: Record<string, EntityDecl> = {};
  for (const module of modules) {
    for (const [name, decl] of Object.entries(module.entities)) {
      if (Object.hasOwn(all, name)) throw new Error(`entity ${name} is declared twice (again by ${module.name})`);
      all[name] = decl;
    }
  }
  return all as EntitiesOf<Ms>;
}

/** Every endpoint a module declares, flattened. */
export function endpointsOf(module: DomainModule): AnyEndpoint[] {
  return Object.values(module.endpoints ?? {}).flatMap((e) => ('method' in e && typeof e.method === 'string' ? [e as AnyEndpoint] : Object.values(e as Record<string, AnyEndpoint>)));
}
