import * as v from 'valibot';
import { MSG } from './messages.js';
import { intFrom } from './validation.js';
import { ENTITY_NAMES } from './entities.js';
import { UUID_PATTERN } from './ids.js';

export const PULL_PAGE_DEFAULT = 1000;
export const PULL_PAGE_MAX = 5000;

/** GET sync/pull: cursor is the last seq the device applied ('' or absent = from the start). */
export const pullQuery = v.object({
  cursor: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,18}$/, MSG.invalidValue))], MSG.invalidValue), ''),
  limit: v.optional(v.pipe(intFrom(), v.minValue(1, MSG.invalidValue), v.maxValue(PULL_PAGE_MAX, MSG.invalidValue)), PULL_PAGE_DEFAULT),
});

// 200 UUIDs keep the query string under Node's 16 KiB header limit.
export const ROWS_MAX_IDS = 200;

/**
 * GET sync/rows: the current rows of one entity by id. A device re-reads the
 * rows its outbox touched once the entries are answered or discarded, because
 * the pull skipped those rows while the entries were queued (src/local/SYNC.md).
 */
export const rowsQuery = v.object({
  entity: v.picklist(ENTITY_NAMES, MSG.invalidValue),
  ids: v.pipe(
    v.string(MSG.invalidValue),
    v.transform((s) => [...new Set(s.split(',').filter((id) => id !== ''))]),
    v.minLength(1, MSG.invalidValue),
    v.maxLength(ROWS_MAX_IDS, MSG.invalidValue),
    v.everyItem((id) => UUID_PATTERN.test(id), MSG.invalidValue),
  ),
}, MSG.invalidValue);

/**
 * GET sync/poke (the status board's live refresh): without `after` it answers
 * the feed's head at once; with it, it waits until the head passes `after`,
 * at most POKE_WAIT_MS, and answers the head then. A device pulls when the
 * head it hears differs from the last one.
 */
export const pokeQuery = v.object({ after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, MSG.invalidValue))) });

/** How long a poke waits before it answers the unchanged head; under the usual 30–60 s idle limits of proxies. */
export const POKE_WAIT_MS = 25_000;

export interface PokeAnswer {
  cursor: string;
}
