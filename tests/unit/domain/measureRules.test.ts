import { describe, expect, it } from 'vitest';
import { ACCEPT_REFUSAL, accepts, IMAGE_MIMES, PDF_MIME } from '../../../domain/files.js';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { MEASURE_GEOLOCATION, positionText } from '../../../domain/measure/location.js';
import { isLocationText } from '../../../domain/text/locationText.js';
import {
  editRefusal,
  finalHasLocation,
  isFilled,
  isPassive,
  measureInProduction,
  PASSIVE_AFTER_DAYS,
  saveModeOf,
} from '../../../domain/measure/rules.js';
import { isMeasureStatus, MEASURE_STATUS, MEASURE_STATUSES, measureStatusOf } from '../../../domain/measure/statuses.js';
import { MEASURE_FILE_KINDS, MEASURE_UPLOADS } from '../../../domain/measure/uploads.js';
import { MSG } from '../../../domain/messages.js';
import { parseLatLng } from '../../../domain/transport/location.js';

const P1 = '01900000-0000-7000-8000-000000000001';
const P2 = '01900000-0000-7000-8000-000000000002';

describe('measure statuses (spec 000 §2, §4)', () => {
  it('are 1 initial, 2 final, 3 on hold, each with its Albanian label', () => {
    expect(MEASURE_STATUS).toEqual({ initial: 1, final: 2, onHold: 3 });
    expect(MEASURE_STATUSES.map((s) => [s.id, s.label])).toEqual([
      [1, 'Matje fillestare'],
      [2, 'Matje finale'],
      [3, 'Matje ne pritje'],
    ]);
  });

  it('knows only those ids; a read shows an unknown one as initial', () => {
    expect([0, 1, 2, 3, 4].map(isMeasureStatus)).toEqual([false, true, true, true, false]);
    expect(measureStatusOf(2)).toEqual({ value: 2, label: 'Matje finale' });
    expect(measureStatusOf(9)).toEqual({ value: 1, label: 'Matje fillestare' });
  });
});

describe('the location (spec 000 §5 "Location text", §9 geolocation)', () => {
  it('asks the device for a precise, fresh enough fix within 5 s', () => {
    expect(MEASURE_GEOLOCATION).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 60000 });
  });

  it('writes a position as coordinates the maps read back', () => {
    const text = positionText({ latitude: 42.6629, longitude: 21.1655 });
    expect(text).toBe('42.662900,21.165500');
    expect(parseLatLng(text)).toEqual({ lat: 42.6629, lng: 21.1655 });
    expect(isLocationText(text)).toBe(true);
  });

  it("a final measure needs a location ('Duhet te jepni lokacionin per matje finale'); the others may go without", () => {
    expect(finalHasLocation({ measureStatusId: MEASURE_STATUS.final, productLocation: null })).toBe(false);
    expect(finalHasLocation({ measureStatusId: MEASURE_STATUS.final, productLocation: '   ' })).toBe(false);
    expect(finalHasLocation({ measureStatusId: MEASURE_STATUS.final, productLocation: '42.6629,21.1655' })).toBe(true);
    expect(finalHasLocation({ measureStatusId: MEASURE_STATUS.initial, productLocation: null })).toBe(true);
    expect(finalHasLocation({ measureStatusId: MEASURE_STATUS.onHold, productLocation: null })).toBe(true);
    expect(MEASURE_MSG.locationRequired).toBe('Duhet te jepni lokacionin per matje finale');
  });
});

describe('the measure files (spec 000 §3, §5, §7 sketch[], picture[], measure[])', () => {
  it('stores each under its field name as kind', () => {
    expect(MEASURE_FILE_KINDS).toEqual({ sketch: 'sketch', picture: 'picture', measure: 'measure' });
    for (const [kind, rule] of Object.entries(MEASURE_UPLOADS)) expect(rule.field).toBe(kind);
  });

  it('takes only images as pictures, only PDFs as the measure, either as a sketch', () => {
    const taken = (rule: keyof typeof MEASURE_UPLOADS) => [...IMAGE_MIMES, PDF_MIME, 'text/plain'].filter((m) => accepts(MEASURE_UPLOADS[rule].accept, m));
    expect(taken('picture')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(taken('measure')).toEqual([PDF_MIME]);
    expect(taken('sketch')).toEqual(['image/jpeg', 'image/png', 'image/webp', PDF_MIME]);
  });

  it('refuses with the field\'s text', () => {
    expect(ACCEPT_REFUSAL[MEASURE_UPLOADS.picture.accept]).toBe(MSG.onlyImages);
    expect(ACCEPT_REFUSAL[MEASURE_UPLOADS.measure.accept]).toBe(MSG.onlyPdf);
    expect(ACCEPT_REFUSAL[MEASURE_UPLOADS.sketch.accept]).toBe(MSG.onlyPdfOrImages);
  });
});

describe('measure rules (spec 000 §4, §5 "Measure")', () => {
  it("counts nothing, null and blank text as a missing field ('Fusha eshte e nevojshme!')", () => {
    expect([undefined, null, '', '  '].map(isFilled)).toEqual([false, false, false, false]);
    expect([P1, 0, 2, '2'].map(isFilled)).toEqual([true, true, true, true]);
  });

  it("the form of a project with a measure edits it; one without creates (the route's measureId is the project id)", () => {
    const measures = [{ id: 'm1', projectId: P1 }];
    expect(saveModeOf(P1, measures)).toEqual({ mode: 'edit', id: 'm1' });
    expect(saveModeOf(P2, measures)).toEqual({ mode: 'create' });
    expect(saveModeOf(null, measures)).toEqual({ mode: 'create' });
  });

  it('a measure is in production once a live product of its project is in production, in the warehouse or completed', () => {
    const product = (productStatusId: number, canceled = 0) => ({ productStatusId, canceled });
    expect(measureInProduction([])).toBe(false);
    expect(measureInProduction([product(1)])).toBe(false);
    expect(measureInProduction([product(5)])).toBe(false);
    expect(measureInProduction([product(2, 1)])).toBe(false);
    expect(measureInProduction([product(1), product(2)])).toBe(true);
    expect(measureInProduction([product(3)])).toBe(true);
    expect(measureInProduction([product(4)])).toBe(true);
  });

  it("refuses an edit of a measure in production ('Kjo matje ka vazhduar ne prodhim!'), never a create", () => {
    expect(editRefusal({ mode: 'edit', id: 'm1' }, true)).toBe('Kjo matje ka vazhduar ne prodhim!');
    expect(editRefusal({ mode: 'edit', id: 'm1' }, false)).toBeNull();
    expect(editRefusal({ mode: 'create' }, true)).toBeNull();
  });
});

describe('a passive measure (spec 000 §2 "also passive"; ours: stalled for PASSIVE_AFTER_DAYS)', () => {
  const TODAY = '2026-05-01';
  const measure = (measureStatusId: number, updatedAt: string) => ({ measureStatusId, updatedAt });

  it('is one not final, whose project has no offer, unchanged for 60 days or more', () => {
    expect(PASSIVE_AFTER_DAYS).toBe(60);
    expect(isPassive(measure(MEASURE_STATUS.initial, '2026-03-02T23:59:59.000Z'), false, TODAY)).toBe(true);
    expect(isPassive(measure(MEASURE_STATUS.onHold, '2025-01-01T08:00:00.000Z'), false, TODAY)).toBe(true);
  });

  it('is not one changed within the 60 days, a final one, nor one whose project has an offer', () => {
    expect(isPassive(measure(MEASURE_STATUS.initial, '2026-03-03T00:00:00.000Z'), false, TODAY)).toBe(false);
    expect(isPassive(measure(MEASURE_STATUS.final, '2025-01-01T08:00:00.000Z'), false, TODAY)).toBe(false);
    expect(isPassive(measure(MEASURE_STATUS.initial, '2025-01-01T08:00:00.000Z'), true, TODAY)).toBe(false);
  });
});

describe('the measure texts (spec 000 §4, §5, §8)', () => {
  it('are the spec\'s words', () => {
    expect(MEASURE_MSG).toEqual({
      locationRequired: 'Duhet te jepni lokacionin per matje finale',
      inProduction: 'Kjo matje ka vazhduar ne prodhim!',
      created: 'Matja eshte krijuar',
      saved: 'Matja eshte ruajtur',
      locationOnlyLetters: 'Lokacioni i matjes nuk mund te jete vetem shkronja!',
      projectMeasured: 'Ky projekt ka tashme nje matje!',
    });
    expect(MSG.fieldNeeded).toBe('Fusha eshte e nevojshme!');
  });
});
