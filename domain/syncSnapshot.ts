import * as v from 'valibot';
import type { Change, EntityName } from './entities.js';
import { ENTITY_NAMES } from './entities.js';
import { MSG } from './messages.js';
import { UUID_PATTERN } from './ids.js';
import { intFrom } from './validation.js';

export const SNAPSHOT_PAGE_DEFAULT = 2000;
export const SNAPSHOT_PAGE_MAX = 5000;

const seqText = v.pipe(v.string(), v.regex(/^\d{1,18}$/, MSG.invalidValue));

/**
 * GET sync/snapshot, a new device's first sync (src/local/SYNC.md O19).
 * Without `upTo` it answers the feed head H (and how many rows each entity
 * holds, for the progress bar). With it, one page of one entity's current
 * rows whose last change is at or before H, in id order after `after`. A row
 * changed after H left the snapshot and comes with the feed pulled from H.
 */
export const snapshotQuery = v.pipe(
  v.object(
    {
      entity: v.optional(v.picklist(ENTITY_NAMES, MSG.invalidValue)),
      upTo: v.optional(seqText),
      // Ids are UUIDs; anything else could not be a position in one.
      after: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(UUID_PATTERN, MSG.invalidValue))], MSG.invalidValue), ''),
      limit: v.optional(v.pipe(intFrom(), v.minValue(1, MSG.invalidValue), v.maxValue(SNAPSHOT_PAGE_MAX, MSG.invalidValue)), SNAPSHOT_PAGE_DEFAULT),
    },
    MSG.invalidValue,
  ),
  v.forward(
    v.check((q) => (q.upTo === undefined) === (q.entity === undefined), MSG.invalidValue),
    ['entity'],
  ),
);

/** The head of the feed a snapshot is read up to, and each visible entity's row count (for progress; files counted whole). */
export interface SnapshotHead {
  cursor: string;
  counts: Partial<Record<EntityName, number>>;
}

/** One page of one entity: its rows as put changes, the last id read (the next page's `after`), and whether more follow. */
export interface SnapshotPage {
  rows: Change[];
  after: string;
  hasMore: boolean;
}
