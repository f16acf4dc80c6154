import * as v from 'valibot';
import { intFrom } from '../validation.js';
import { isServiceStatus } from './statuses.js';

/**
 * GET servicing?status=, GET servicing/existing/servicing?status=: the
 * status (1 pending, 2 in process, 3 completed) or, absent or '', every
 * ticket.
 */
export const serviceListQuery = v.object({
  status: v.pipe(
    v.optional(v.unknown()),
    v.transform((x) => (x === '' ? undefined : x)),
    v.optional(v.pipe(intFrom(), v.check(isServiceStatus))),
  ),
});

export type ServiceListQuery = v.InferOutput<typeof serviceListQuery>;
