import * as v from 'valibot';
import { dateCell } from '../kit/cells.js';
import { MSG } from '../messages.js';
import { intFrom } from '../validation.js';
import { AGREEMENT_STATUS_IDS } from './statuses.js';

/**
 * GET agreement/filter (spec 000 §7: agreementStatusId, startDate, endDate),
 * the filter panel of /dashboard/agreements/{statusId?}. The range is
 * YYYY-MM-DD, both ends inclusive, '' as no bound, and filters the
 * agreement's start (the day production is planned to begin); a start after
 * the end is refused ('Data e fillimit duhet te jete para dates se
 * mbarimit!'), as every list's range is.
 */
export const agreementFilterQuery = v.pipe(
  v.object({
    agreementStatusId: v.optional(v.pipe(intFrom(), v.picklist(AGREEMENT_STATUS_IDS, MSG.invalidValue))),
    startDate: v.optional(dateCell, null),
    endDate: v.optional(dateCell, null),
  }),
  v.forward(
    v.check((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, MSG.dateRangeOrder),
    ['startDate'],
  ),
);

export type AgreementFilter = v.InferOutput<typeof agreementFilterQuery>;

/** Whether an agreement is in the filtered list: of the asked status, its start within the range (one without a start only when no range is asked). */
export function matchesAgreementFilter(a: { agreementStatusId: number; start: string | null }, q: AgreementFilter): boolean {
  if (q.agreementStatusId !== undefined && a.agreementStatusId !== q.agreementStatusId) return false;
  if (!q.startDate && !q.endDate) return true;
  return a.start !== null && (!q.startDate || a.start >= q.startDate) && (!q.endDate || a.start <= q.endDate);
}
