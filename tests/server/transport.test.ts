import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { TRANSPORT_MSG } from '../../domain/transport/messages.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';
import { createBody, setUpTransport, type TransportWorld } from '../fixtures/transport.js';
import { writeDirect, writeTotals } from '../fixtures/directWrite.js';

/**
 * Transport's writes (spec 001 §5 "Transport", §7, §8; issue 12): one code
 * per create, the equipment checklist, new projects only, the start an edit
 * needs — each refusal with the spec's words and nothing changed.
 */
let s: TestServer;
let world: TransportWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpTransport(s);
});
afterAll(() => s.close());

const create = (body: unknown, token = world.tokens.driver, headers: Record<string, string> = {}) => s.request('POST', 'transport', { token, body, headers });
const edit = (id: string, body: unknown, token = world.tokens.driver) => s.request('POST', `transport/${id}`, { token, body });
const counter = async () =>
  Number((await s.connection.db.selectFrom('companyCounters').select('value').where('companyId', '=', world.demo.companyId).where('name', '=', 'transport').executeTakeFirst())?.value ?? 0);
const equipmentOf = async (transportId: string) =>
  (await s.connection.db.selectFrom('transportEquipment').select('equipmentId').where('transportId', '=', transportId).orderBy('equipmentId').execute()).map((e) => e.equipmentId);

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

describe('POST transport: one code per create', () => {
  it('creates one transport per project under a new code from the counter, with the device ids and every equipment', async () => {
    const [a, b] = [await world.plantRecord(), await world.plantRecord()];
    const ids = [newId(), newId()];
    const before = await counter();
    const res = await create(
      createBody(
        world,
        [
          { projectId: a.projectId, warehouseRecordId: a.id, id: ids[0] },
          { projectId: b.projectId, warehouseRecordId: b.id, id: ids[1] },
        ],
        { acceptanceDate: ['2026-03-02 08:15:00', ''], comment: ['Rruga e ngushte', null] },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(TRANSPORT_MSG.recordsCreated);
    expect(await counter()).toBe(before + 1);
    expect(res.body.data.map((t: { id: string }) => t.id)).toEqual(ids);
    for (const t of res.body.data) expect(t).toMatchObject({ code: String(before + 1), equipmentIds: [...world.equipmentIds].sort() });
    expect(res.body.data[0]).toMatchObject({ projectId: a.projectId, warehouseRecordId: a.id, acceptanceDate: '2026-03-02 08:15:00', arrivalDate: null, comment: 'Rruga e ngushte', transportDetails: 'Kamioni 7.5t, dy punetore.', name: null });
    expect(await equipmentOf(ids[0]!)).toEqual([...world.equipmentIds].sort());
  });

  it("says 'Rekordi u krijua me sukses!' for one transport, and takes the responsible person of a record without transport", async () => {
    const r = await world.plantRecord({ withoutTransport: 1 });
    const res = await create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }], { name: ['Arta Gashi'], email: ['arta@example.com'], phoneNumber: ['+383 44 123 456'] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MSG.recordCreated);
    expect(res.body.data[0]).toMatchObject({ name: 'Arta Gashi', email: 'arta@example.com', phoneNumber: '+383 44 123 456' });
  });

  it('adds new projects to an existing code; with none new it answers the spec and changes nothing', async () => {
    const [a, b] = [await world.plantRecord(), await world.plantRecord()];
    const first = await create(createBody(world, [{ projectId: a.projectId, warehouseRecordId: a.id }]));
    const code = first.body.data[0].code as string;
    const before = await counter();
    const both = [
      { projectId: a.projectId, warehouseRecordId: a.id },
      { projectId: b.projectId, warehouseRecordId: b.id },
    ];
    const joined = await create(createBody(world, both, { code: [code, code] }));
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.data).toEqual([expect.objectContaining({ code, warehouseRecordId: b.id })]);
    expect(await counter()).toBe(before);
    await expectRefused(() => create(createBody(world, both, { code: [code, code] })), TRANSPORT_MSG.noNewProjects, 'projectId');
    // A record is transported once, under whatever code.
    await expectRefused(() => create(createBody(world, [{ projectId: a.projectId, warehouseRecordId: a.id }])), TRANSPORT_MSG.noNewProjects, 'projectId');
  });

  it('refuses no project, a missing or unknown equipment, a record of another project, an unknown code, an arrival before the start', async () => {
    const r = await world.plantRecord();
    const other = await world.plantRecord();
    const target = [{ projectId: r.projectId, warehouseRecordId: r.id }];
    await expectRefused(() => create(createBody(world, [])), TRANSPORT_MSG.chooseProjects, 'projectId');
    await expectRefused(() => create({ equipmentIds: world.equipmentIds }), TRANSPORT_MSG.chooseProjects, 'projectId');
    await expectRefused(() => create(createBody(world, target, { equipmentIds: world.equipmentIds.slice(1) })), TRANSPORT_MSG.allEquipment, 'equipmentIds');
    await expectRefused(() => create(createBody(world, target, { equipmentIds: [] })), TRANSPORT_MSG.allEquipment, 'equipmentIds');
    await expectRefused(() => create(createBody(world, target, { equipmentIds: [...world.equipmentIds, newId()] })), MSG.invalidValue, 'equipmentIds');
    if (other.projectId !== r.projectId) {
      await expectRefused(() => create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: other.id }])), MSG.invalidValue, 'warehouseRecordId');
    }
    await expectRefused(() => create(createBody(world, [{ projectId: newId(), warehouseRecordId: null }])), MSG.invalidValue, 'projectId');
    await expectRefused(() => create(createBody(world, target, { code: ['999999'] })), MSG.invalidValue, 'code');
    await expectRefused(() => create(createBody(world, target, { acceptanceDate: ['2026-03-02 10:00:00'], arrivalDate: ['2026-03-02 09:59:59'] })), TRANSPORT_MSG.arrivalBeforeStart, 'arrivalDate');
    await expectRefused(() => create(createBody(world, target, { acceptanceDate: ['02.03.2026 10:00'] })), MSG.invalidDate, 'acceptanceDate.0');
  });
});

describe('POST transport/{id}: edit by id', () => {
  async function made() {
    const r = await world.plantRecord();
    const res = await create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }], { acceptanceDate: ['2026-03-02 08:00:00'] }));
    expect(res.status).toBe(201);
    return res.body.data[0] as { id: string; code: string; projectId: string };
  }

  it("stamps the arrival: 'Transporti u editua me sukses!', complete, and what it leaves out stays", async () => {
    const t = await made();
    const res = await edit(t.id, { arrivalDate: '2026-03-02 09:30:15', transportDetails: 'Furgoni' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(TRANSPORT_MSG.transportEdited);
    expect(res.body.data).toMatchObject({ acceptanceDate: '2026-03-02 08:00:00', arrivalDate: '2026-03-02 09:30:15', transportDetails: 'Furgoni', code: t.code });
    const record = await s.request('GET', `transport/${t.id}/transport`, { token: world.tokens.driver });
    expect(record.body.data).toMatchObject({ state: 3, durationSeconds: 5415, orderAcceptanceDate: '2026-03-02 08:00:00', orderArrivalDate: '2026-03-02 09:30:15' });
  });

  it("refuses an edit without a start ('Duhet te kete date te nisjes!'), an arrival before it, and a partial checklist", async () => {
    const t = await made();
    await expectRefused(() => edit(t.id, { acceptanceDate: '' }), TRANSPORT_MSG.needsStart, 'acceptanceDate');
    await expectRefused(() => edit(t.id, { acceptanceDate: null, arrivalDate: '2026-03-02 09:00:00' }), TRANSPORT_MSG.needsStart, 'acceptanceDate');
    await expectRefused(() => edit(t.id, { arrivalDate: '2026-03-01 23:00:00' }), TRANSPORT_MSG.arrivalBeforeStart, 'arrivalDate');
    await expectRefused(() => edit(t.id, { equipmentIds: world.equipmentIds.slice(0, 1) }), TRANSPORT_MSG.allEquipment, 'equipmentIds');
    const stranger = await world.plantRecord();
    await expectRefused(() => edit(t.id, { warehouseRecordId: stranger.projectId === t.projectId ? newId() : stranger.id }), MSG.invalidValue, 'warehouseRecordId');
  });

  it('answers 404 for an id that is no transport of the company', async () => {
    expect((await edit(newId(), { acceptanceDate: '2026-03-02 08:00:00' })).status).toBe(404);
    expect((await s.request('DELETE', `transport/${newId()}`, { token: world.tokens.driver })).status).toBe(404);
  });
});

describe('DELETE transport/{id}', () => {
  it('deletes the transport with its equipment; its record waits for a transport again', async () => {
    const r = await world.plantRecord();
    const t = (await create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }]))).body.data[0] as { id: string };
    const res = await s.request('DELETE', `transport/${t.id}`, { token: world.tokens.driver });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.deleted);
    expect(await equipmentOf(t.id)).toEqual([]);
    expect(await s.connection.db.selectFrom('transports').select('id').where('id', '=', t.id).execute()).toEqual([]);
    expect((await create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }]))).status).toBe(201);
  });

  it("refuses a transport an installation was made of ('Ky transport ka instalim, nuk mund te fshihet!'), signed off or not, and changes nothing", async () => {
    for (const installationEnd of [null, '2026-03-02 15:00:00']) {
      const r = await world.plantRecord();
      const t = (await create(createBody(world, [{ projectId: r.projectId, warehouseRecordId: r.id }]))).body.data[0] as { id: string };
      const installationId = newId();
      await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) =>
        w.insert('installations', { id: installationId, projectId: r.projectId, transportId: t.id, installationStart: '2026-03-02 09:00:00', installationEnd }),
      );
      const before = await writeTotals(s.connection);
      const res = await s.request('DELETE', `transport/${t.id}`, { token: world.tokens.driver });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toBe(TRANSPORT_MSG.hasInstallation);
      expect(await writeTotals(s.connection)).toEqual(before);
      expect(await equipmentOf(t.id)).not.toEqual([]);
      expect((await s.connection.db.selectFrom('installations').select('transportId').where('id', '=', installationId).executeTakeFirstOrThrow()).transportId).toBe(t.id);
    }
  });
});
