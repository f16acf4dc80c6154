// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { measureBody, type MeasureSave } from '../../../domain/measure/bodies.js';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { measureFilterQuery } from '../../../domain/measure/queries.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';

const C = '01900000-0000-7000-8000-000000000001';
const P = '01900000-0000-7000-8000-000000000002';
const COLOR = '01900000-0000-7000-8000-000000000003';
const U = '01900000-0000-7000-8000-000000000004';

const EMPTY = { productColor: null, productMaterial: null, productLocation: null, details: null, measureDate: null, startDate: null, plannedDate: null, employeeId: null };

describe('the measure save (spec 000 §7 POST measures, POST measures/{id})', () => {
  it("reads form-data with the spec's field names: '2' is status 2, '' clears, texts trimmed, files left to uploads.ts", () => {
    const parsed = parseWith(measureBody, {
      clientId: C,
      projectId: P,
      measureStatusId: '2',
      productColor: COLOR,
      productMaterial: '  Dru arre ',
      productLocation: '42.6629,21.1655',
      details: ' 3 dritare ',
      measureDate: '2026-03-03',
      startDate: '2026-03-02',
      plannedDate: '',
      employeeId: U,
      sketch: ['not read here'],
    });
    const expected: MeasureSave = {
      clientId: C,
      projectId: P,
      measureStatusId: 2,
      productColor: COLOR,
      productMaterial: 'Dru arre',
      productLocation: '42.6629,21.1655',
      details: '3 dritare',
      measureDate: '2026-03-03',
      startDate: '2026-03-02',
      plannedDate: null,
      employeeId: U,
    };
    expect(parsed).toEqual({ ok: true, value: expected });
  });

  it('reads JSON without the optional fields as nulls', () => {
    expect(v.parse(measureBody, { clientId: C, projectId: P, measureStatusId: 1 })).toEqual({ clientId: C, projectId: P, measureStatusId: 1, ...EMPTY });
  });

  const refusal = (input: object) => {
    const r = parseWith(measureBody, { clientId: C, projectId: P, measureStatusId: 1, ...input });
    return r.ok ? null : r.errors;
  };

  it("refuses a save without project or status ('Fusha eshte e nevojshme!'), left out, null or blank", () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(refusal({ projectId: missing })).toEqual({ projectId: 'Fusha eshte e nevojshme!' });
      expect(refusal({ measureStatusId: missing })).toEqual({ measureStatusId: 'Fusha eshte e nevojshme!' });
      expect(refusal({ clientId: missing })).toEqual({ clientId: MSG.fieldNeeded });
    }
    const r = parseWith(measureBody, {});
    expect(r.ok ? null : r.errors).toEqual({ clientId: MSG.fieldNeeded, projectId: MSG.fieldNeeded, measureStatusId: MSG.fieldNeeded });
  });

  it("refuses a final measure without a location ('Duhet te jepni lokacionin per matje finale')", () => {
    expect(refusal({ measureStatusId: '2' })).toEqual({ productLocation: 'Duhet te jepni lokacionin per matje finale' });
    expect(refusal({ measureStatusId: 2, productLocation: '  ' })).toEqual({ productLocation: MEASURE_MSG.locationRequired });
    expect(refusal({ measureStatusId: 2, productLocation: 'Rr. Nena Tereze 12' })).toBeNull();
    expect(refusal({ measureStatusId: 3 })).toBeNull();
  });

  it('refuses a location made only of letters, whatever the status', () => {
    expect(refusal({ productLocation: 'Prishtine' })).toEqual({ productLocation: 'Lokacioni i matjes nuk mund te jete vetem shkronja!' });
    expect(refusal({ measureStatusId: 2, productLocation: 'Rruga Nena Tereze' })).toEqual({ productLocation: MEASURE_MSG.locationOnlyLetters });
    expect(refusal({ measureStatusId: 2, productLocation: '42.6629,21.1655' })).toBeNull();
  });

  it('refuses a status that is none of 1, 2, 3 (passive is a filter), ids that are no ids, dates that are no YYYY-MM-DD days, and over-long texts', () => {
    expect(refusal({ measureStatusId: '4' })).toEqual({ measureStatusId: MSG.invalidValue });
    expect(refusal({ measureStatusId: 'passive' })).toEqual({ measureStatusId: MSG.invalidValue });
    expect(refusal({ projectId: 'p1' })).toEqual({ projectId: MSG.invalidValue });
    expect(refusal({ productColor: 'red' })).toEqual({ productColor: MSG.invalidValue });
    expect(refusal({ employeeId: 7 })).toEqual({ employeeId: MSG.invalidValue });
    expect(refusal({ measureDate: '03.03.2026' })).toEqual({ measureDate: MSG.invalidDate });
    expect(refusal({ startDate: '2026-02-30' })).toEqual({ startDate: MSG.invalidDate });
    expect(refusal({ productMaterial: 'x'.repeat(256) })).toEqual({ productMaterial: MSG.tooLong });
    expect(refusal({ details: 'x'.repeat(2000) })).toBeNull();
    expect(refusal({ details: 'x'.repeat(2001) })).toEqual({ details: MSG.tooLong });
  });

  it('puts no order on the measure, start and planned dates (the spec gives none)', () => {
    expect(refusal({ measureDate: '2026-03-01', startDate: '2026-03-05', plannedDate: '2026-02-01' })).toBeNull();
  });
});

describe('the measure list filter (spec 000 §7 GET measure/filter)', () => {
  const q = (query: object) => {
    const r = parseWith(measureFilterQuery, query);
    return r.ok ? r.value : r.errors;
  };

  it('takes passive=1, or a status, and an optional day range', () => {
    expect(q({})).toEqual({ passive: 0 });
    expect(q({ passive: '1' })).toEqual({ passive: 1 });
    expect(q({ measureStatusId: '3', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({ passive: 0, measureStatusId: 3, startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(q({ startDate: '', endDate: '' })).toEqual({ passive: 0, startDate: null, endDate: null });
    expect(q({ startDate: '2026-01-31', endDate: '2026-01-31' })).toEqual({ passive: 0, startDate: '2026-01-31', endDate: '2026-01-31' });
  });

  it('refuses passive with a status, an unknown status, and a start after the end', () => {
    expect(q({ passive: '1', measureStatusId: '2' })).toEqual({ passive: MSG.invalidValue });
    expect(q({ measureStatusId: '5' })).toEqual({ measureStatusId: MSG.invalidValue });
    expect(q({ startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual({ startDate: 'Data e fillimit duhet te jete para dates se mbarimit!' });
  });
});
