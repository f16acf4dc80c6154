// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgreementRow } from '../../domain/agreement/rows.js';
import { agreementLines, latestEndsByOffer, parseAgreementStatus } from '../../src/modules/agreement/list/agreementLines';

/** The agreement lists from the mirror (src/modules/agreement/list/agreementLines.ts). */

const row = (id: string, over: Partial<AgreementRow>): AgreementRow => ({
  id,
  clientId: 'c1',
  offerId: `o-${id}`,
  projectId: 'p1',
  agreementStatusId: 1,
  prepaid: 0,
  total: 100,
  totalDebtLeft: 100,
  start: null,
  end: null,
  comment: null,
  firstUpdate: 0,
  createdAt: 'T',
  updatedAt: 'T',
  ...over,
});

describe('the path’s status', () => {
  it('reads 1–5, none for all, anything else as not found', () => {
    expect(parseAgreementStatus(undefined)).toBeUndefined();
    expect(parseAgreementStatus('5')).toBe(5);
    expect([parseAgreementStatus('6'), parseAgreementStatus('01'), parseAgreementStatus('project')]).toEqual([null, null, null]);
  });
});

describe('lines', () => {
  const sources = {
    agreements: [row('a', { start: '2026-05-01', agreementStatusId: 2 }), row('b', { start: '2026-06-01' }), row('c', { start: null, agreementStatusId: 5 })],
    clients: new Map([['c1', { firstnameAndLastname: 'Arta', lastName: 'Krasniqi' } as never]]),
    projects: new Map([['p1', { projectName: 'Kuzhina' } as never]]),
    latestEnds: latestEndsByOffer([
      { offerId: 'o-a', end: '2026-05-09', canceled: 0 },
      { offerId: 'o-a', end: '2026-05-20', canceled: 1 },
      { offerId: 'o-a', end: '2026-05-12', canceled: 0 },
      { offerId: 'o-b', end: null, canceled: 0 },
    ]),
  };

  it('filters by status and by the start’s range (an agreement without a start only when no range is asked), newest start first', () => {
    const all = agreementLines(sources, { agreementStatusId: undefined, startDate: null, endDate: null });
    expect(all.map((l) => l.agreement.id)).toEqual(['b', 'a', 'c']);
    expect(agreementLines(sources, { agreementStatusId: 2, startDate: null, endDate: null }).map((l) => l.agreement.id)).toEqual(['a']);
    expect(agreementLines(sources, { agreementStatusId: undefined, startDate: '2026-05-15', endDate: null }).map((l) => l.agreement.id)).toEqual(['b']);
  });

  it('names client and project, and the latest end of the offer’s products still in play', () => {
    const [b, a] = agreementLines(sources, { agreementStatusId: undefined, startDate: null, endDate: null });
    expect([a!.clientName, a!.projectName, a!.latestEnd, b!.latestEnd]).toEqual(['Arta Krasniqi', 'Kuzhina', '2026-05-12', null]);
  });
});
