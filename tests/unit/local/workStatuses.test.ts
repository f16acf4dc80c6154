// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { PRODUCTION_FLOOR } from '../../../domain/production/endpoints.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import type { Command } from '../../../src/local/types.js';
import { productRow } from '../../fixtures/offerRows.js';
import { uniqueDbName } from './harness.js';

/**
 * The device's half of the work statuses (src/local/workStatuses.ts): an
 * optimistic write that changes a fact moves its products' and agreement's
 * statuses in the same transaction, and the entry holds those rows too.
 */
const open: ZanatiDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

const AT = '2026-03-01T08:00:00.000Z';
const stamped = { createdAt: AT, updatedAt: AT };

/** A device holding one agreement of two made lines (one process each, to do), with `lines` over the lines' columns. */
async function deviceWithWork(lines: Partial<ReturnType<typeof productRow>> = {}) {
  const db = openLocalDb(uniqueDbName('work'));
  open.push(db);
  const ids = { offerId: newId(), projectId: newId(), agreementId: newId(), a: newId(), b: newId(), statusA: newId() };
  await db.products.bulkPut([ids.a, ids.b].map((id) => productRow({ id, offerId: ids.offerId, projectId: ids.projectId, quantity: 1, forProduction: 1, canceled: 0, productStatusId: 1, ...lines })));
  await db.agreements.put({
    id: ids.agreementId,
    clientId: newId(),
    offerId: ids.offerId,
    projectId: ids.projectId,
    agreementStatusId: 1,
    prepaid: 0,
    total: 0,
    totalDebtLeft: 0,
    start: null,
    end: null,
    comment: null,
    firstUpdate: 0,
    ...stamped,
  });
  const status = { responsibilityId: newId(), position: 1, userId: null, statusId: 2, warning: null, adminWarning: null, otherComment: null, startedAt: null, finishedAt: null, returnedAt: null, ...stamped };
  await db.processStatuses.put({ id: ids.statusA, productId: ids.a, ...status });
  return { db, ids };
}

/** A command whose optimistic write is `apply` (the call is only what the entry sends). */
const command = (entity: Command['entity'], entityId: string, apply: Command['apply'], call = callOf(PRODUCTION_FLOOR.saveStatus, {}, { productId: newId(), responsibilityId: newId(), responsibilityStatusId: 4 })): Command => ({
  label: { action: 'update', entity, name: 'test' },
  ...call,
  entity,
  entityId,
  apply,
});

const statusesOf = async (db: ZanatiDb, ids: { a: string; b: string; agreementId: string }) => ({
  a: (await db.products.get(ids.a))!.productStatusId,
  b: (await db.products.get(ids.b))!.productStatusId,
  agreement: (await db.agreements.get(ids.agreementId))!.agreementStatusId,
});

describe('the work statuses move with an optimistic write', () => {
  it("a process started on the kiosk moves its line and its agreement to 2, and the entry holds them until it lands", async () => {
    const { db, ids } = await deviceWithWork();
    const entry = await enqueue(db, command('processStatuses', ids.statusA, async (d) => void (await d.processStatuses.update(ids.statusA, { statusId: 4, startedAt: AT }))));
    expect(await statusesOf(db, ids)).toEqual({ a: 2, b: 1, agreement: 2 });
    expect(entry.rowKeys).toEqual(expect.arrayContaining([`products:${ids.a}`, `agreements:${ids.agreementId}`]));
    expect(entry.rowKeys).not.toContain(`products:${ids.b}`);
  });

  it('an arrival completes a record without installation (4); deleting that transport takes it back to 3', async () => {
    const { db, ids } = await deviceWithWork({ doneStatus: 1 });
    const recordId = newId();
    const transportId = newId();
    await db.warehouseRecords.put({
      id: recordId,
      clientId: newId(),
      projectId: ids.projectId,
      label: 'Kuzhina #1',
      comment: null,
      withoutTransport: 0,
      withoutInstallation: 1,
      products: [ids.a, ids.b].map((productId) => ({ productId, quantity: 1 })),
      transportUserIds: [],
      installationUserIds: [],
      ...stamped,
    });
    const transport = { id: transportId, code: '1', projectId: ids.projectId, warehouseRecordId: recordId, transportDetails: null, comment: null, acceptanceDate: AT, arrivalDate: null, name: null, email: null, phoneNumber: null, equipmentIds: [], ...stamped };
    await db.transports.put(transport);
    const edit = callOf(TRANSPORT_ENDPOINTS.update, { id: transportId }, {});
    await enqueue(db, command('transports', transportId, async (d) => void (await d.transports.update(transportId, { arrivalDate: '2026-03-02 10:00:00' })), edit));
    expect(await statusesOf(db, ids)).toEqual({ a: 4, b: 4, agreement: 4 });

    // The deleted row is gone when the statuses are derived again: its project is read from the row as it was.
    const remove = callOf(TRANSPORT_ENDPOINTS.remove, { id: transportId });
    const entry = await enqueue(db, command('transports', transportId, (d) => d.transports.delete(transportId), remove));
    expect(await statusesOf(db, ids)).toEqual({ a: 3, b: 3, agreement: 3 });
    expect(entry.rowKeys).toEqual(expect.arrayContaining([`transports:${transportId}`, `products:${ids.a}`, `products:${ids.b}`, `agreements:${ids.agreementId}`]));
  });

  it('a write that touches no fact of any work leaves the statuses alone', async () => {
    const { db, ids } = await deviceWithWork();
    await db.products.update(ids.a, { productStatusId: 3 });
    const entry = await enqueue(db, command('units', newId(), async (d) => void (await d.units.put({ id: newId(), name: 'Meter', ...stamped }))));
    expect(await statusesOf(db, ids)).toEqual({ a: 3, b: 1, agreement: 1 });
    expect(entry.rowKeys.some((k) => k.startsWith('products:'))).toBe(false);
  });
});
