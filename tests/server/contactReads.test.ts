import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '../../domain/contact/clientSearch.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { clientForm, nextTag, projectForm, setUpContact, type ContactWorld } from '../fixtures/contact.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * The client and project reads every module makes (spec 000 §7): search,
 * the pickers' name lists, the module a client has reached, a project by id
 * or name and its products. Archived clients stay out of the lists.
 */
let s: TestServer;
let world: ContactWorld;
/** This file's own clients: a last name no seeded client has. */
const family = `Familja${nextTag()}`;
const ids: Record<'arta' | 'cela' | 'bora' | 'archived', string> = { arta: '', cela: '', bora: '', archived: '' };
let kitchenId: string;
let hashId: string;

beforeAll(async () => {
  s = await startTestServer();
  world = await setUpContact(s);
  const make = async (over: Parameters<typeof clientForm>[1]) => {
    const body = clientForm(world, { lastName: family, ...over });
    const res = await s.request('POST', 'clients', { token: world.tokens.office, body });
    if (res.status !== 201) throw new Error(`client: ${res.status} ${JSON.stringify(res.body)}`);
    return body;
  };
  const arta = await make({ firstnameAndLastname: 'Arta', phoneNumber: '+383 44 987 001', companyName: 'Druri shpk', businessNumber: '811223344', projects: [projectForm(world), projectForm(world, { projectName: 'Dhoma #2' })] });
  ids.arta = arta.id;
  kitchenId = arta.projects[0]!.id;
  hashId = arta.projects[1]!.id;
  ids.cela = (await make({ firstnameAndLastname: 'Çela', phoneNumber: '049 555 002' })).id;
  ids.bora = (await make({ firstnameAndLastname: 'Bora', phoneNumber: '045 555 003' })).id;
  ids.archived = (await make({ firstnameAndLastname: 'Arkiva', phoneNumber: '045 555 004' })).id;
  await world.write((w) => w.update('clients', ids.archived, { archivedAt: new Date().toISOString() }));
  await world.write((w) => w.update('clients', ids.bora, { moduleId: 3 }));
});
afterAll(() => s.close());

// A client reader: the whole client is theirs (CLIENT_READERS).
const get = (url: string, token = world.tokens.office) => s.request('GET', url, { token });
const idsOf = (body: { data: { id: string }[] }) => body.data.map((c) => c.id);

describe('GET clients/search', () => {
  it('finds by name (folded, either order), company, phone or business number, archived clients left out', async () => {
    expect(idsOf((await get(`clients/search?query=${family.toLowerCase()}`)).body)).toEqual([ids.arta, ids.bora, ids.cela]);
    expect(idsOf((await get(`clients/search?query=${encodeURIComponent(`cela ${family}`)}`)).body)).toEqual([ids.cela]);
    expect(idsOf((await get(`clients/search?query=${encodeURIComponent(`${family} ÇELA`)}`)).body)).toEqual([ids.cela]);
    expect(idsOf((await get('clients/search?query=druri')).body)).toEqual([ids.arta]);
    expect(idsOf((await get(`clients/search?query=${encodeURIComponent('044 987 001')}`)).body)).toEqual([ids.arta]);
    expect(idsOf((await get('clients/search?query=811223344')).body)).toEqual([ids.arta]);
    expect(idsOf((await get('clients/search?query=Arkiva')).body)).not.toContain(ids.archived);
  });

  it('answers whole clients, at most 20, and nobody for an empty query', async () => {
    const res = await get('clients/search?query=a');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(SEARCH_LIMIT);
    expect(res.body.data[0]).toHaveProperty('country');
    expect((await get('clients/search?query=')).body.data).toEqual([]);
    expect((await get('clients/search')).body.data).toEqual([]);
    expect((await get(`clients/search?query=${'x'.repeat(101)}`)).status).toBe(422);
  });
});

describe('the pickers: names of clients', () => {
  it('all-clients-with-id-and-firstname-and-lastname: every listed client by name, no archived one', async () => {
    const res = await get('clients/all-clients-with-id-and-firstname-and-lastname');
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((c: { lastName: string }) => c.lastName === family);
    expect(mine).toEqual([
      { id: ids.arta, firstnameAndLastname: 'Arta', lastName: family },
      { id: ids.bora, firstnameAndLastname: 'Bora', lastName: family },
      { id: ids.cela, firstnameAndLastname: 'Çela', lastName: family },
    ]);
  });

  it('clients-with-id-and-firstname-and-lastname?moduleId and POST clients/advanced-search: the clients in that module', async () => {
    const inModule = async (moduleId: number) => (await get(`clients/clients-with-id-and-firstname-and-lastname?moduleId=${moduleId}`)).body.data.map((c: { id: string }) => c.id);
    expect(await inModule(3)).toContain(ids.bora);
    expect(await inModule(3)).not.toContain(ids.arta);
    expect(await inModule(1)).toEqual(expect.arrayContaining([ids.arta, ids.cela]));
    const posted = await s.request('POST', 'clients/advanced-search', { token: world.tokens.observer, body: { moduleId: '3' } });
    expect(posted.status).toBe(200);
    expect(posted.body.data.map((c: { id: string }) => c.id)).toEqual(await inModule(3));
  });

  it('refuses a missing or unknown module', async () => {
    expect((await get('clients/clients-with-id-and-firstname-and-lastname')).body.errors).toEqual({ moduleId: MSG.fieldNeeded });
    expect((await get('clients/clients-with-id-and-firstname-and-lastname?moduleId=99999999999')).status).toBe(422);
    const posted = await s.request('POST', 'clients/advanced-search', { token: world.tokens.driver, body: {} });
    expect(posted.status).toBe(422);
    expect(posted.body.errors).toEqual({ moduleId: MSG.fieldNeeded });
  });
});

describe('GET clients/{id}/status', () => {
  it('answers the module the client is in and whether it has reached the one asked', async () => {
    expect((await get(`clients/${ids.bora}/status?statusId=2`)).body.data).toEqual({ moduleId: 3, reached: true });
    expect((await get(`clients/${ids.bora}/status?statusId=4`)).body.data).toEqual({ moduleId: 3, reached: false });
    expect((await get(`clients/${ids.arta}/status`)).body.data).toEqual({ moduleId: 1, reached: true });
    expect((await get(`clients/${ids.archived}/status?statusId=1`)).status).toBe(200);
    expect((await get(`clients/${ids.arta}/status?statusId=x`)).status).toBe(422);
    expect((await get(`clients/${newId()}/status`)).status).toBe(404);
  });
});

describe('project reads', () => {
  it('GET projects/{id}: the project with its orders and files; 404 for another company’s', async () => {
    const res = await get(`projects/${kitchenId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: kitchenId, clientId: ids.arta, projectName: 'Kuzhina', orders: [], projectFiles: [] });
    const acmeProject = await s.connection.db.selectFrom('projects').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    expect((await get(`projects/${acmeProject.id}`)).status).toBe(404);
  });

  it("GET project?projectName (exact, '#' sent as %23) or ?projectId; null when none", async () => {
    const byName = await get('project?projectName=Dhoma%20%232');
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ id: hashId, projectName: 'Dhoma #2' });
    expect((await get(`project?projectId=${kitchenId}`)).body.data.id).toBe(kitchenId);
    expect((await get(`project?projectId=${kitchenId}&projectName=Tjeter`)).body.data).toBeNull();
    expect((await get('project?projectName=dhoma%20%232')).body.data).toBeNull();
    expect((await get('project')).body.errors).toEqual({ projectId: MSG.fieldNeeded });
  });

  it('GET project/{id}/products: its product lines to who reads products, none to others', async () => {
    const productId = await world.write(async (w) => {
      const offer = await w.insert('offers', { number: 900_000 + Number(nextTag().slice(-4)), clientId: ids.arta, projectId: kitchenId });
      return (await w.insert('products', { offerId: offer.id, clientId: ids.arta, projectId: kitchenId, articleId: world.articleIds[0], type: 'K-1' })).id;
    });
    const res = await get(`project/${kitchenId}/products`, world.tokens.driver);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ id: productId, projectId: kitchenId, type: 'K-1' })]);
    const measurer = await get(`project/${kitchenId}/products`, world.tokens.measurer);
    expect(measurer.status).toBe(200);
    expect(measurer.body.data).toEqual([]);
    expect((await get(`project/${newId()}/products`)).status).toBe(404);
  });
});
