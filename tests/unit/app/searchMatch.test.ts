// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientMatches } from '../../../domain/contact/clientSearch.js';
import { matchRank, searchQueryOf, topMatches, type SearchTarget } from '../../../domain/search/searchMatch.js';
import { clientTarget, offerTarget, projectTarget, searchKindsFor, transportTarget } from '../../../domain/search/searchTargets.js';
import { clientRow } from '../../fixtures/contactRows.js';

const query = (typed: string) => searchQueryOf(typed)!;
const rank = (target: SearchTarget, typed: string) => matchRank(target, query(typed));

describe('the header search: matching', () => {
  it('finds names whatever their case and accents, typed either way (ë, ç)', () => {
    const celaj = clientTarget(clientRow({ firstnameAndLastname: 'Ëndrit', lastName: 'Çelaj' }));
    expect(rank(celaj, 'celaj')).toBe(0);
    expect(rank(celaj, 'ENDRIT C')).toBe(0);
    expect(rank(celaj, 'çelaj ëndrit')).toBe(0);
    expect(rank(projectTarget({ projectName: 'Dhoma e gjumit' }), 'GJÜM')).toBe(1);
    expect(rank(celaj, 'berisha')).toBeNull();
  });

  it('ranks a text that starts with the query, then a word that does, then the query inside a text, then a phone', () => {
    expect(rank(projectTarget({ projectName: 'Kuzhina' }), 'kuz')).toBe(0);
    expect(rank(projectTarget({ projectName: 'Kuzhina e vogel' }), 'vog')).toBe(1);
    expect(rank(projectTarget({ projectName: 'Kuzhina' }), 'zhin')).toBe(2);
    expect(rank(clientTarget(clientRow({ phoneNumber: '+383 44 123 456' })), '044 123')).toBe(3);
  });

  it('finds a phone by the digits dialled, leading zeros aside, and a business number by its digits', () => {
    const client = clientTarget(clientRow({ phoneNumber: null, secondPhoneNumber: '+383 49 555 111', businessNumber: '810-000-0042' }));
    expect(rank(client, '049 555')).toBe(3);
    expect(rank(client, '0042')).toBe(3);
    // Letters are never read as a number.
    expect(rank(client, 'a049')).toBeNull();
  });

  it('finds an offer by its number and a transport by its code; a row waiting for its number is not found by one', () => {
    expect(rank(offerTarget({ number: 1204 }), '120')).toBe(0);
    expect(rank(offerTarget({ number: 0 }), '0')).toBeNull();
    expect(rank(transportTarget({ code: '57' }), '57')).toBe(0);
    expect(rank(transportTarget({ code: '' }), '5')).toBeNull();
  });

  it('looks for nothing when nothing but spaces or invisible characters was typed', () => {
    expect(searchQueryOf('   ')).toBeNull();
    expect(searchQueryOf('\u200B')).toBeNull();
  });

  it('finds the same clients as the contact form box (clientMatches), for any names, phones and text', () => {
    const texts = fc.constantFrom('Arta', 'ÇELAJ', 'ëndrit', 'Ber isha', 'kuz', 'a', ' ', '0', '044', '+383 44', '12-3', 'Sh.p.k', '');
    const phone = fc.option(fc.constantFrom('+383 44 123 456', '044 123 456', '049-555-111', '00', 'n/a'), { nil: null });
    const client = fc.record({
      firstnameAndLastname: fc.oneof(texts, fc.string()),
      lastName: fc.oneof(texts, fc.string()),
      phoneNumber: phone,
      secondPhoneNumber: phone,
      companyName: fc.option(fc.oneof(texts, fc.string()), { nil: null }),
      businessNumber: fc.option(fc.constantFrom('810000042', '12-3', 'abc'), { nil: null }),
    });
    fc.assert(
      fc.property(client, fc.oneof(texts, fc.string({ maxLength: 6 })), (c, typed) => {
        const q = searchQueryOf(typed);
        const found = q !== null && matchRank(clientTarget(c), q) !== null;
        expect(found).toBe(clientMatches({ id: 'x', ...c }, typed));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the header search: the best few', () => {
  const rows = ['Kuzhina', 'Banjo', 'Kuzhina e vogel', 'Dhoma', 'Kuzhine', 'Sallon me kuzhine', 'Kuzhina 2'].map((name) => ({ name, target: projectTarget({ projectName: name }) }));

  it('keeps the best `limit` in order (rank, then name) and counts every row that answers', () => {
    const top = topMatches(rows, (r) => r.target, query('kuzh'), 3);
    expect(top.total).toBe(5);
    expect(top.found.map((r) => r.name)).toEqual(['Kuzhina', 'Kuzhina 2', 'Kuzhina e vogel']);
    expect(topMatches(rows, (r) => r.target, query('kuzhine'), 8).found.map((r) => r.name)).toEqual(['Kuzhine', 'Sallon me kuzhine']);
  });

  it('orders numbers as numbers: offer 12 before 120 before 1200', () => {
    const offers = [1200, 120, 312, 12, 121].map((number) => ({ number, target: offerTarget({ number }) }));
    expect(topMatches(offers, (o) => o.target, query('12'), 8).found.map((o) => o.number)).toEqual([12, 120, 121, 1200, 312]);
  });

  it('gives what sorting every answer would, for any rows and limit', () => {
    const name = fc.constantFrom('ab', 'abc', 'b ab', 'cab', 'Ab', 'xyz', 'a b');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), fc.constantFrom('a', 'ab', 'b'), fc.integer({ min: 1, max: 8 }), (names, typed, limit) => {
        const items = names.map((n, i) => ({ i, target: projectTarget({ projectName: n }) }));
        const q = query(typed);
        const ranked = items.flatMap((item) => {
          const r = matchRank(item.target, q);
          return r === null ? [] : [{ item, r }];
        });
        // A stable sort: equal rows keep their order, as the one pass keeps the first of equals.
        ranked.sort((a, b) => a.r - b.r || (a.item.target.sortKey < b.item.target.sortKey ? -1 : a.item.target.sortKey > b.item.target.sortKey ? 1 : 0));
        const top = topMatches(items, (item) => item.target, q, limit);
        expect(top.total).toBe(ranked.length);
        expect(top.found.map((item) => item.i)).toEqual(ranked.slice(0, limit).map((x) => x.item.i));
      }),
    );
  });
});

describe('the header search: who finds what', () => {
  it('shows a kind only to readers of the module it opens in', () => {
    expect(searchKindsFor({ transport: true })).toEqual(['transports']);
    expect(searchKindsFor({ contact: true, measures: true, offers: true })).toEqual(['clients', 'projects', 'offers']);
    expect(searchKindsFor({ observer: true })).toEqual(['clients', 'projects', 'offers', 'transports']);
    expect(searchKindsFor({ production: true })).toEqual([]);
  });
});
