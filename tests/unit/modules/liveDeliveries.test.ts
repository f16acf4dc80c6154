// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { LiveDeliveries } from '../../../src/app/deliveries/liveDeliveries.js';
import { transportRowsFor } from '../../../src/modules/transport/transportRows.js';
import { eventually, uniqueDbName } from '../local/harness.js';
import { clientRow, measureRow, projectRow } from '../../fixtures/contactRows.js';

/**
 * The transport table and map draw from the warehouse records and transports
 * held in memory (LiveDeliveries), which follow the device's mirror: a change
 * reads again only the rows it names.
 */

const AT = '2026-11-01T08:00:00.000Z';
const DRIVER = newId();
const open: { db: ZanatiDb; live?: LiveDeliveries }[] = [];
afterEach(() => {
  for (const { db, live } of open.splice(0)) {
    live?.close();
    db.close();
  }
});

async function mirror() {
  const db = openLocalDb(uniqueDbName('live-transport'));
  const entry: { db: ZanatiDb; live?: LiveDeliveries } = { db };
  open.push(entry);
  const clientId = newId();
  await db.clients.put(clientRow({ id: clientId, firstnameAndLastname: 'Arta Krasniqi', createdAt: AT, updatedAt: AT }));
  const project = async (name: string) => {
    const id = newId();
    await db.projects.put(projectRow({ id, clientId, projectName: name, projectLocation: '42.66,21.16', address: 'Rr. Agim Ramadani 5', createdAt: AT, updatedAt: AT }));
    return id;
  };
  const record = (projectId: string, label: string, users: string[] = []): WarehouseRecordRow => ({
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
    createdAt: AT,
    updatedAt: AT,
  });
  const transport = (r: WarehouseRecordRow, change: Partial<TransportRow> = {}): TransportRow => ({
    id: newId(),
    code: '7',
    projectId: r.projectId,
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
  function watch() {
    const live = new LiveDeliveries(db);
    entry.live = live;
    let draws = 0;
    live.subscribe(() => (draws += 1));
    const rows = () => {
      const src = live.getSnapshot();
      return src ? transportRowsFor(src, DRIVER) : undefined;
    };
    return { live, rows, draws: () => draws };
  }
  return { db, clientId, project, record, transport, watch };
}

describe('the transport rows held in memory', () => {
  it('a stamped transport changes its row; the rows are made once per change', async () => {
    const m = await mirror();
    const kitchen = await m.project('Kuzhina');
    const a = m.record(kitchen, 'Kuzhina #1', [DRIVER]);
    await m.db.warehouseRecords.put(a);
    const carried = m.transport(a);
    await m.db.transports.put(carried);
    const w = m.watch();
    await eventually(() => w.rows()?.length === 1);
    expect(w.rows()![0]).toMatchObject({ status: 1, assigned: true, projectName: 'Kuzhina', clientName: 'Arta Krasniqi', address: 'Rr. Agim Ramadani 5' });
    expect(w.rows()).toBe(w.rows());
    await m.db.transports.update(carried.id, { acceptanceDate: '2026-11-05 08:00:00' });
    await eventually(() => w.rows()?.[0]?.status === 2);
  });

  it('a new record reads the project it names, even one that arrives after it; a deleted record leaves', async () => {
    const m = await mirror();
    const w = m.watch();
    await eventually(() => w.rows()?.length === 0);
    const later = newId();
    const b = m.record(later, 'Banjo #1');
    await m.db.warehouseRecords.put(b);
    await eventually(() => w.rows()?.length === 1);
    expect(w.rows()![0]!.projectName).toBe('');
    await m.db.projects.put(projectRow({ id: later, clientId: m.clientId, projectName: 'Banjo', projectLocation: '42.5,21.1', address: null, createdAt: AT, updatedAt: AT }));
    await eventually(() => w.rows()?.[0]?.projectName === 'Banjo');
    expect(w.rows()![0]!.location).toEqual({ lat: 42.5, lng: 21.1 });
    await m.db.clients.update(m.clientId, { firstnameAndLastname: 'Arta Berisha' });
    await eventually(() => w.rows()?.[0]?.clientName === 'Arta Berisha');
    await m.db.warehouseRecords.delete(b.id);
    await eventually(() => w.rows()?.length === 0);
  });

  it("a project's measured place is its marker before its own, as the server's records say; a measure saved later moves it", async () => {
    const m = await mirror();
    const kitchen = await m.project('Kuzhina');
    await m.db.warehouseRecords.put(m.record(kitchen, 'Kuzhina #1', [DRIVER]));
    const measure = measureRow({ clientId: m.clientId, projectId: kitchen, measureStatusId: 2, productLocation: '41.9,20.9', createdAt: AT, updatedAt: AT });
    await m.db.measures.put(measure);
    const w = m.watch();
    await eventually(() => w.rows()?.length === 1);
    expect(w.rows()![0]!.location).toEqual({ lat: 41.9, lng: 20.9 });
    await m.db.measures.update(measure.id, { productLocation: '42.1,21.3' });
    await eventually(() => w.rows()?.[0]?.location?.lat === 42.1);
    expect(w.rows()![0]!.location).toEqual({ lat: 42.1, lng: 21.3 });
  });

  it('a project no record names changes nothing and tells no one', async () => {
    const m = await mirror();
    const kitchen = await m.project('Kuzhina');
    await m.db.warehouseRecords.put(m.record(kitchen, 'Kuzhina #1'));
    const w = m.watch();
    await eventually(() => w.rows()?.length === 1);
    const [before, draws] = [w.live.getSnapshot(), w.draws()];
    await m.project('Dhoma');
    const next = m.record(kitchen, 'Kuzhina #2');
    await m.db.warehouseRecords.put(next); // a later change, to know the first was handled
    await eventually(() => w.rows()?.length === 2);
    expect(w.draws()).toBe(draws + 1);
    expect(w.live.getSnapshot()!.projects).toBe(before!.projects);
  });
});
