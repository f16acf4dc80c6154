// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { readTransportFormSources } from '../../../src/modules/transport/form/readTransportForm.js';
import { readAssignedRecordIds, readTransportList, readTransportMap } from '../../../src/modules/transport/readTransportList.js';
import { readDriverFileIds } from '../../../src/modules/transport/useDriverPrefetch.js';
import { uniqueDbName } from '../local/harness.js';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';

/**
 * The transport table, map and the driver's prefetch read the mirror: one
 * row per warehouse record with its transport's state, a driver's own open
 * stops first; the form opens a transport made offline by its id.
 */

const AT = '2026-11-01T08:00:00.000Z';
const DRIVER = newId();
const open: ZanatiDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

async function depot() {
  const db = openLocalDb(uniqueDbName('transport'));
  open.push(db);
  const clientId = newId();
  await db.clients.put(clientRow({ id: clientId, firstnameAndLastname: 'Arta Krasniqi', createdAt: AT, updatedAt: AT }));
  const projectId = newId();
  await db.projects.put(projectRow({ id: projectId, clientId, projectName: 'Kuzhina', projectLocation: '42.66,21.16', address: 'Rr. Agim Ramadani 5', createdAt: AT, updatedAt: AT }));
  const record = (label: string, createdAt: string, users: string[] = []): WarehouseRecordRow => ({
    id: newId(),
    clientId,
    projectId,
    label,
    comment: null,
    withoutTransport: 0,
    withoutInstallation: 0,
    products: [],
    transportUserIds: users,
    installationUserIds: [],
    createdAt,
    updatedAt: createdAt,
  });
  const transport = (r: WarehouseRecordRow, change: Partial<TransportRow>): TransportRow => ({
    id: newId(),
    code: '7',
    projectId,
    warehouseRecordId: r.id,
    transportDetails: null,
    comment: null,
    acceptanceDate: null,
    arrivalDate: null,
    name: null,
    email: null,
    phoneNumber: null,
    equipmentIds: [],
    createdAt: AT,
    updatedAt: AT,
    ...change,
  });
  return { db, projectId, record, transport };
}

describe('readTransportList', () => {
  it("lists a record per row with its transport's state, the driver's open stops first", async () => {
    const { db, record, transport } = await depot();
    const older = record('Kuzhina #1', '2026-11-01T08:00:00.000Z', [DRIVER]);
    const newer = record('Kuzhina #2', '2026-11-03T08:00:00.000Z');
    const done = record('Kuzhina #3', '2026-11-04T08:00:00.000Z', [DRIVER]);
    await db.warehouseRecords.bulkPut([older, newer, done]);
    await db.transports.bulkPut([
      transport(older, { acceptanceDate: '2026-11-05 08:00:00' }),
      transport(done, { acceptanceDate: '2026-11-05 08:00:00', arrivalDate: '2026-11-05 09:00:00' }),
    ]);

    const rows = await readTransportList(db, { userId: DRIVER });
    // The driver's records while their project still has one without a complete transport (domain/transport/assigned.ts), newest first.
    expect(rows.map((r) => [r.label, r.status, r.assigned])).toEqual([
      ['Kuzhina #3', 3, true],
      ['Kuzhina #1', 2, true],
      ['Kuzhina #2', 1, false],
    ]);
    expect(rows[1]).toMatchObject({ clientName: 'Arta Krasniqi', projectName: 'Kuzhina', code: '7', location: { lat: 42.66, lng: 21.16 } });
    expect((await readTransportList(db, { status: 1 })).map((r) => r.label)).toEqual(['Kuzhina #2']);
    expect((await readTransportList(db, { start: '2026-11-05', end: '2026-11-05' })).map((r) => r.label).sort()).toEqual(['Kuzhina #1', 'Kuzhina #3']);
    expect(await readTransportList(db, { withoutTransport: 1 })).toEqual([]);
    expect((await readAssignedRecordIds(db, DRIVER)).sort()).toEqual([older.id, done.id].sort());
    expect((await readTransportMap(db)).map((r) => r.status).sort()).toEqual([1, 2, 3]);
  });

  it("keeps the invoices of the driver's open records for the road", async () => {
    const { db, record } = await depot();
    const mine = record('Kuzhina #1', AT, [DRIVER]);
    const other = record('Kuzhina #2', AT);
    await db.warehouseRecords.bulkPut([mine, other]);
    const invoice = newId();
    const file = (id: string, ownerId: string, ownerType = 'warehouseRecords') => ({ id, ownerId, ownerType, kind: 'invoice', fileName: 'fatura.pdf', mime: 'application/pdf', size: 10, createdAt: AT, updatedAt: AT });
    await db.files.bulkPut([file(invoice, mine.id), file(newId(), other.id), file(newId(), mine.id, 'projects')]);
    expect(await readDriverFileIds(db, DRIVER)).toEqual([invoice]);
  });
});

describe('readTransportFormSources', () => {
  it('opens a transport made offline by its id, with the others of its create, and all equipment', async () => {
    const { db, record, transport, projectId } = await depot();
    const a = record('Kuzhina #1', AT);
    const b = record('Kuzhina #2', AT);
    await db.warehouseRecords.bulkPut([a, b]);
    const pendingA = transport(a, { code: '', createdAt: '2026-11-06T10:00:00.000Z' });
    const pendingB = transport(b, { code: '', createdAt: '2026-11-06T10:00:00.000Z' });
    await db.transports.bulkPut([pendingA, pendingB]);
    await db.equipment.bulkPut([{ id: newId(), name: 'Litar', createdAt: AT, updatedAt: AT }]);

    const sources = await readTransportFormSources(db, pendingA.id, undefined);
    expect(sources.group.map((t) => t.id).sort()).toEqual([pendingA.id, pendingB.id].sort());
    expect(sources.code).toBe('');
    expect(sources.preselected).toEqual([projectId]);
    expect(sources.equipment.map((e) => e.name)).toEqual(['Litar']);
  });

  it('opens a code, and preselects the project of a record', async () => {
    const { db, record, transport, projectId } = await depot();
    const a = record('Kuzhina #1', AT);
    await db.warehouseRecords.put(a);
    const carried = transport(a, { code: '12' });
    await db.transports.put(carried);
    expect((await readTransportFormSources(db, '12', undefined)).group.map((t) => t.id)).toEqual([carried.id]);
    const fresh = record('Kuzhina #2', AT);
    await db.warehouseRecords.put(fresh);
    const sources = await readTransportFormSources(db, undefined, fresh.id);
    expect(sources.group).toEqual([]);
    expect(sources.preselected).toEqual([projectId]);
    expect(sources.projectOptions).toEqual([{ value: projectId, label: 'Arta Krasniqi — Kuzhina' }]);
  });
});
