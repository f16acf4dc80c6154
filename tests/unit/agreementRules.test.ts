// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { agreementBody } from '../../domain/agreement/bodies.js';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { agreementFilterQuery, matchesAgreementFilter } from '../../domain/agreement/queries.js';
import { agreementMoney, cancelRefusal, datesOrderRefusal, datesRefusal, nextAgreementStatus, startInPastRefusal } from '../../domain/agreement/rules.js';
import { AGREEMENT_FORM_STATUSES, agreementStatusOf } from '../../domain/agreement/statuses.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { parseWith } from '../../domain/validation.js';

/** Spec 000 §4, §5 "Agreement": every rule of domain/agreement. */

const TODAY = '2026-05-10';

describe('dates', () => {
  it("needs a start ('Ju lutem mbushni daten e fillimit')", () => {
    expect(datesOrderRefusal({ start: null, end: null })).toEqual({ message: AGREEMENT_MSG.fillStart, field: 'start' });
  });

  it("refuses an end before the start ('Data e mbarimit nuk duhet te jete para se te filloi!'); the same day or no end is fine", () => {
    expect(datesOrderRefusal({ start: '2026-05-10', end: '2026-05-09' })).toEqual({ message: AGREEMENT_MSG.endBeforeStart, field: 'end' });
    expect(datesOrderRefusal({ start: '2026-05-10', end: '2026-05-10' })).toBeNull();
    expect(datesOrderRefusal({ start: '2026-05-10', end: null })).toBeNull();
  });

  it("refuses a start in the past ('Data e fillimit nuk duhet te jete ne te kaluaren!') with the measure date's one-day allowance", () => {
    expect(startInPastRefusal('2026-05-09', TODAY)).toBeNull();
    expect(startInPastRefusal('2026-05-08', TODAY)).toEqual({ message: AGREEMENT_MSG.startInPast, field: 'start' });
    expect(startInPastRefusal(TODAY, TODAY)).toBeNull();
  });

  it('lets a start the agreement already had stay in the past', () => {
    expect(startInPastRefusal('2026-01-02', TODAY, '2026-01-02')).toBeNull();
    expect(startInPastRefusal('2026-01-03', TODAY, '2026-01-02')).toEqual({ message: AGREEMENT_MSG.startInPast, field: 'start' });
  });

  it('judges order before the past', () => {
    expect(datesRefusal({ start: '2020-01-02', end: '2020-01-01' }, TODAY)?.message).toBe(AGREEMENT_MSG.endBeforeStart);
    expect(datesRefusal({ start: '2020-01-02', end: null }, TODAY)?.message).toBe(AGREEMENT_MSG.startInPast);
    expect(datesRefusal({ start: TODAY, end: null }, TODAY)).toBeNull();
  });
});

describe('status', () => {
  it("offers only 5 in the form ('E anuluar')", () => {
    expect(AGREEMENT_FORM_STATUSES).toEqual([{ id: 5, label: 'E anuluar' }]);
    expect(agreementStatusOf(5)).toEqual({ value: 5, label: 'E anuluar' });
    expect(agreementStatusOf(99).value).toBe(1);
  });

  it('cancels with status 5 or the isCanceled flag', () => {
    expect(nextAgreementStatus({ agreementStatusId: 5, isCanceled: 0 }, null)).toBe(5);
    expect(nextAgreementStatus({ agreementStatusId: null, isCanceled: 1 }, 2)).toBe(5);
  });

  it('sends a cleared cancel back to 1 (waiting for production)', () => {
    expect(nextAgreementStatus({ agreementStatusId: null, isCanceled: 0 }, 5)).toBe(1);
    expect(nextAgreementStatus({ agreementStatusId: 1, isCanceled: 0 }, 5)).toBe(1);
  });

  it('keeps the status production set and starts a new agreement waiting', () => {
    expect(nextAgreementStatus({ agreementStatusId: null, isCanceled: 0 }, 3)).toBe(3);
    expect(nextAgreementStatus({ agreementStatusId: 1, isCanceled: 0 }, 2)).toBe(2);
    expect(nextAgreementStatus({ agreementStatusId: null, isCanceled: 0 }, null)).toBe(1);
  });

  it("needs a cancellation file to save 5 ('Ngarkoni file-in perkates per anulim!')", () => {
    expect(cancelRefusal(5, false)).toEqual({ message: AGREEMENT_MSG.cancelFileNeeded, field: 'cancelation' });
    expect(cancelRefusal(5, true)).toBeNull();
    expect(cancelRefusal(1, false)).toBeNull();
  });
});

describe('money', () => {
  it("takes the offer's discounted total and rounds the remaining debt up to the cent", () => {
    expect(agreementMoney(1000, 250.5)).toEqual({ total: 1000, prepaid: 250.5, totalDebtLeft: 749.5 });
    expect(agreementMoney(100, 33.333)).toEqual({ total: 100, prepaid: 33.33, totalDebtLeft: 66.67 });
    // The debt from the prepaid as typed, not from one rounded half-up first (which gave 200.38); the prepaid kept down to the cent, so the two add up to the total.
    expect(agreementMoney(300.39, 100.005)).toEqual({ total: 300.39, prepaid: 100, totalDebtLeft: 200.39 });
    expect(agreementMoney(0.3, 0.1).totalDebtLeft).toBe(0.2);
  });
});

describe('the save (agreementBody)', () => {
  const base = { clientId: newId(), offerId: newId(), prepaid: '150.50', start: TODAY, end: '' };

  it('reads form-data: numbers as text, blank cells as null, prepaid blank as 0', () => {
    const parsed = parseWith(agreementBody, { ...base, agreementStatusId: '5', isCanceled: '', comment: '  ' });
    expect(parsed.ok && parsed.value).toMatchObject({ prepaid: 150.5, agreementStatusId: 5, isCanceled: 0, end: null, comment: null, agreementId: null, projectId: null });
    const blank = parseWith(agreementBody, { ...base, prepaid: '' });
    expect(blank.ok && blank.value.prepaid).toBe(0);
    // Kept as typed: the debt is computed from it (agreementMoney keeps the column's cents).
    const exact = parseWith(agreementBody, { ...base, prepaid: 10.005 });
    expect(exact.ok && exact.value.prepaid).toBe(10.005);
  });

  it('refuses a negative prepaid, a missing client or offer, a start missing or after the end', () => {
    const refusal = (over: Record<string, unknown>) => {
      const r = parseWith(agreementBody, { ...base, ...over });
      return r.ok ? null : r.errors;
    };
    expect(refusal({ prepaid: -1 })).toEqual({ prepaid: MSG.invalidValue });
    expect(refusal({ prepaid: '-0.01' })).toEqual({ prepaid: MSG.invalidValue });
    expect(refusal({ clientId: '' })).toEqual({ clientId: MSG.fieldNeeded });
    expect(refusal({ offerId: undefined })).toEqual({ offerId: MSG.fieldNeeded });
    expect(refusal({ start: '' })).toEqual({ start: AGREEMENT_MSG.fillStart });
    expect(refusal({ end: '2026-05-01' })).toEqual({ end: AGREEMENT_MSG.endBeforeStart });
    expect(refusal({ agreementStatusId: 7 })).toEqual({ agreementStatusId: MSG.invalidValue });
  });
});

describe('the filter (agreement/filter)', () => {
  it('filters by status and by the start within the range, both ends inclusive', () => {
    const q = v.parse(agreementFilterQuery, { agreementStatusId: '1', startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(matchesAgreementFilter({ agreementStatusId: 1, start: '2026-05-01' }, q)).toBe(true);
    expect(matchesAgreementFilter({ agreementStatusId: 1, start: '2026-05-31' }, q)).toBe(true);
    expect(matchesAgreementFilter({ agreementStatusId: 1, start: '2026-06-01' }, q)).toBe(false);
    expect(matchesAgreementFilter({ agreementStatusId: 2, start: '2026-05-10' }, q)).toBe(false);
    expect(matchesAgreementFilter({ agreementStatusId: 1, start: null }, q)).toBe(false);
    expect(matchesAgreementFilter({ agreementStatusId: 4, start: null }, v.parse(agreementFilterQuery, {}))).toBe(true);
  });

  it('refuses a range out of order', () => {
    const r = parseWith(agreementFilterQuery, { startDate: '2026-06-01', endDate: '2026-05-01' });
    expect(r.ok ? null : r.errors).toEqual({ startDate: MSG.dateRangeOrder });
  });
});
