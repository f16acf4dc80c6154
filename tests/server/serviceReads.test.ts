import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { SERVICE_STATUSES } from '../../domain/service/statuses.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { registeredForm, setUpService, unregisteredForm, type ServiceWorld } from '../fixtures/service.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import type { DepositProject } from '../fixtures/warehouse.js';

/**
 * Service's reads (spec 001 §3 "Service ticket", "Service map row", §7): the
 * registered and unregistered lists by status, one ticket with its client,
 * status label, lines, photos and agreement files, the map, and the form's
 * choices (projects ready for service, a project's products, articles).
 */
let s: TestServer;
let world: ServiceWorld;
let p: DepositProject;
const ids = { pending: newId(), done: newId(), loose: newId() };
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpService(s);
  p = await world.project({ installed: true });
  const token = world.tokens.installer;
  const post = async (body: object) => expect((await s.request('POST', 'servicing', { token, body })).status).toBe(201);
  await post(registeredForm(p, { id: ids.pending, date: '2026-03-01' }));
  await post(registeredForm(p, { id: ids.done, servicingStatusId: 3, date: '2026-03-02', productId: [p.done[1]] }));
  await post(unregisteredForm(world, { id: ids.loose, servicingStatusId: 3 }));
});
afterAll(() => s.close());

const get = async (url: string) => {
  const res = await s.request('GET', url, { token: world.tokens.installer });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('the lists', () => {
  it('GET servicing/existing/servicing: registered tickets only, ?status filters', async () => {
    const all = idsOf(await get('servicing/existing/servicing'));
    expect(all).toEqual(expect.arrayContaining([ids.pending, ids.done]));
    expect(all).not.toContain(ids.loose);
    const pending = idsOf(await get('servicing/existing/servicing?status=1'));
    expect(pending).toContain(ids.pending);
    expect(pending).not.toContain(ids.done);
  });

  it('GET servicing/non/client: unregistered tickets only', async () => {
    const rows = await get('servicing/non/client');
    expect(idsOf(rows)).toContain(ids.loose);
    expect(rows.every((r: { projectId: string | null }) => r.projectId === null)).toBe(true);
  });

  it('GET servicing?status=: every kind of one status; a status outside 1–3 is refused', async () => {
    const done = idsOf(await get('servicing?status=3'));
    expect(done).toEqual(expect.arrayContaining([ids.done, ids.loose]));
    expect(done).not.toContain(ids.pending);
    expect(idsOf(await get('servicing'))).toEqual(expect.arrayContaining([ids.pending, ids.done, ids.loose]));
    expect((await s.request('GET', 'servicing?status=9', { token: world.tokens.installer })).status).toBe(422);
  });
});

describe('GET servicing/{id}', () => {
  it('reads a registered ticket with its project, the project’s client, the status label, its products and agreement files', async () => {
    const agreementFile = await writeDirect(s.connection, { companyId: world.demo.companyId, userId: world.demo.users.admin! }, async (w) => {
      const agreement = await w.insert('agreements', { clientId: p.clientId, offerId: null, projectId: p.projectId, start: null, end: null, comment: null });
      const file = await w.insert('files', { ownerType: 'agreements', ownerId: agreement.id, kind: 'agreement', fileName: 'Marreveshja.pdf', storedName: `${newId()}.pdf`, mime: 'application/pdf', size: 10, createdBy: null });
      return file.id;
    });
    const t = await get(`servicing/${ids.done}`);
    expect(t).toMatchObject({
      id: ids.done,
      project: { id: p.projectId, name: p.projectName },
      client: { firstName: expect.stringContaining('Klienti'), lastName: 'Depo' },
      status: { value: 3, label: SERVICE_STATUSES[2]!.label },
      productIds: [p.done[1]],
      productsServicing: [{ productId: p.done[1], articleId: null, name: expect.any(String) }],
      servicingFiles: [],
      agreementFiles: [{ id: agreementFile, fileName: 'Marreveshja.pdf', url: `/api/v1/files/${agreementFile}` }],
    });
    expect(t.productsServicing[0].name).not.toBe('');
  });

  it('reads an unregistered ticket’s client from its own fields and its articles by name', async () => {
    const t = await get(`servicing/${ids.loose}`);
    expect(t).toMatchObject({ project: null, client: { firstName: 'Arta', lastName: 'Gashi', city: 'Prishtine', phoneNumber: '+383 44 123 456' }, agreementFiles: [] });
    expect(t.productsServicing).toEqual([{ productId: null, articleId: world.articleIds[0], name: expect.any(String) }]);
  });

  it('answers 404 for an id that is no ticket of the company', async () => {
    expect((await s.request('GET', `servicing/${newId()}`, { token: world.tokens.installer })).status).toBe(404);
    expect((await s.request('GET', 'servicing/nje-id', { token: world.tokens.installer })).status).toBe(404);
  });
});

describe('the map and the form’s choices', () => {
  it('GET servicing/map: registered tickets at their project’s place with their status', async () => {
    const rows = await get('servicing/map');
    expect(rows).toContainEqual({ id: ids.pending, project: { id: p.projectId, name: p.projectName }, measureLocation: null, projectLocation: '42.6629,21.1655', status: { value: 1, label: SERVICE_STATUSES[0]!.label } });
    expect(idsOf(rows)).not.toContain(ids.loose);
  });

  it("GET servicing/map names the measured place of a ticket's project (its measure's location), as installations/map does", async () => {
    const measured = await world.project({ installed: true });
    const id = newId();
    expect((await s.request('POST', 'servicing', { token: world.tokens.installer, body: registeredForm(measured, { id, date: '2026-03-03' }) })).status).toBe(201);
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: world.demo.users.admin! }, (w) =>
      w.insert('measures', { clientId: measured.clientId, projectId: measured.projectId, productLocation: '42.6511,21.1702', measureStatusId: 2 }),
    );
    expect((await get('servicing/map')).find((r: { id: string }) => r.id === id)).toMatchObject({ measureLocation: '42.6511,21.1702', projectLocation: '42.6629,21.1655' });
  });

  it('GET servicing/projects: projects with an installation, with their ticket count', async () => {
    const bare = await world.project();
    const rows = await get('servicing/projects');
    expect(rows).toContainEqual(expect.objectContaining({ id: p.projectId, name: p.projectName, clientId: p.clientId, tickets: 2 }));
    expect(idsOf(rows)).not.toContain(bare.projectId);
  });

  it('GET servicing/projects/{id}/products: the project’s products; another id is not found', async () => {
    expect(idsOf(await get(`servicing/projects/${p.projectId}/products`)).sort()).toEqual([...p.done, p.inProduction].sort());
    expect((await s.request('GET', `servicing/projects/${newId()}/products`, { token: world.tokens.installer })).status).toBe(404);
  });

  it('GET servicing/articles: the company’s articles', async () => {
    expect(idsOf(await get('servicing/articles'))).toEqual(expect.arrayContaining(world.articleIds));
  });
});
