import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import * as v from 'valibot';
import { TRANSPORT_ROWS } from '../../domain/transport/rows.js';
import type { TransportProjectRow, TransportRecord } from '../../domain/transport/answers.js';
import { pullAll } from '../fixtures/feedReader.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { createBody, setUpTransport, type TransportWorld } from '../fixtures/transport.js';

/**
 * Transport's reads (spec 001 §3 "Transport record", §7) and its feed rows:
 * records by code, the map's list, the installation form's choices, the
 * transport table by status and dates, the equipment an existing code had.
 */
let s: TestServer;
let world: TransportWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpTransport(s);
});
afterAll(() => s.close());

const read = async <T>(url: string, token = world.tokens.driver): Promise<T> => {
  const res = await s.request('GET', url, { token });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as T;
};

async function transportOf(over: Record<string, unknown> = {}, opts: { withoutTransport?: 0 | 1 } = {}) {
  const r = await world.plantRecord(opts);
  const res = await s.request('POST', 'transport', { token: world.tokens.driver, body: createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }], over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { record: r, transport: res.body.data[0] as { id: string; code: string } };
}

describe('transport records', () => {
  it('GET transport?code answers the records of a code with project, client, deposit, products, state and duration', async () => {
    const { record, transport } = await transportOf({ acceptanceDate: ['2026-03-02 08:00:00'], arrivalDate: ['2026-03-02 08:45:00'] });
    const records = await read<TransportRecord[]>(`transport?code=${transport.code}`);
    expect(records).toHaveLength(1);
    const project = await s.connection.db.selectFrom('projects').select(['projectName', 'projectLocation']).where('id', '=', record.projectId).executeTakeFirstOrThrow();
    expect(records[0]).toMatchObject({
      id: transport.id,
      code: transport.code,
      orderAcceptanceDate: '2026-03-02 08:00:00',
      orderArrivalDate: '2026-03-02 08:45:00',
      state: 3,
      durationSeconds: 2700,
      project: { id: record.projectId, name: project.projectName, projectLocation: project.projectLocation },
      client: { id: record.clientId },
      warehouse: { id: record.id, withoutTransport: 0, invoiceWithUrl: [], productWarehouseRecord: [expect.objectContaining({ productId: record.productId, quantityForTransport: 1 })] },
      equipmentIds: [...world.equipmentIds].sort(),
    });
    expect(await read<TransportRecord[]>(`transport?projectId=${record.projectId}`)).toEqual(expect.arrayContaining([expect.objectContaining({ id: transport.id })]));
    expect(await read<TransportRecord>(`transport/${transport.id}/transport`)).toEqual(records[0]);
    expect((await s.request('GET', `transport/${newId()}/transport`, { token: world.tokens.driver })).status).toBe(404);
  });

  it("names the measured place of the project (its measure's location) beside the project's own, for the driver's map", async () => {
    const { record, transport } = await transportOf();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: world.demo.users.admin! }, async (w) => {
      const measure = await w.tx.selectFrom('measures').select('id').where('projectId', '=', record.projectId).executeTakeFirst();
      const place = { productLocation: '42.6511,21.1702', measureStatusId: 2 };
      await (measure ? w.update('measures', measure.id, place) : w.insert('measures', { clientId: record.clientId, projectId: record.projectId, ...place }));
    });
    expect((await read<TransportRecord>(`transport/${transport.id}/transport`)).project.measureLocation).toBe('42.6511,21.1702');
    expect((await read<TransportRecord[]>(`transport?code=${transport.code}`))[0]!.project.measureLocation).toBe('42.6511,21.1702');
  });

  it("links the deposit's invoices (files rows of the warehouse record) as invoiceWithUrl, as the spec and the warehouse's own record name them", async () => {
    const { record, transport } = await transportOf();
    const fileId = await writeDirect(s.connection, { companyId: world.demo.companyId, userId: world.demo.users.admin! }, async (w) => {
      const file = await w.insert('files', { ownerType: 'warehouseRecords', ownerId: record.id, kind: 'invoice', fileName: 'fatura.pdf', storedName: `${newId()}.pdf`, mime: 'application/pdf', size: 10, createdBy: null });
      return file.id;
    });
    expect((await read<TransportRecord>(`transport/${transport.id}/transport`)).warehouse?.invoiceWithUrl).toEqual([{ id: fileId, fileName: 'fatura.pdf', url: `/api/v1/files/${fileId}` }]);
  });

  it('GET transport/transports-all lists every transport of the company with its marker state', async () => {
    const started = await transportOf({ acceptanceDate: ['2026-03-03 07:00:00'] });
    const waiting = await transportOf();
    const all = await read<TransportRecord[]>('transport/transports-all');
    expect(all.find((t) => t.id === started.transport.id)?.state).toBe(2);
    expect(all.find((t) => t.id === waiting.transport.id)?.state).toBe(1);
    const seeded = await s.connection.db.selectFrom('transports').select('id').where('companyId', '=', world.demo.companyId).execute();
    expect(all).toHaveLength(seeded.length);
  });

  it('GET transport/not-installation keeps transports whose project has no installation, started in the range', async () => {
    const { record, transport } = await transportOf({ acceptanceDate: ['2026-04-10 08:00:00'] });
    const installed = await s.connection.db.selectFrom('installations').select('projectId').where('projectId', '=', record.projectId).executeTakeFirst();
    const inRange = await read<TransportRecord[]>('transport/not-installation?startDate=2026-04-10&endDate=2026-04-10');
    expect(inRange.some((t) => t.id === transport.id)).toBe(installed === undefined);
    expect(inRange.every((t) => t.acceptanceDate?.startsWith('2026-04-10'))).toBe(true);
    expect((await read<TransportRecord[]>('transport/not-installation?startDate=2026-04-11')).some((t) => t.id === transport.id)).toBe(false);
    expect((await s.request('GET', 'transport/not-installation?startDate=10.04.2026', { token: world.tokens.driver })).status).toBe(422);
  });

  it('GET transport/{id}/code answers the code of a project’s latest transport, null without one, 404 for no project', async () => {
    const { record, transport } = await transportOf();
    expect(await read(`transport/${record.projectId}/code`)).toEqual({ projectId: record.projectId, code: transport.code });
    const bare = await world.freeProject();
    const codes = await s.connection.db.selectFrom('transports').select('code').where('projectId', '=', bare).execute();
    if (codes.length === 0) expect(await read(`transport/${bare}/code`)).toEqual({ projectId: bare, code: null });
    expect((await s.request('GET', `transport/${newId()}/code`, { token: world.tokens.driver })).status).toBe(404);
  });

  it('POST transport/equipments answers the equipment recorded on those projects’ transports', async () => {
    const { record } = await transportOf();
    const res = await s.request('POST', 'transport/equipments', { token: world.tokens.driver, body: { projectId: [record.projectId] } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { value: string }) => e.value).sort()).toEqual(expect.arrayContaining([...world.equipmentIds].sort()));
    expect(res.body.data[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    expect((await s.request('POST', 'transport/equipments', { token: world.tokens.driver, body: {} })).body.data).toEqual([]);
  });
});

describe('the transport table', () => {
  it('GET transport/warehouse-records lists the records still waiting, with their drivers', async () => {
    const waiting = await world.plantRecord();
    const { record: carried } = await transportOf();
    const rows = await read<TransportProjectRow[]>('transport/warehouse-records');
    expect(rows.find((r) => r.warehouseRecordId === waiting.id)).toMatchObject({ status: 1, transportId: null, code: null, transportUserIds: [world.demo.users.driver] });
    expect(rows.some((r) => r.warehouseRecordId === carried.id)).toBe(false);
  });

  it('GET transport/projects filters by status 1 on hold / 2 started / 3 complete, withoutTransport and the start day', async () => {
    const onHold = await world.plantRecord();
    const started = await transportOf({ acceptanceDate: ['2026-05-04 08:00:00'] });
    const complete = await transportOf({ acceptanceDate: ['2026-05-05 08:00:00'], arrivalDate: ['2026-05-05 09:00:00'] });
    const pickup = await transportOf({}, { withoutTransport: 1 });
    const ids = async (query: string) => new Set((await read<TransportProjectRow[]>(`transport/projects?${query}`)).map((r) => r.warehouseRecordId));
    const one = await ids('status=1');
    expect([one.has(onHold.id), one.has(started.record.id), one.has(complete.record.id)]).toEqual([true, false, false]);
    const two = await ids('status=2&start=2026-05-04&end=2026-05-04');
    expect([two.has(started.record.id), two.has(complete.record.id)]).toEqual([true, false]);
    const three = await ids('status=3&start=2026-05-05');
    expect([three.has(complete.record.id), three.has(started.record.id)]).toEqual([true, false]);
    expect((await ids('status=3&end=2026-05-04')).has(complete.record.id)).toBe(false);
    const pickups = await ids('withoutTransport=1');
    expect([pickups.has(pickup.record.id), pickups.has(onHold.id)]).toEqual([true, false]);
    expect((await ids('withoutTransport=0')).has(onHold.id)).toBe(true);
    expect((await s.request('GET', 'transport/projects?status=4', { token: world.tokens.driver })).status).toBe(422);
  });
});

describe('the feed', () => {
  it('sends transports with their equipmentIds to drivers and installers, through pull and sync/rows alike', async () => {
    const { transport } = await transportOf({ acceptanceDate: ['2026-03-02 08:00:00'] });
    for (const role of ['driver', 'installer', 'observer'] as const) {
      const mirror = await pullAll(s, world.tokens[role]);
      const pulled = mirror.rows.get(`transports:${transport.id}`);
      expect(pulled?.data).toMatchObject({ id: transport.id, code: transport.code, equipmentIds: [...world.equipmentIds].sort() });
      expect(v.safeParse(TRANSPORT_ROWS.transports, pulled?.data).success).toBe(true);
      const rows = await s.request('GET', `sync/rows?entity=transports&ids=${transport.id}`, { token: world.tokens[role] });
      expect(rows.body.changes[0]).toEqual(pulled);
    }
    const worker = await pullAll(s, world.tokens.worker);
    expect(worker.rows.has(`transports:${transport.id}`)).toBe(false);
  });

  it('publishes a transport whose edit changed only its equipment', async () => {
    // A seeded transport that took some of the equipment (server/seed/logistics.ts).
    const partial = await s.connection.db
      .selectFrom('transportEquipment')
      .innerJoin('transports', 'transports.id', 'transportEquipment.transportId')
      .select(['transports.id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('transports.companyId', '=', world.demo.companyId)
      .where('transports.acceptanceDate', 'is not', null)
      .groupBy('transports.id')
      .orderBy('transports.id')
      .execute();
    const seeded = partial.find((p) => Number(p.n) < world.equipmentIds.length)!;
    const mirror = await pullAll(s, world.tokens.driver);
    expect((mirror.rows.get(`transports:${seeded.id}`)?.data as { equipmentIds: string[] }).equipmentIds).toHaveLength(Number(seeded.n));
    const res = await s.request('POST', `transport/${seeded.id}`, { token: world.tokens.driver, body: { equipmentIds: world.equipmentIds } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await pullAll(s, world.tokens.driver, mirror);
    expect((mirror.rows.get(`transports:${seeded.id}`)?.data as { equipmentIds: string[] }).equipmentIds.sort()).toEqual([...world.equipmentIds].sort());
  });
});
