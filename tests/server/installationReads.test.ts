import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import type { InstallationMapItem, InstallationRecord, InstallationTransportRow } from '../../domain/installation/reads.js';
import { pngBytes } from '../fixtures/files.js';
import { bothSignatures, installationForm, setUpInstallation, withId, type InstallationWorld, type PlantedTransport } from '../fixtures/installation.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let world: InstallationWorld;
/** Three transports: none installed, one started, one complete. */
let waiting: PlantedTransport;
let started: PlantedTransport;
let done: PlantedTransport;
let doneId: string;

beforeAll(async () => {
  s = await startTestServer();
  world = await setUpInstallation(s);
  [waiting, started, done] = [await world.plantTransport(), await world.plantTransport(), await world.plantTransport()];
  const form = (t: PlantedTransport, fields: Record<string, string>, files = bothSignatures()) => s.request('POST', 'installations', { token: world.tokens.installer, form: installationForm(t, withId(fields), files) });
  expect((await form(started, { installationStart: '2026-04-10 08:00:00' }, [])).status).toBe(201);
  const complete = await form(done, { installationStart: '2026-04-12 08:00:00', installationEnd: '2026-04-12 15:00:00' }, [...bothSignatures(), ['photos[]', pngBytes(), 'foto.png']]);
  expect(complete.status).toBe(201);
  doneId = complete.body.data.id;
});
afterAll(() => s.close());

const read = (url: string, token = world.tokens.installer) => s.request('GET', url, { token });

async function transports(query = '', token = world.tokens.installer): Promise<InstallationTransportRow[]> {
  const res = await read(`installations/transports${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('GET installations/transports', () => {
  it('lists transports with their project, client, warehouse record and installation, filtered by state and dates', async () => {
    const all = await transports();
    const row = all.find((r) => r.id === done.id)!;
    expect(row).toMatchObject({ projectId: done.projectId, installationState: 3, installation: { id: doneId, installationEnd: '2026-04-12 15:00:00' } });
    expect(row.warehouse?.id).toBe(done.warehouseRecordId);
    expect(row.client.clientName).not.toBe('');
    expect(all.find((r) => r.id === waiting.id)).toMatchObject({ installation: null, installationState: 1 });

    const ids = (rows: InstallationTransportRow[]) => rows.map((r) => r.id);
    expect(ids(await transports('?status=2'))).toContain(started.id);
    expect(ids(await transports('?status=2'))).not.toContain(done.id);
    expect(ids(await transports('?status=1'))).toContain(waiting.id);
    expect(ids(await transports('?withoutInstallation=1'))).toContain(waiting.id);
    expect(ids(await transports('?withoutInstallation=1'))).not.toContain(started.id);
    const april = ids(await transports('?startDate=2026-04-11&endDate=2026-04-12'));
    expect(april).toContain(done.id);
    expect(april).not.toContain(started.id);
    expect(ids(await transports(`?query=${encodeURIComponent(row.project.name.toUpperCase())}`))).toContain(done.id);
    expect(await transports('?query=zzz-asnje-projekt')).toEqual([]);
    expect((await read('installations/transports?status=7')).status).toBe(422);
  });

  it('shows the warehouse record total to full privileges only', async () => {
    const admin = (await transports('', world.tokens.admin)).find((r) => r.id === done.id)!;
    const installer = (await transports()).find((r) => r.id === done.id)!;
    expect(typeof admin.warehouseRecordTotalPrice).toBe('number');
    expect(installer.warehouseRecordTotalPrice).toBeNull();
  });
});

describe('GET installations and installations/map', () => {
  it('answers installation records with their signatures, photos and project info', async () => {
    const res = await read('installations');
    expect(res.status).toBe(200);
    const record = (res.body.data as InstallationRecord[]).find((r) => r.id === doneId)!;
    expect(record).toMatchObject({ transportId: done.id, state: 3, conditional: 0 });
    expect(record.installerSignature).toHaveLength(1);
    expect(record.clientSignature).toHaveLength(1);
    expect(record.installationFiles).toEqual([{ id: expect.any(String), fileName: 'foto.png', url: expect.stringMatching(/^\/api\/v1\/files\//) }]);
    expect(record.project.id).toBe(done.projectId);
    expect(record.project.warehouseRecord).toMatchObject({ id: done.warehouseRecordId, warehouseRecordTotalPrice: null });
    expect(record.project.warehouseRecord?.products[0]).toMatchObject({ quantityForTransport: 2, price: null });
    expect(record.project.equipments).toEqual([{ value: done.equipmentId, label: expect.any(String) }]);
    const admin = (await read('installations', world.tokens.admin)).body.data as InstallationRecord[];
    expect(typeof admin.find((r) => r.id === doneId)!.project.warehouseRecord?.warehouseRecordTotalPrice).toBe('number');
  });

  it('answers map items per project with their installations and marker state', async () => {
    const res = await read('installations/map');
    expect(res.status).toBe(200);
    const items = res.body.data as InstallationMapItem[];
    const item = items.find((i) => i.id === done.projectId)!;
    expect(item.projectName).not.toBe('');
    expect(item.installations).toContainEqual({ id: doneId, transportId: done.id, installationStart: '2026-04-12 08:00:00', installationEnd: '2026-04-12 15:00:00', state: 3 });
    expect([1, 2, 3]).toContain(item.state);
  });
});

describe('GET installations/{id}/project and installations/{id}/transport ({id} a transport)', () => {
  it('answers the project info and the transport with its installation, or null', async () => {
    const project = await read(`installations/${done.id}/project`);
    expect(project.status).toBe(200);
    expect(project.body.data).toMatchObject({ id: done.projectId, warehouseRecord: { id: done.warehouseRecordId }, equipments: [{ value: done.equipmentId }] });
    const transport = await read(`installations/${done.id}/transport`);
    expect(transport.status).toBe(200);
    expect(transport.body.data.transport).toMatchObject({ id: done.id, projectId: done.projectId });
    expect(transport.body.data.installation).toMatchObject({ id: doneId, state: 3 });
    expect((await read(`installations/${waiting.id}/transport`)).body.data.installation).toBeNull();
  });

  it('answers 404 for an id that is no transport of the company', async () => {
    for (const url of [`installations/${newId()}/project`, `installations/${newId()}/transport`, `installations/${doneId}/transport`, 'installations/abc/project']) {
      expect((await read(url)).status, url).toBe(404);
    }
    const acme = await s.login('admin', 'acme');
    expect((await read(`installations/${done.id}/transport`, acme)).status).toBe(404);
    expect((await read('installations', acme)).body.data.some((r: InstallationRecord) => r.id === doneId)).toBe(false);
  });
});

describe('who reads installations', () => {
  it('refuses users holding no installation reader module (403); observers read', async () => {
    for (const url of ['installations', 'installations/map', 'installations/transports', `installations/${done.id}/transport`, `installations/${done.id}/project`]) {
      for (const role of ['driver', 'office', 'worker'] as const) expect((await read(url, world.tokens[role])).status, `${role} ${url}`).toBe(403);
      expect((await read(url, world.tokens.observer)).status, `observer ${url}`).toBe(200);
    }
  });
});
