// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { MSG } from '../../../domain/messages.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { clientsAwaitingMeasure, readClientsAwaitingMeasure } from '../../../src/modules/contact/list/awaitingMeasure';
import { clientFilterOf, DEFAULT_RANGE_DAYS, defaultClientFilter, filterClients, NO_STORED_CLIENT_FILTER, storedClientFilter, type ClientFilter } from '../../../src/modules/contact/list/filterClients';
import { exportQueryOf } from '../../../src/modules/contact/sheets/exportClients';
import { clientRow, measureRow, projectRow } from '../../fixtures/contactRows.js';
import { uniqueDbName } from '../local/harness.js';

const everything: ClientFilter = { letter: null, from: null, to: null };
const names = (rows: { firstnameAndLastname: string }[]) => rows.map((r) => r.firstnameAndLastname);

describe('the client list filters the mirror as the server filters GET clients', () => {
  const rows = [
    clientRow({ firstnameAndLastname: 'Arta', createdAt: '2026-03-01T00:00:00.000Z' }),
    clientRow({ firstnameAndLastname: 'arben', createdAt: '2026-03-10T23:59:59.999Z' }),
    clientRow({ firstnameAndLastname: 'Çelaj', createdAt: '2026-03-05T12:00:00.000Z' }),
    clientRow({ firstnameAndLastname: 'Ëngjëll', createdAt: '2026-03-05T12:00:00.000Z' }),
    clientRow({ firstnameAndLastname: 'Besa', createdAt: '2026-02-28T23:59:59.999Z' }),
    clientRow({ firstnameAndLastname: 'Agim', createdAt: '2026-03-04T00:00:00.000Z', archivedAt: '2026-03-06T00:00:00.000Z' }),
  ];

  it('keeps the names under the letter, case and accents aside; All and no letter keep every name', () => {
    expect(names(filterClients(rows, { ...everything, letter: 'A' }))).toEqual(['Arta', 'arben']);
    expect(names(filterClients(rows, { ...everything, letter: 'C' }))).toEqual(['Çelaj']);
    expect(names(filterClients(rows, { ...everything, letter: 'E' }))).toEqual(['Ëngjëll']);
    expect(filterClients(rows, { ...everything, letter: 'All' })).toHaveLength(5);
    expect(filterClients(rows, everything)).toHaveLength(5);
  });

  it('counts both ends of the range as whole days', () => {
    expect(names(filterClients(rows, { ...everything, from: '2026-03-01', to: '2026-03-10' }))).toEqual(['Arta', 'arben', 'Çelaj', 'Ëngjëll']);
    expect(names(filterClients(rows, { ...everything, to: '2026-02-28' }))).toEqual(['Besa']);
    expect(names(filterClients(rows, { ...everything, from: '2026-03-05', to: '2026-03-05' }))).toEqual(['Çelaj', 'Ëngjëll']);
  });

  it('leaves archived clients out of the list', () => {
    expect(names(filterClients(rows, { ...everything, letter: 'A' }))).not.toContain('Agim');
  });

  it('starts on A and about 240 days back to today', () => {
    expect(defaultClientFilter('2026-03-10')).toEqual({ letter: 'A', from: '2025-07-13', to: '2026-03-10' });
    expect(DEFAULT_RANGE_DAYS).toBe(240);
  });

  it('remembers a chosen range end as chosen and a default one as the default of the day the list opens', () => {
    const chosen = storedClientFilter({ letter: 'B', from: '2026-01-01', to: '2026-03-10' }, '2026-03-10');
    expect(chosen).toEqual({ letter: 'B', from: '2026-01-01', to: '' });
    expect(clientFilterOf(chosen, '2026-03-17')).toEqual({ letter: 'B', from: '2026-01-01', to: '2026-03-17' });
    const cleared = storedClientFilter({ letter: null, from: null, to: null }, '2026-03-10');
    expect(clientFilterOf(cleared, '2026-03-17')).toEqual({ letter: null, from: null, to: null });
    expect(clientFilterOf(NO_STORED_CLIENT_FILTER, '2026-03-10')).toEqual(defaultClientFilter('2026-03-10'));
  });

  it('filters 5,000 clients by letter and date (its speed is measured in bench/, not asserted here)', () => {
    const first = ['Arta', 'Besa', 'Çelaj', 'Drita', 'Ëngjëll', 'Fatos', 'Gent', 'Hana'];
    const many = Array.from({ length: 5000 }, (_, i) =>
      clientRow({ firstnameAndLastname: `${first[i % first.length]!} ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000 * 3).toISOString() }),
    );
    const shown = filterClients(many, { letter: 'C', from: '2025-02-01', to: '2026-01-01' });
    const all = filterClients(many, { letter: 'All', from: null, to: null });
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.every((c) => c.firstnameAndLastname.startsWith('Çelaj') && c.createdAt >= '2025-02-01' && c.createdAt < '2026-01-02')).toBe(true);
    expect(all).toHaveLength(5000);
  });
});

describe('the "for measure" list', () => {
  it('keeps the clients with a project no measure was taken for, with those projects', () => {
    const projects = [
      { id: 'p1', clientId: 'a' },
      { id: 'p2', clientId: 'a' },
      { id: 'p3', clientId: 'b' },
      { id: 'p4', clientId: 'c' },
    ];
    const awaiting = clientsAwaitingMeasure(projects, new Set(['p1', 'p3']));
    expect([...awaiting.entries()]).toEqual([
      ['a', ['p2']],
      ['c', ['p4']],
    ]);
  });

  let db: ZanatiDb | undefined;
  afterEach(() => db?.close());

  it('reads the same from the mirror by its indexes', async () => {
    db = openLocalDb(uniqueDbName('contact-awaiting'));
    const [a, b] = [clientRow(), clientRow()];
    const measured = projectRow({ clientId: a.id });
    const open = projectRow({ clientId: a.id });
    const done = projectRow({ clientId: b.id });
    await db.projects.bulkPut([measured, open, done]);
    await db.measures.bulkPut([measureRow({ clientId: a.id, projectId: measured.id }), measureRow({ clientId: b.id, projectId: done.id })]);
    expect([...(await readClientsAwaitingMeasure(db)).entries()]).toEqual([[a.id, [open.id]]]);
  });
});

describe('the export asks the server for what the list shows', () => {
  it('sends the letter and the dates', () => {
    expect(exportQueryOf({ letter: 'B', from: '2026-01-01', to: '2026-03-01' })).toEqual({ ok: true, query: 'from_date=2026-01-01&to_date=2026-03-01&letter=B' });
    expect(exportQueryOf({ letter: 'All', from: null, to: null })).toEqual({ ok: true, query: 'letter=All' });
  });

  it("needs a letter or a date: 'Please select a letter or date'", () => {
    expect(exportQueryOf(everything)).toEqual({ ok: false, message: CONTACT_MSG.selectLetterOrDate });
    expect(exportQueryOf({ letter: null, from: '2026-01-01', to: null })).toEqual({ ok: true, query: 'from_date=2026-01-01' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(exportQueryOf({ letter: 'A', from: '2026-03-02', to: '2026-03-01' })).toEqual({ ok: false, message: MSG.dateRangeOrder });
  });
});
