// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { allInstallationRows, filterInstallationRows, mapRows } from '../../../src/modules/installation/installationRows.js';
import { newLiveInstallations } from '../../../src/modules/installation/liveInstallations.js';
import { readInstallationSources } from '../../../src/modules/installation/readInstallationSources.js';
import { recordTotal } from '../../../src/modules/installation/recordTotals.js';
import { readInstallerFileIds } from '../../../src/modules/installation/useInstallerPrefetch.js';
import { uniqueDbName } from '../local/harness.js';
import { clientRow, measureRow, projectRow } from '../../fixtures/contactRows.js';

/**
 * The installation records, map and the installer's prefetch read the
 * mirror: a row per transport with its installation's state (or per
 * installation without a transport), the installer's open work first; the
 * map a marker per project; the prefetch the files of the assigned projects.
 */

const AT = '2026-11-01T08:00:00.000Z';
const INSTALLER = newId();
const open: ZanatiDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

async function site() {
  const db = openLocalDb(uniqueDbName('installation'));
  open.push(db);
  const clientId = newId();
  await db.clients.put(clientRow({ id: clientId, firstnameAndLastname: 'Arta Krasniqi', createdAt: AT, updatedAt: AT }));
  const project = async (projectName: string, projectLocation: string | null = '42.66,21.16') => {
    const id = newId();
    await db.projects.put(projectRow({ id, clientId, projectName, projectLocation, address: 'Rr. Agim Ramadani 5', createdAt: AT, updatedAt: AT }));
    return id;
  };
  const record = (projectId: string, label: string, installers: string[] = [], products: WarehouseRecordRow['products'] = []): WarehouseRecordRow => ({
    id: newId(),
    clientId,
    projectId,
    label,
    comment: null,
    withoutTransport: 0,
    withoutInstallation: 0,
    products,
    transportUserIds: [],
    installationUserIds: installers,
    createdAt: AT,
    updatedAt: AT,
  });
  const transport = (r: WarehouseRecordRow, code: string, acceptanceDate: string): TransportRow => ({
    id: newId(),
    code,
    projectId: r.projectId,
    warehouseRecordId: r.id,
    transportDetails: null,
    comment: null,
    acceptanceDate,
    arrivalDate: acceptanceDate,
    name: null,
    email: null,
    phoneNumber: null,
    equipmentIds: [],
    createdAt: AT,
    updatedAt: AT,
  });
  const installation = (projectId: string, transportId: string | null, installationStart: string | null, installationEnd: string | null = null): InstallationRow => ({
    id: newId(),
    projectId,
    transportId,
    installationStart,
    installationEnd,
    comment: null,
    conditional: 0,
    createdAt: AT,
    updatedAt: AT,
  });
  return { db, project, record, transport, installation };
}

describe('installation rows', () => {
  it("lists each transport with its installation's state, the installer's open work first, and filters as the server does", async () => {
    const { db, project, record, transport, installation } = await site();
    const kitchen = await project('Kuzhina');
    const wardrobe = await project('Garderoba');
    const mine = record(kitchen, 'Kuzhina #1', [INSTALLER]);
    const other = record(wardrobe, 'Garderoba #1');
    const doneRecord = record(wardrobe, 'Garderoba #2', [INSTALLER]);
    await db.warehouseRecords.bulkPut([mine, other, doneRecord]);
    const [t1, t2, t3] = [transport(mine, '1', '2026-11-02 08:00:00'), transport(other, '2', '2026-11-03 08:00:00'), transport(doneRecord, '3', '2026-11-04 08:00:00')];
    await db.transports.bulkPut([t1, t2, t3]);
    const started = installation(wardrobe, t2.id, '2026-11-05 08:00:00');
    // Garderoba #2 is installed; Garderoba #1 is not yet, so the project is still the installer's work.
    const finished = installation(wardrobe, t3.id, '2026-11-06 08:00:00', '2026-11-06 15:00:00');
    const loose = installation(kitchen, null, null);
    await db.installations.bulkPut([started, finished, loose]);

    const src = await readInstallationSources(db);
    const rows = allInstallationRows(src, INSTALLER);
    expect(rows.map((r) => [r.code, r.installationState, r.assigned])).toEqual([
      ['3', 3, true],
      ['1', 1, true],
      ['2', 2, false],
      ['', 1, false],
    ]);
    expect(rows[1]).toMatchObject({ formTarget: t1.id, project: { name: 'Kuzhina' }, client: { clientName: 'Arta Krasniqi' }, installation: null, location: { lat: 42.66, lng: 21.16 } });
    // An installation without a transport opens on its own id (decisions, installation-form helper).
    expect(rows[3]).toMatchObject({ formTarget: loose.id, transportId: null });

    const codes = (q: Parameters<typeof filterInstallationRows>[1]) => filterInstallationRows(rows, q).map((r) => r.code);
    expect(codes({ status: 2 })).toEqual(['2']);
    expect(codes({ withoutInstallation: 1 })).toEqual(['1']);
    expect(codes({ startDate: '2026-11-05', endDate: '2026-11-06' })).toEqual(['3', '2']);
    expect(codes({ query: 'garder' })).toEqual(['3', '2']);
  });

  it('marks a project on the map by all its installations', async () => {
    const { db, project, record, transport, installation } = await site();
    const kitchen = await project('Kuzhina');
    const nowhere = await project('Pa adrese', null);
    const a = record(kitchen, 'Kuzhina #1');
    const b = record(kitchen, 'Kuzhina #2');
    const c = record(nowhere, 'Pa adrese #1');
    await db.warehouseRecords.bulkPut([a, b, c]);
    const [ta, tb, tc] = [transport(a, '1', '2026-11-02 08:00:00'), transport(b, '1', '2026-11-02 08:00:00'), transport(c, '2', '2026-11-02 08:00:00')];
    await db.transports.bulkPut([ta, tb, tc]);
    await db.installations.bulkPut([installation(kitchen, ta.id, '2026-11-05 08:00:00', '2026-11-05 12:00:00')]);

    let items = mapRows(allInstallationRows(await readInstallationSources(db), undefined));
    expect(items.map((i) => [i.projectName, i.state, i.installations.length])).toEqual([['Kuzhina', 3, 1]]);
    await db.installations.put(installation(kitchen, tb.id, '2026-11-06 08:00:00'));
    items = mapRows(allInstallationRows(await readInstallationSources(db), undefined));
    expect(items.map((i) => [i.projectName, i.state, i.installations.length])).toEqual([['Kuzhina', 2, 2]]);
  });

  it("keeps the measure, agreement and earlier installation files of the installer's open projects", async () => {
    const { db, project, record, transport, installation } = await site();
    const kitchen = await project('Kuzhina');
    const wardrobe = await project('Garderoba');
    const mine = record(kitchen, 'Kuzhina #1', [INSTALLER]);
    const notMine = record(wardrobe, 'Garderoba #1');
    await db.warehouseRecords.bulkPut([mine, notMine]);
    const t = transport(mine, '1', '2026-11-02 08:00:00');
    await db.transports.bulkPut([t, transport(notMine, '2', '2026-11-02 08:00:00')]);
    const earlier = installation(kitchen, t.id, '2026-11-05 08:00:00');
    await db.installations.put(earlier);
    const measureId = newId();
    const agreementId = newId();
    await db.measures.bulkPut([measureRow({ id: measureId, projectId: kitchen, createdAt: AT, updatedAt: AT }), measureRow({ projectId: wardrobe, createdAt: AT, updatedAt: AT })]);
    await db.agreements.put({
      id: agreementId,
      projectId: kitchen,
      clientId: newId(),
      offerId: null,
      agreementStatusId: 1,
      prepaid: 0,
      total: 0,
      totalDebtLeft: 0,
      start: null,
      end: null,
      comment: null,
      firstUpdate: 0,
      createdAt: AT,
      updatedAt: AT,
    });
    const file = (ownerId: string, ownerType: string, kind = 'file') => ({ id: newId(), ownerId, ownerType, kind, fileName: 'x.pdf', mime: 'application/pdf', size: 10, createdAt: AT, updatedAt: AT });
    const measurePdf = file(measureId, 'measures');
    const agreementPdf = file(agreementId, 'agreements');
    const photo = file(earlier.id, 'installations', 'photo');
    const invoice = file(mine.id, 'warehouseRecords', 'invoice');
    // Another project's measure file, and a file of another owner type under a held id, are not the installer's.
    await db.files.bulkPut([measurePdf, agreementPdf, photo, invoice, file(newId(), 'measures'), file(measureId, 'offers')]);

    const src = await readInstallationSources(db);
    expect(await readInstallerFileIds(db, src, INSTALLER)).toEqual([measurePdf.id, agreementPdf.id, photo.id]);
    expect(await readInstallerFileIds(db, src, newId())).toEqual([]);
    // Once the project's installation is complete the work is done: nothing more is kept for it.
    await db.installations.put({ ...earlier, installationEnd: '2026-11-05 16:00:00' });
    expect(await readInstallerFileIds(db, await readInstallationSources(db), INSTALLER)).toEqual([]);
  });

  it('follows the mirror: a queued or pulled installation is re-read by its key', async () => {
    const { db, project, installation } = await site();
    const kitchen = await project('Kuzhina');
    const first = installation(kitchen, null, null);
    await db.installations.put(first);
    const live = newLiveInstallations(db);
    try {
      await expect.poll(() => live.getSnapshot()?.size).toBe(1);
      const before = live.getSnapshot();
      await db.installations.put({ ...first, installationStart: '2026-11-05 08:00:00' });
      await expect.poll(() => live.getSnapshot()?.get(first.id)?.installationStart).toBe('2026-11-05 08:00:00');
      expect(live.getSnapshot()).not.toBe(before);
      await db.installations.delete(first.id);
      await expect.poll(() => live.getSnapshot()?.size).toBe(0);
    } finally {
      live.close();
    }
  });
});

describe('recordTotal', () => {
  it("prices a record's lines as the warehouse does, to the cent; an unknown product adds nothing", () => {
    const prices = new Map([
      ['a', { price: 100, totalPrice: 0, quantity: 2 }],
      ['b', { price: 10, totalPrice: 33.333, quantity: 3 }],
    ]);
    expect(recordTotal([{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 1 }, { productId: 'c', quantity: 5 }], prices)).toBe(211.11);
  });
});
