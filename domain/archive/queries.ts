import * as v from 'valibot';
import { MSG } from '../messages.js';
import { isoDate } from '../validation.js';
import { rangeInOrder } from '../production/boardQuery.js';

/** The page sizes every table offers (issue 16: "page size 50 with options 5, 10, 20, 30, 50, 75, 100, 1000, 10000"). */
export const ARCHIVE_PAGE_SIZES = [5, 10, 20, 30, 50, 75, 100, 1000, 10000] as const;
export const ARCHIVE_DEFAULT_PAGE_SIZE = 50;

/** A day filter left empty in a form arrives as `x=`: no filter. */
const optionalDay = v.optional(v.pipe(v.string(MSG.invalidValue), v.transform((s) => (s === '' ? undefined : s)), v.optional(isoDate())));

/** A whole number ≥ 1 sent as query text. */
const pageNumber = v.pipe(v.string(MSG.invalidValue), v.regex(/^[1-9]\d{0,8}$/, MSG.invalidValue), v.transform(Number));

/**
 * GET archive/{module}: the spec's "optional dates" (start, end: the day the
 * row was archived, both included), then the page (1-based) and its size.
 */
export const archiveListQuery = v.pipe(
  v.object({
    start: optionalDay,
    end: optionalDay,
    page: v.optional(pageNumber, '1'),
    pageSize: v.optional(
      v.pipe(
        pageNumber,
        v.check((n) => (ARCHIVE_PAGE_SIZES as readonly number[]).includes(n), MSG.invalidValue),
      ),
      String(ARCHIVE_DEFAULT_PAGE_SIZE),
    ),
  }),
  v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']),
);
export type ArchiveListQuery = v.InferOutput<typeof archiveListQuery>;
