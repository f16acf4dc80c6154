// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrivalOf } from '../../../domain/journey/arrival.js';
import { CLIENT_MODULE, CLIENT_MODULE_IDS, clientModuleOf, JOURNEY, movesForward, nextClientModuleOf, nextModuleOf, type JourneyModule } from '../../../domain/journey/order.js';

describe('the module order (spec 000 §1 "a client passes through the modules in order")', () => {
  it('runs contact → measure → offer → agreement → production → warehouse → transport → installation → service → impression', () => {
    const walked: JourneyModule[] = [JOURNEY[0]];
    for (let m = nextModuleOf(JOURNEY[0]); m !== null; m = nextModuleOf(m)) walked.push(m);
    expect(walked).toEqual(['contact', 'measures', 'offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'impression']);
    expect(nextModuleOf('impression')).toBeNull();
  });

  it('numbers the client modules 1 contact, 2 measure, 3 offer, 4 agreement, 5 production (spec 000 §9)', () => {
    expect(CLIENT_MODULE).toEqual({ contact: 1, measures: 2, offers: 3, agreements: 4, production: 5 });
    expect(CLIENT_MODULE_IDS).toEqual([1, 2, 3, 4, 5]);
    expect(clientModuleOf(3)).toBe('offers');
    expect(clientModuleOf(0)).toBeNull();
    expect(clientModuleOf(6)).toBeNull();
  });

  it('moves a client module on to the next one, and from production nowhere (later steps are per project)', () => {
    expect([1, 2, 3, 4, 5].map(nextClientModuleOf)).toEqual([2, 3, 4, 5, null]);
    expect(nextClientModuleOf(9)).toBeNull();
  });

  it('only forward', () => {
    expect(movesForward(2, 3)).toBe(true);
    expect(movesForward(3, 3)).toBe(false);
    expect(movesForward(5, 2)).toBe(false);
  });
});

describe('what makes a client arrive (spec 000 §4)', () => {
  const saved = (mode: 'create' | 'edit', measureStatusId: number) => ({ kind: 'measureSaved', mode, measureStatusId }) as const;

  it('a created client arrives in contact (1), a created agreement in agreements (4)', () => {
    expect(arrivalOf({ kind: 'clientCreated' })).toBe(1);
    expect(arrivalOf({ kind: 'agreementCreated' })).toBe(4);
  });

  it('a measure created final, or any edit, brings its client to measures (2); one created initial or on hold does not', () => {
    expect(arrivalOf(saved('create', 2))).toBe(2);
    expect(arrivalOf(saved('create', 1))).toBeNull();
    expect(arrivalOf(saved('create', 3))).toBeNull();
    for (const status of [1, 2, 3]) expect(arrivalOf(saved('edit', status))).toBe(2);
  });

  it('never moves a client back, nor to where it stands', () => {
    expect(arrivalOf(saved('edit', 1), 1)).toBe(2);
    expect(arrivalOf(saved('edit', 1), 2)).toBeNull();
    expect(arrivalOf(saved('create', 2), 5)).toBeNull();
    expect(arrivalOf({ kind: 'clientCreated' }, 1)).toBeNull();
    expect(arrivalOf({ kind: 'agreementCreated' }, 3)).toBe(4);
    expect(arrivalOf({ kind: 'agreementCreated' }, 5)).toBeNull();
  });
});
