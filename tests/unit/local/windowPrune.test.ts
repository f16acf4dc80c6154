import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { windowStart } from '../../../domain/mirror/window.js';
import { SERVICE_STATUS } from '../../../domain/service/statuses.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { pruneWindow } from '../../../src/local/windowPrune.js';

/**
 * O20 — the mirror keeps live work and a window of finished work: rows that
 * left the company's window go from the device, with their own rows and
 * files, unless a kept row names them or an outbox entry touches them.
 */
const TODAY = '2026-11-26';
const OLD = '2024-03-01 09:00:00';
const RECENT = '2026-09-01 09:00:00';

let db: ZanatiDb;
let n = 0;

beforeEach(async () => {
  db = openLocalDb(`window-${(n += 1)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const put = (entity: string, rows: Record<string, unknown>[]) => db.table(entity).bulkPut(rows);
const ids = async (entity: string) => ((await db.table(entity).toCollection().primaryKeys()) as string[]).sort();

describe('O20 — the window start', () => {
  it('is the same day the chosen months before, clamped to a shorter month', () => {
    expect(windowStart('2026-11-26', 12)).toBe('2025-11-26');
    expect(windowStart('2026-03-31', 1)).toBe('2026-02-28');
    expect(windowStart('2026-01-15', 3)).toBe('2025-10-15');
  });
});

describe('O20 — pruning the mirror to the window', () => {
  beforeEach(async () => {
    await put('companySettings', [{ id: 'settings', mirrorMonths: 12 }]);
    await put('clients', [
      { id: 'c-agreed', moduleId: 4 },
      { id: 'c-offered', moduleId: 3 },
    ]);
    await put('products', [
      { id: 'p-old', doneStatus: 1, finishedAt: OLD, offerId: 'o-old' },
      { id: 'p-recent', doneStatus: 1, finishedAt: RECENT, offerId: null },
      { id: 'p-live', doneStatus: 0, finishedAt: null, offerId: null },
      { id: 'p-ticket', doneStatus: 1, finishedAt: OLD, offerId: null },
      { id: 'p-queued', doneStatus: 1, finishedAt: OLD, offerId: null },
    ]);
    await put('processStatuses', [
      { id: 's-old', productId: 'p-old' },
      { id: 's-live', productId: 'p-live' },
    ]);
    await put('files', [
      { id: 'f-old', ownerType: 'products', ownerId: 'p-old' },
      { id: 'f-live', ownerType: 'products', ownerId: 'p-live' },
    ]);
    await put('offers', [
      { id: 'o-old', clientId: 'c-agreed', offerDate: '2024-01-10' },
      { id: 'o-free', clientId: 'c-agreed', offerDate: '2024-01-10' },
      { id: 'o-live', clientId: 'c-offered', offerDate: '2024-01-10' },
    ]);
    await put('serviceTickets', [{ id: 't-open', statusId: SERVICE_STATUS.pending, date: '2024-02-01', productIds: ['p-ticket'] }]);
    await put('warehouseRecords', [{ id: 'r-old', createdAt: OLD, products: [] }]);
    await put('transports', [
      { id: 'tr-installing', acceptanceDate: OLD, arrivalDate: OLD, warehouseRecordId: 'r-old' },
      { id: 'tr-old', acceptanceDate: OLD, arrivalDate: OLD, warehouseRecordId: null },
    ]);
    await put('installations', [{ id: 'i-live', installationStart: RECENT, installationEnd: null, transportId: 'tr-installing' }]);
    await db.outbox.add({ id: 'e1', seq: 1, createdAt: 0, state: 'pending', attempts: 0, nextAttemptAt: 0, error: null, rowKeys: ['products:p-queued'], method: 'POST', url: 'x', entity: 'products', entityId: 'p-queued' } as never);
  });

  it('removes finished rows older than the window with their history and files, and keeps the rest', async () => {
    const removed = await pruneWindow(db, TODAY);
    expect(await ids('products')).toEqual(['p-live', 'p-queued', 'p-recent', 'p-ticket']);
    expect(await ids('processStatuses')).toEqual(['s-live']);
    expect(await ids('files')).toEqual(['f-live']);
    // o-old goes with its product; o-live's client has not reached agreements, so it is not archived.
    expect(await ids('offers')).toEqual(['o-live']);
    // The live installation keeps its transport, and the transport its record.
    expect(await ids('transports')).toEqual(['tr-installing']);
    expect(await ids('warehouseRecords')).toEqual(['r-old']);
    expect(await ids('serviceTickets')).toEqual(['t-open']);
    expect(removed).toBe(6);
  });

  it('follows the company setting: a longer window keeps more', async () => {
    await db.companySettings.update('settings', { mirrorMonths: 60 });
    expect(await pruneWindow(db, TODAY)).toBe(0);
    expect(await ids('products')).toHaveLength(5);
  });

  it('runs once a day', async () => {
    await pruneWindow(db, TODAY);
    await put('products', [{ id: 'p-later', doneStatus: 1, finishedAt: OLD, offerId: null }]);
    expect(await pruneWindow(db, TODAY)).toBe(0);
    expect(await ids('products')).toContain('p-later');
    expect(await pruneWindow(db, '2026-11-27')).toBe(1);
  });
});
