import type { AuditAnswer, AuditEntry } from '../../../../domain/admin/audit.js';

/** A row of GET admin/audits/show (domain/admin/audit.ts). */
export type AuditRow = AuditEntry;

export interface AuditPage {
  rows: AuditRow[];
  total: number;
}

export const readAuditPage = (body: AuditAnswer): AuditPage => ({ rows: body.data, total: body.total });

/** Pages read one after another can overlap when new audits arrive in between: each row once, in order. */
export function appendAuditRows(shown: readonly AuditRow[], next: readonly AuditRow[]): AuditRow[] {
  const seen = new Set(shown.map((r) => r.id));
  return [...shown, ...next.filter((r) => !seen.has(r.id))];
}

export interface AuditLine {
  key: string;
  value: string;
}

/** The tenant column says nothing to an admin of that tenant. */
const HIDDEN_KEYS = new Set(['companyId']);

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Old or new values of an audit as "key: value" lines, as an admin reads
 * them; nested values (lists, objects) as compact JSON. Nothing (a create's
 * old values, a delete's new ones) is no lines. `skipEmpty` leaves out empty
 * columns — noise in a whole created or deleted row, where nothing changed
 * to or from empty; an update keeps them, since "changed to empty" is news.
 */
export function auditLines(values: unknown, skipEmpty = false): AuditLine[] {
  if (values === null || typeof values !== 'object') return isEmpty(values) ? [] : [{ key: '', value: valueText(values) }];
  return Object.entries(values as Record<string, unknown>)
    .filter(([key, value]) => !HIDDEN_KEYS.has(key) && !(skipEmpty && isEmpty(value)))
    .map(([key, value]) => ({ key, value: valueText(value) }));
}

/** A whole row was written or removed (not an update of some columns). */
export const isWholeRow = (row: Pick<AuditRow, 'event'>): boolean => row.event !== 'updated';

export const auditText = (values: unknown, skipEmpty = false): string =>
  auditLines(values, skipEmpty)
    .map((l) => (l.key ? `${l.key}: ${l.value}` : l.value))
    .join('\n');
