import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { archiveListQuery } from '../../../domain/archive/queries.js';
import { ARCHIVE_DATE, hasLeftWarehouse, inArchiveRange, IS_ARCHIVED, laterDependants, newestArchivedFirst, type ArchivedRow, type LaterRows } from '../../../domain/archive/rules.js';
import { MSG } from '../../../domain/messages.js';

/** The archive rules (domain/archive/rules.ts) as both sides read them: what is archived, by which date, and what keeps a row. */
const none = { clientModuleId: null, recordTransports: [] };
const done = { acceptanceDate: '2026-01-02 08:00:00', arrivalDate: '2026-01-02 10:00:00' };
const underway = { acceptanceDate: '2026-01-02 08:00:00', arrivalDate: null };
const row = <M extends keyof typeof IS_ARCHIVED>(_m: M, fields: Partial<ArchivedRow<M>>) => ({ id: 'r1', createdAt: '2026-01-05T10:00:00.000Z', ...fields }) as ArchivedRow<M>;
const NO_LATER: LaterRows = { measures: [], offers: [], products: [], agreements: [], warehouseRecords: [], transports: [], installations: [], serviceTickets: [], impressions: [] };

describe('what is archived', () => {
  it('measures: final ones whose client went on to an offer or further', () => {
    const final = row('measures', { measureStatusId: 2 });
    expect(IS_ARCHIVED.measures(final, { ...none, clientModuleId: 3 })).toBe(true);
    expect(IS_ARCHIVED.measures(final, { ...none, clientModuleId: 2 })).toBe(false);
    expect(IS_ARCHIVED.measures(row('measures', { measureStatusId: 1 }), { ...none, clientModuleId: 5 })).toBe(false);
  });

  it('offers: those whose client reached agreements', () => {
    expect(IS_ARCHIVED.offers(row('offers', {}), { ...none, clientModuleId: 4 })).toBe(true);
    expect(IS_ARCHIVED.offers(row('offers', {}), { ...none, clientModuleId: 3 })).toBe(false);
  });

  it('each module by its own columns', () => {
    expect(IS_ARCHIVED.contact(row('contact', { archivedAt: '2026-01-01T00:00:00.000Z' }), none)).toBe(true);
    expect(IS_ARCHIVED.contact(row('contact', { archivedAt: null }), none)).toBe(false);
    expect(IS_ARCHIVED.agreements(row('agreements', { agreementStatusId: 4 }), none)).toBe(true);
    expect(IS_ARCHIVED.agreements(row('agreements', { agreementStatusId: 5 }), none)).toBe(false);
    expect(IS_ARCHIVED.production(row('production', { doneStatus: 1 }), none)).toBe(true);
    expect(IS_ARCHIVED.production(row('production', { doneStatus: 0 }), none)).toBe(false);
    expect(IS_ARCHIVED.transport(row('transport', done), none)).toBe(true);
    expect(IS_ARCHIVED.transport(row('transport', underway), none)).toBe(false);
    expect(IS_ARCHIVED.installation(row('installation', { installationStart: done.acceptanceDate, installationEnd: done.arrivalDate }), none)).toBe(true);
    expect(IS_ARCHIVED.installation(row('installation', { installationStart: done.acceptanceDate, installationEnd: null }), none)).toBe(false);
    expect(IS_ARCHIVED.service(row('service', { statusId: 3 }), none)).toBe(true);
    expect(IS_ARCHIVED.service(row('service', { statusId: 2 }), none)).toBe(false);
    expect(IS_ARCHIVED.impression(row('impression', {}), none)).toBe(true);
  });

  it('warehouse: records that left on transports all complete', () => {
    expect(hasLeftWarehouse([done])).toBe(true);
    expect(hasLeftWarehouse([done, underway])).toBe(false);
    expect(hasLeftWarehouse([])).toBe(false);
    expect(IS_ARCHIVED.warehouse(row('warehouse', {}), { ...none, recordTransports: [done] })).toBe(true);
  });
});

describe('archive dates and order', () => {
  it('dates a row by when it was archived, else by its module’s own date', () => {
    expect(ARCHIVE_DATE.contact(row('contact', { archivedAt: '2026-01-01T00:00:00.000Z' }))).toBe('2026-01-01T00:00:00.000Z');
    expect(ARCHIVE_DATE.measures(row('measures', { measureDate: null }))).toBe('2026-01-05');
    expect(ARCHIVE_DATE.service(row('service', { date: null }))).toBe('2026-01-05T10:00:00.000Z');
    expect(ARCHIVE_DATE.service(row('service', { date: '2026-01-03' }))).toBe('2026-01-03');
  });

  it('takes both ends of the range, and an undated row only while no range is asked', () => {
    expect(inArchiveRange('2026-01-02 23:59:00', { start: '2026-01-02', end: '2026-01-02' })).toBe(true);
    expect(inArchiveRange('2026-01-03T00:00:00.000Z', { end: '2026-01-02' })).toBe(false);
    expect(inArchiveRange(null, {})).toBe(true);
    expect(inArchiveRange(null, { start: '2026-01-01' })).toBe(false);
  });

  it('orders newest first, undated last, ties by id', () => {
    const rows = [
      { id: 'a', date: null },
      { id: 'b', date: '2026-01-01' },
      { id: 'c', date: '2026-01-02' },
      { id: 'd', date: '2026-01-02' },
    ];
    expect([...rows].sort(newestArchivedFirst).map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('what keeps an archived row', () => {
  it('a client: any later module’s row', () => {
    expect(laterDependants('contact', row('contact', {}), NO_LATER)).toEqual([]);
    expect(laterDependants('contact', row('contact', {}), { ...NO_LATER, measures: [{ id: 'm' }], impressions: [{ id: 'i' }] })).toEqual(['measures', 'impressions']);
  });

  it('an offer: its agreement; an agreement: its offer’s lines not canceled', () => {
    expect(laterDependants('offers', row('offers', {}), { ...NO_LATER, agreements: [{ id: 'a', offerId: 'other' }] })).toEqual([]);
    expect(laterDependants('offers', row('offers', {}), { ...NO_LATER, agreements: [{ id: 'a', offerId: 'r1' }] })).toEqual(['agreements']);
    const agreement = row('agreements', { offerId: 'o1' });
    expect(laterDependants('agreements', agreement, { ...NO_LATER, products: [{ id: 'p', offerId: 'o1', canceled: 1 }] })).toEqual([]);
    expect(laterDependants('agreements', agreement, { ...NO_LATER, products: [{ id: 'p', offerId: 'o1', canceled: 0 }] })).toEqual(['products']);
    expect(laterDependants('agreements', row('agreements', { offerId: null }), { ...NO_LATER, products: [{ id: 'p', offerId: 'o1', canceled: 0 }] })).toEqual([]);
  });

  it('a product: a deposit or a ticket listing it; a record: its transport; a transport: its installation', () => {
    expect(laterDependants('production', row('production', {}), { ...NO_LATER, warehouseRecords: [{ id: 'w', products: [{ productId: 'r1' }] }] })).toEqual(['warehouseRecords']);
    expect(laterDependants('production', row('production', {}), { ...NO_LATER, serviceTickets: [{ id: 't', productIds: ['r1'] }] })).toEqual(['serviceTickets']);
    expect(laterDependants('production', row('production', {}), { ...NO_LATER, serviceTickets: [{ id: 't', productIds: ['x'] }] })).toEqual([]);
    expect(laterDependants('warehouse', row('warehouse', {}), { ...NO_LATER, transports: [{ id: 't', warehouseRecordId: 'r1' }] })).toEqual(['transports']);
    expect(laterDependants('transport', row('transport', {}), { ...NO_LATER, installations: [{ id: 'i', transportId: 'r1' }] })).toEqual(['installations']);
    expect(laterDependants('installation', row('installation', {}), { ...NO_LATER, impressions: [{ id: 'i' }], serviceTickets: [{ id: 't', productIds: [] }] })).toEqual([]);
  });
});

describe('the list query', () => {
  const parsed = (q: Record<string, string>) => v.safeParse(archiveListQuery, q);
  it('defaults to page 1 of 50, and takes only the tables’ page sizes', () => {
    expect(parsed({}).output).toEqual({ start: undefined, end: undefined, page: 1, pageSize: 50 });
    expect(parsed({ pageSize: '10000', page: '3', start: '' }).output).toMatchObject({ page: 3, pageSize: 10000, start: undefined });
    expect(parsed({ pageSize: '7' }).issues?.[0]?.message).toBe(MSG.invalidValue);
    expect(parsed({ start: '2026-01-02', end: '2026-01-01' }).issues?.[0]?.message).toBe(MSG.dateRangeOrder);
  });
});
