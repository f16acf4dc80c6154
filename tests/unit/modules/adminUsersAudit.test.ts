// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendAuditRows, auditLines, auditText, isWholeRow, type AuditRow } from '../../../src/modules/admin/users/auditRows';

/** How the audit log shows old and new values (spec 001 §3 "Audit log"). */
describe('audit values as key: value lines', () => {
  it('shows each column, nested values as compact JSON, and leaves the tenant column out', () => {
    const lines = auditLines({ companyId: 'c1', name: 'Metra', active: 1, done: false, departments: [{ departmentId: 'd1', isAdmin: 1 }], comment: null });
    expect(lines).toEqual([
      { key: 'name', value: 'Metra' },
      { key: 'active', value: '1' },
      { key: 'done', value: 'false' },
      { key: 'departments', value: '[{"departmentId":"d1","isAdmin":1}]' },
      { key: 'comment', value: '—' },
    ]);
    expect(auditText({ name: 'Metra', unitId: 'u1' })).toBe('name: Metra\nunitId: u1');
  });

  it('has no lines for nothing (the old values of a create), and leaves empty columns out of a whole row', () => {
    expect(auditLines(null)).toEqual([]);
    expect(auditLines({ name: 'Metra', comment: null, code: '' }, true)).toEqual([{ key: 'name', value: 'Metra' }]);
    expect(isWholeRow({ event: 'created' })).toBe(true);
    expect(isWholeRow({ event: 'deleted' })).toBe(true);
    // An update that emptied a column says so.
    expect(isWholeRow({ event: 'updated' })).toBe(false);
  });
});

describe('reading older pages', () => {
  const row = (id: string): AuditRow => ({ id, auditableType: 'units', auditableId: 'u', event: 'created', oldValues: null, newValues: {}, userId: null, username: 'admin', kiosk: null, createdAt: '2026-03-01T10:00:00Z' });

  it('keeps each row once when a page overlaps the rows already read (new audits moved the offset)', () => {
    expect(appendAuditRows([row('3'), row('2')], [row('2'), row('1')]).map((r) => r.id)).toEqual(['3', '2', '1']);
  });
});
