import { afterEach, describe, expect, it } from 'vitest';
import { loadTableMemory } from '../../../src/ui/tableMemory';

const fallback = { sort: { columnId: 'name', direction: 'asc' as const }, pageSize: 50 };
const store = (value: unknown) => localStorage.setItem('zanati.table.clients', JSON.stringify(value));

describe('a table remembers its sort and page size', () => {
  afterEach(() => localStorage.clear());

  it('gives back what was stored', () => {
    store({ sort: { columnId: 'city', direction: 'desc' }, pageSize: 1000 });
    expect(loadTableMemory('clients', ['name', 'city'], fallback)).toEqual({ sort: { columnId: 'city', direction: 'desc' }, pageSize: 1000 });
  });

  it('falls back per value: a page size that is no option, a column the table lost', () => {
    store({ sort: { columnId: 'removed', direction: 'desc' }, pageSize: 42 });
    expect(loadTableMemory('clients', ['name', 'city'], fallback)).toEqual(fallback);
    store({ sort: { columnId: 'city', direction: 'sideways' }, pageSize: 10 });
    expect(loadTableMemory('clients', ['name', 'city'], fallback)).toEqual({ sort: fallback.sort, pageSize: 10 });
  });

  it('nothing stored or unreadable: the table own defaults', () => {
    expect(loadTableMemory('clients', ['name'], fallback)).toEqual(fallback);
    localStorage.setItem('zanati.table.clients', '{not json');
    expect(loadTableMemory('clients', ['name'], fallback)).toEqual(fallback);
  });
});
