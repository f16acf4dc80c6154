// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientMatches, searchClients, SEARCH_LIMIT, type SearchableClient } from '../../../domain/contact/clientSearch.js';

const client = (over: Partial<SearchableClient>): SearchableClient => ({
  id: over.firstnameAndLastname ?? 'x',
  firstnameAndLastname: 'Arta',
  lastName: 'Berisha',
  phoneNumber: null,
  secondPhoneNumber: null,
  companyName: null,
  businessNumber: null,
  ...over,
});

describe('the client search (GET clients/search, the form’s jump box)', () => {
  it('finds a name inside first and last name, either order, case, accents and spacing aside', () => {
    const cela = client({ firstnameAndLastname: 'Çelë', lastName: 'Hoxha' });
    for (const typed of ['cel', 'CELE HOX', 'hoxha  çele', 'ele h']) expect(clientMatches(cela, typed), typed).toBe(true);
    for (const typed of ['cela x', 'hoxhe', '']) expect(clientMatches(cela, typed), typed).toBe(false);
  });

  it('finds a company by its name', () => {
    expect(clientMatches(client({ companyName: 'Druri Shpk' }), 'druri')).toBe(true);
  });

  it('finds a phone typed with or without its trunk zero or country code, either phone', () => {
    const c = client({ phoneNumber: '+383 44 123 456', secondPhoneNumber: '049-555-001' });
    for (const typed of ['044 123', '+383 44 12', '44123456', '(049) 555']) expect(clientMatches(c, typed), typed).toBe(true);
    expect(clientMatches(c, '045 123')).toBe(false);
    // Zeros alone dial nothing.
    expect(clientMatches(c, '000')).toBe(false);
  });

  it('finds a business number by its digits, and reads text with letters as no number', () => {
    const c = client({ businessNumber: '811223344', phoneNumber: '044 811 223' });
    expect(clientMatches(c, '8112233')).toBe(true);
    expect(clientMatches(c, 'nr 811')).toBe(false);
  });

  it('answers the matches by name, at most SEARCH_LIMIT', () => {
    const many = Array.from({ length: 30 }, (_, i) => client({ id: `c${String(i).padStart(2, '0')}`, firstnameAndLastname: `Arta ${String.fromCharCode(90 - i % 26)}` }));
    const found = searchClients(many, 'arta');
    expect(found).toHaveLength(SEARCH_LIMIT);
    expect(found.map((c) => c.firstnameAndLastname)).toEqual([...found.map((c) => c.firstnameAndLastname)].sort((a, b) => a.localeCompare(b, 'sq')));
    expect(searchClients([client({ firstnameAndLastname: 'Bora' }), client({ firstnameAndLastname: 'Çela' }), client({ firstnameAndLastname: 'Cana' })], 'berisha').map((c) => c.firstnameAndLastname)).toEqual(['Bora', 'Cana', 'Çela']);
  });
});
