import * as v from 'valibot';
import { MSG } from './messages.js';
import { intFrom } from './validation.js';

export const PULL_PAGE_DEFAULT = 1000;
export const PULL_PAGE_MAX = 5000;

/** GET sync/pull: cursor is the last seq the device applied ('' or absent = from the start). */
export const pullQuery = v.object({
  cursor: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,18}$/, MSG.invalidValue))], MSG.invalidValue), ''),
  limit: v.optional(v.pipe(intFrom(), v.minValue(1, MSG.invalidValue), v.maxValue(PULL_PAGE_MAX, MSG.invalidValue)), PULL_PAGE_DEFAULT),
});
