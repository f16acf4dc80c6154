import { AUDIT_PER_PAGE_MAX } from '../../../../domain/admin/audit.js';

export type AuditFilterValues = {
  auditableType: string | null;
  /** YYYY-MM-DD, inclusive. */
  startDate: string | null;
  endDate: string | null;
};

export const NO_AUDIT_FILTERS: AuditFilterValues = { auditableType: null, startDate: null, endDate: null };

/** As many rows per read as the server gives: an admin reading history scrolls more than they click. */
export const AUDIT_PAGE_SIZE = AUDIT_PER_PAGE_MAX;

/** The query of GET admin/audits/show for one page (domain/admin/audit.ts auditQuery). */
export function auditQueryString(filters: AuditFilterValues, page: number): string {
  const query = new URLSearchParams({ page: String(page), perPage: String(AUDIT_PAGE_SIZE) });
  if (filters.auditableType) query.set('auditableType', filters.auditableType);
  if (filters.startDate) query.set('startDate', filters.startDate);
  if (filters.endDate) query.set('endDate', filters.endDate);
  return query.toString();
}
