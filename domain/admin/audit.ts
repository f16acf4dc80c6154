import * as v from 'valibot';
import { MSG } from '../messages.js';
import { intFrom, isoDate } from '../validation.js';

export const AUDIT_PER_PAGE_DEFAULT = 50;
export const AUDIT_PER_PAGE_MAX = 100;

/** An empty query parameter (`?startDate=`) means the filter is off. */
const dropBlanks = v.transform((input: unknown) =>
  typeof input === 'object' && input !== null
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')))
    : input,
);

/** GET admin/audits/show: newest first, a page at a time, by type and day range (inclusive, UTC days). */
export const auditQuery = v.pipe(
  v.unknown(),
  dropBlanks,
  v.object({
    page: v.optional(v.pipe(intFrom(), v.minValue(1, MSG.invalidValue), v.maxValue(1_000_000, MSG.invalidValue)), 1),
    perPage: v.optional(
      v.pipe(intFrom(), v.minValue(1, MSG.invalidValue), v.maxValue(AUDIT_PER_PAGE_MAX, MSG.invalidValue)),
      AUDIT_PER_PAGE_DEFAULT,
    ),
    auditableType: v.optional(v.pipe(v.string(MSG.invalidValue), v.maxLength(100, MSG.tooLong))),
    auditableId: v.optional(v.pipe(v.string(MSG.invalidValue), v.maxLength(100, MSG.tooLong))),
    startDate: v.optional(isoDate()),
    endDate: v.optional(isoDate()),
  }),
  v.forward(
    v.check((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, MSG.dateRangeOrder),
    ['endDate'],
  ),
);

/** A row of GET admin/audits/show: who changed what, with the values before and after. */
export interface AuditEntry {
  id: string;
  auditableType: string;
  auditableId: string;
  event: string;
  oldValues: unknown;
  newValues: unknown;
  userId: string | null;
  username: string | null;
  /** Made at a kiosk (issue 10): which, and whether the server or the kiosk offline checked the worker's PIN. */
  kiosk: { name: string; checkedBy: 'server' | 'device' | null } | null;
  createdAt: string;
}

export interface AuditAnswer {
  data: AuditEntry[];
  page: number;
  perPage: number;
  total: number;
}
