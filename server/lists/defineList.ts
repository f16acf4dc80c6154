import type { EntityName } from '../../domain/entities.js';
import { textOf } from '../../domain/kit/rows.js';
import { MSG } from '../../domain/messages.js';
import { isFoldedTable, type FoldedTable } from '../db/foldedTexts.js';
import type { FeedRow } from '../entities/feedShape.js';
import type { TenantTable, Values, Writer } from '../write/writer.js';
import { assertUniqueText } from '../write/duplicates.js';
import { lookupRoutes, type ListCalls, type LookupDef, type LookupMessages } from './lookupRoutes.js';
import { assertUnreferenced } from '../write/references.js';
import { releaseDependents, type DeleteRule, type WrittenColumn } from '../write/deletions.js';
import type { Column } from '../db/untyped.js';

/** A list's table: any table a company owns rows of. */
export type LookupTable = TenantTable;

/** A lookup list described by its rules; `defineList` turns it into the routes' LookupDef. */
export interface ListSpec<T extends LookupTable, P> {
  /** Its calls, as domain/admin/endpoints.ts declares them; the body is parsed with their schema. */
  calls: ListCalls<P>;
  entity: EntityName;
  table: T;
  /** The stored columns of a payload. */
  row(input: P): Values<T>;
  /**
   * The refusal of a second row with the table's unique text (its name, code
   * or question: server/db/foldedTexts.ts), and where the payload holds it.
   */
  unique?: T extends FoldedTable ? { text(input: P): string; field: string; message: string } : never;
  // The next three are the list's delete rule (server/write/deletions.ts):
  // together they name every column that points at the table.
  /** Who still uses a row, and the refusal when someone does. */
  inUse?: { refs: readonly Column[]; message: string };
  /** The rows a row takes with it. */
  deletedWith?: readonly WrittenColumn[];
  /** The rows that only lose it. */
  detachedFrom?: readonly WrittenColumn[];
  view?(row: FeedRow): Record<string, unknown>;
  sortKey?(row: FeedRow): string;
  messages?: Partial<LookupMessages>;
  /** Checks beyond the schema, before anything is written; `id` is null on create. */
  check?(w: Writer, input: P, id: string | null): Promise<void>;
  /** Saves what the row owns (its ordered processes). */
  saveChildren?(w: Writer, id: string, input: P): Promise<void>;
  /** Refusals beyond the in-use one, checked before it: work in production keeps a row with its own message. */
  assertDeletable?(w: Writer, id: string): Promise<void>;
}

/** The list's delete rule: the spec names its columns beside its other rules. */
const deleteRuleOf = <T extends LookupTable, P>(spec: ListSpec<T, P>): DeleteRule => ({
  table: spec.table,
  calls: [spec.calls.remove],
  refusedWhileUsedBy: spec.inUse?.refs ?? [],
  deletedWith: spec.deletedWith ?? [],
  detachedFrom: spec.detachedFrom ?? [],
});

const MESSAGES: LookupMessages = { created: MSG.saved, updated: MSG.edited, deleted: MSG.deleted };

export function defineList<T extends LookupTable, P>(spec: ListSpec<T, P>): LookupDef<P> {
  const { unique } = spec;
  const deleteRule = deleteRuleOf(spec);
  const assertUnique = async (w: Writer, input: P, id: string | null) => {
    if (unique && isFoldedTable(spec.table)) await assertUniqueText(w, spec.table, unique.text(input), id, unique);
  };
  return {
    calls: spec.calls,
    entity: spec.entity,
    async create(w, input, requestedId) {
      // The id first: a create sent twice (a device retrying under a new key) is refused as a taken id, not as a duplicate of itself.
      const id = await w.claimId(spec.table, requestedId);
      await spec.check?.(w, input, null);
      await assertUnique(w, input, null);
      await w.insert(spec.table, { ...spec.row(input), id });
      await spec.saveChildren?.(w, id, input);
      return id;
    },
    async update(w, id, input) {
      await w.get(spec.table, id);
      await spec.check?.(w, input, id);
      await assertUnique(w, input, id);
      await w.update(spec.table, id, spec.row(input));
      await spec.saveChildren?.(w, id, input);
    },
    async remove(w, id) {
      await w.get(spec.table, id);
      await spec.assertDeletable?.(w, id);
      if (spec.inUse) await assertUnreferenced(w, spec.inUse.refs, id, spec.inUse.message);
      await releaseDependents(w, deleteRule, id);
      await w.delete(spec.table, id);
    },
    view: (row) => spec.view?.(row) ?? {},
    sortKey: (row) => spec.sortKey?.(row) ?? textOf(row, 'name'),
    messages: { ...MESSAGES, ...spec.messages },
    ...(unique ? { duplicate: { message: unique.message, field: unique.field } } : {}),
  };
}

/** A list as the server keeps it: routes to register, and its DELETE call with its delete rule, to collect (tests/server/foreignKeys.test.ts). */
export interface LookupList {
  routes: ReturnType<typeof lookupRoutes>;
  deleteRule: DeleteRule;
}

/** A list described by its rules. */
export const lookupList = <T extends LookupTable, P>(spec: ListSpec<T, P>): LookupList => ({
  routes: lookupRoutes(defineList(spec)),
  deleteRule: deleteRuleOf(spec),
});
