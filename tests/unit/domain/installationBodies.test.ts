// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editedFields, installationBody, installationEditBody } from '../../../domain/installation/bodies.js';
import { createdInstallationRow, editedInstallationRow } from '../../../domain/installation/drafts.js';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import { matchesInstallationQuery, installationTransportsQuery } from '../../../domain/installation/queries.js';
import { MSG } from '../../../domain/messages.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { parseWith } from '../../../domain/validation.js';
import * as v from 'valibot';

const P = '01900000-0000-7000-8000-000000000001';
const T = '01900000-0000-7000-8000-000000000002';

describe('the installation form body (spec 001 §7 "Installation")', () => {
  it("reads form-data: '' clears, '1'/'0' flags, trimmed comment", () => {
    const parsed = parseWith(installationBody, { projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00', installationEnd: '', comment: '  Mire  ', conditional: '1' });
    expect(parsed).toEqual({ ok: true, value: { projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00', installationEnd: null, comment: 'Mire', conditional: 1 } });
    const json = parseWith(installationBody, { projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00' });
    expect(json.ok && json.value).toEqual({ projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00', installationEnd: null, comment: null, conditional: 0 });
  });

  it('refuses a create without start, an end before it, a bad stamp or a missing transport', () => {
    const refusal = (input: object) => {
      const r = parseWith(installationBody, { projectId: P, transportId: T, ...input });
      return r.ok ? null : r.message;
    };
    expect(refusal({})).toBe(INSTALLATION_MSG.startRequired);
    expect(refusal({ installationStart: '' })).toBe(INSTALLATION_MSG.startRequired);
    expect(refusal({ installationStart: '2026-03-03 08:00:00', installationEnd: '2026-03-03 07:00:00' })).toBe(PRODUCTION_MSG.endBeforeStart);
    expect(refusal({ installationStart: '2026-02-30 08:00:00' })).toBe(MSG.invalidDate);
    expect(refusal({ installationStart: '2026-03-03 08:00:00', conditional: '2' })).toBe(MSG.invalidValue);
    expect(refusal({ installationStart: '2026-03-03 08:00:00', transportId: '' })).toBe(MSG.invalidValue);
  });

  it('an edit keeps what it leaves out and clears what it sends empty', () => {
    const stored = { projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00', installationEnd: null, comment: 'a', conditional: 1 };
    const edit = v.parse(installationEditBody, { installationEnd: '2026-03-03 16:00:00', comment: '' });
    expect(editedFields(stored, edit)).toEqual({ ...stored, installationEnd: '2026-03-03 16:00:00', comment: null });
    expect(editedFields(stored, v.parse(installationEditBody, {}))).toEqual(stored);
    expect(editedFields(stored, v.parse(installationEditBody, { conditional: '0' })).conditional).toBe(0);
  });

  it('the optimistic rows are the parsed fields with the device times', () => {
    const created = createdInstallationRow(v.parse(installationBody, { projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00' }), 'i1', 'at');
    expect(created).toEqual({ id: 'i1', projectId: P, transportId: T, installationStart: '2026-03-03 08:00:00', installationEnd: null, comment: null, conditional: 0, createdAt: 'at', updatedAt: 'at' });
    expect(editedInstallationRow(created, v.parse(installationEditBody, { comment: 'x' }), 'later')).toEqual({ ...created, comment: 'x', updatedAt: 'later' });
  });
});

describe('the records filter (GET installations/transports)', () => {
  const row = (over: object = {}) => ({
    code: '12',
    acceptanceDate: '2026-03-01 08:00:00',
    project: { name: 'Kuzhina Çelaj' },
    client: { clientName: 'Arta Berisha' },
    installation: null as { installationStart: string | null } | null,
    installationState: 1,
    ...over,
  });
  const q = (query: object) => v.parse(installationTransportsQuery, query);

  it('matches text in project, client and code, case and accents aside', () => {
    expect(matchesInstallationQuery(row(), q({ query: 'celaj' }))).toBe(true);
    expect(matchesInstallationQuery(row(), q({ query: 'ARTA' }))).toBe(true);
    expect(matchesInstallationQuery(row(), q({ query: '12' }))).toBe(true);
    expect(matchesInstallationQuery(row(), q({ query: 'dhoma' }))).toBe(false);
    expect(matchesInstallationQuery(row(), q({ query: '' }))).toBe(true);
  });

  it('filters by state, without installation, and the day of the installation start (else the transport start)', () => {
    const installed = row({ installation: { installationStart: '2026-03-05 08:00:00' }, installationState: 2 });
    expect(matchesInstallationQuery(installed, q({ status: '2' }))).toBe(true);
    expect(matchesInstallationQuery(installed, q({ status: '1' }))).toBe(false);
    expect(matchesInstallationQuery(installed, q({ withoutInstallation: '1' }))).toBe(false);
    expect(matchesInstallationQuery(row(), q({ withoutInstallation: '1' }))).toBe(true);
    expect(matchesInstallationQuery(installed, q({ startDate: '2026-03-05', endDate: '2026-03-05' }))).toBe(true);
    expect(matchesInstallationQuery(row(), q({ startDate: '2026-03-01', endDate: '2026-03-01' }))).toBe(true);
    expect(matchesInstallationQuery(installed, q({ startDate: '2026-03-01', endDate: '2026-03-01' }))).toBe(false);
  });
});
