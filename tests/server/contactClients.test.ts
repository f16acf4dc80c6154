import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { addDays } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { clientForm, contactCounts, nextTag, projectForm, setUpContact, type ContactWorld } from '../fixtures/contact.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { formOf, pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * Contact's client writes (spec 000 §4, §5 "Contact", §7, §8; issue 14): a
 * new client with its projects in one POST, edits, deletes refused while
 * anything refers to the client, the push to the next module — each refusal
 * with the spec's words and nothing changed.
 */
let s: TestServer;
let world: ContactWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpContact(s);
});
afterAll(() => s.close());

const create = (body: unknown, token = world.tokens.office, headers: Record<string, string> = {}) => s.request('POST', 'clients', { token, body, headers });
const edit = (id: string, body: unknown, token = world.tokens.office) => s.request('POST', `clients/${id}?_method=PATCH`, { token, body });
const stored = (id: string) => s.connection.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
const projectsOf = (clientId: string) => s.connection.db.selectFrom('projects').selectAll().where('clientId', '=', clientId).orderBy('projectName').execute();

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) =>
  refused(s, call, message, field, async () => ({ counts: await contactCounts(s), disk: (await storedFiles(s.connection, s.config.dataDir)).onDisk }));

/** A client made through POST clients: its id and its projects' ids. */
async function made(over: Parameters<typeof clientForm>[1] = {}) {
  const body = clientForm(world, over);
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: body.id, body, projectIds: (res.body.data.projects as { id: string }[]).map((p) => p.id) };
}

describe('POST clients: a new client with its projects', () => {
  it("creates the client with the device's ids, the caller as agent, module 1 and its projects: 'Klienti u krijua me sukses'", async () => {
    const kitchen = projectForm(world, { orders: [world.articleIds[1], world.articleIds[0], world.articleIds[1]], measureAssignee: world.demo.users.office!, shipmentDestinationId: '2', projectComment: 'Kati i dyte' });
    const bath = projectForm(world, { projectName: 'Banjo', measureDate: null, projectLocation: null });
    const body = clientForm(world, { email: 'arta@example.com', companyName: 'Arta shpk', country: '76', projects: [kitchen, bath] });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CONTACT_MSG.clientCreated);
    expect(res.body.data).toMatchObject({
      id: body.id,
      firstnameAndLastname: 'Arta',
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      email: 'arta@example.com',
      companyName: 'Arta shpk',
      secondAddress: null,
      country: { id: 76, name: 'Kosove' },
      city: { id: world.cities.prishtine, name: 'Prishtine' },
      agentId: world.demo.users.office,
      agent: 'Drita Berisha',
      moduleId: 1,
      archivedAt: null,
    });
    expect(res.body.data.projects).toEqual([
      expect.objectContaining({ id: kitchen.id, clientId: body.id, projectName: 'Kuzhina', shipmentDestinationId: 2, measureAssignee: world.demo.users.office, projectComment: 'Kati i dyte', orders: expect.arrayContaining(world.articleIds), projectFiles: [] }),
      expect.objectContaining({ id: bath.id, projectName: 'Banjo', shipmentDestinationId: 1, measureDate: null, orders: [] }),
    ]);
    expect(res.body.data.projects[0].orders).toHaveLength(2);
    expect(await projectsOf(body.id)).toHaveLength(2);
  });

  it("refuses a client without a project: 'Ju lutem krijo projekt per kete klient'", async () => {
    await expectRefused(() => create(clientForm(world, { projects: [] })), CONTACT_MSG.createProject, 'projects');
    const { projects: _none, ...noList } = clientForm(world);
    await expectRefused(() => create(noList), CONTACT_MSG.createProject, 'projects');
  });

  it("refuses the fields' rules with the spec's words", async () => {
    await expectRefused(() => create(clientForm(world, { firstnameAndLastname: ' ' })), MSG.firstNameRequired, 'firstnameAndLastname');
    await expectRefused(() => create(clientForm(world, { lastName: 'G' })), MSG.tooShort, 'lastName');
    await expectRefused(() => create(clientForm(world, { city: '' })), MSG.fillFieldSq, 'city');
    await expectRefused(() => create(clientForm(world, { phoneNumber: '044-abc-123' })), MSG.invalidPhone, 'phoneNumber');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { projectName: '' })] })), CONTACT_MSG.projectNameRequired, 'projects.0.projectName');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world), projectForm(world, { projectName: 'KUZHINA' })] })), CONTACT_MSG.projectExists.replace('{name}', 'KUZHINA'), 'projects.1.projectName');
  });

  it('refuses a place that is none, or a city of another country, on its field', async () => {
    await expectRefused(() => create(clientForm(world, { city: 999_999 })), MSG.invalidValue, 'city');
    await expectRefused(() => create(clientForm(world, { city: world.cities.tirane })), MSG.invalidValue, 'city');
    await expectRefused(() => create(clientForm(world, { country: 99_999 })), MSG.invalidValue, 'country');
    await expectRefused(() => create(clientForm(world, { city: 2 ** 40 })), MSG.invalidValue, 'city');
    const albanian = await create(clientForm(world, { country: 2, city: world.cities.tirane }));
    expect(albanian.status, JSON.stringify(albanian.body)).toBe(201);
  });

  it('refuses a measure date before yesterday (server day), an article or an assignee not of the company', async () => {
    const past = projectForm(world, { measureDate: addDays(world.today, -2) });
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { projectName: 'A' }), past] })), CONTACT_MSG.measureDateInPast, 'projects.1.measureDate');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { orders: [world.acmeArticleId] })] })), MSG.invalidValue, 'projects.0.orders');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { measureAssignee: world.acme.users.admin! })] })), MSG.invalidValue, 'projects.0.measureAssignee');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { measureAssignee: newId() })] })), MSG.invalidValue, 'projects.0.measureAssignee');
    const yesterday = await create(clientForm(world, { projects: [projectForm(world, { measureDate: addDays(world.today, -1) })] }));
    expect(yesterday.status, JSON.stringify(yesterday.body)).toBe(201);
  });

  it("refuses an id already taken, and a project id sent twice, changing nothing", async () => {
    const first = await made();
    await expectRefused(() => create(clientForm(world, { id: first.id })), MSG.idTaken, 'id');
    const same = newId();
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { id: same }), projectForm(world, { id: same, projectName: 'Banjo' })] })), MSG.invalidValue, 'projects.1.id');
    await expectRefused(() => create(clientForm(world, { projects: [projectForm(world, { id: first.projectIds[0]! })] })), MSG.idTaken, 'id');
  });

  it('applies a create replayed under its Idempotency-Key once', async () => {
    const body = clientForm(world);
    const headers = { 'idempotency-key': newId() };
    const first = await create(body, world.tokens.office, headers);
    const again = await create(body, world.tokens.office, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await projectsOf(body.id)).toHaveLength(1);
  });
});

describe('POST clients: a duplicate', () => {
  it("answers 'Ky klient ekziston!' with data.unique and the existing client's id: same names (folded) and phone", async () => {
    const first = await made({ firstnameAndLastname: 'Çelë', phoneNumber: '044 123 991' });
    const twin = clientForm(world, { firstnameAndLastname: 'cele', lastName: first.body.lastName.toUpperCase(), phoneNumber: '+383 44 123 991' });
    const res = await expectRefused(() => create(twin), CONTACT_MSG.clientExists, 'firstnameAndLastname');
    expect(res.body.data).toEqual({ unique: true, id: first.id });
    // Another phone: another person of the same name.
    expect((await create(clientForm(world, { firstnameAndLastname: 'Çelë', lastName: first.body.lastName, phoneNumber: '044 123 992' }))).status).toBe(201);
  });

  it('finds the duplicate among archived clients too', async () => {
    const first = await made();
    await world.write((w) => w.update('clients', first.id, { archivedAt: new Date().toISOString() }));
    const res = await expectRefused(() => create(clientForm(world, { lastName: first.body.lastName, phoneNumber: first.body.phoneNumber })), CONTACT_MSG.clientExists);
    expect(res.body.data.id).toBe(first.id);
  });

  it('lets one of two duplicates created at once through, the other refused', async () => {
    const tag = nextTag();
    const twin = () => clientForm(world, { lastName: `Njekohesisht${tag}`, phoneNumber: `049 ${tag.slice(-6)}` });
    const answers = await Promise.all([create(twin()), create(twin()), create(twin())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const rows = await s.connection.db.selectFrom('clients').select('id').where('lastName', '=', `Njekohesisht${tag}`).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST clients with project files (multipart)', () => {
  /** The form the outbox sends (src/local/transport.ts formDataOf): fields as text, each project as JSON, files as `projectFiles[i][]`. */
  function multipart(body: ReturnType<typeof clientForm>, files: [field: string, bytes: Buffer, name: string][]) {
    const { projects, ...fields } = body;
    const form = formOf(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), files);
    for (const p of projects) form.append('projects[]', JSON.stringify(p));
    return form;
  }

  it('stores the files of each project, owned by the project', async () => {
    const body = clientForm(world, { projects: [projectForm(world), projectForm(world, { projectName: 'Banjo' })] });
    const res = await s.request('POST', 'clients', {
      token: world.tokens.office,
      form: multipart(body, [
        ['projectFiles[0][]', pdfBytes('plani'), 'plani.pdf'],
        ['projectFiles[0][]', pngBytes(), 'foto.png'],
        ['projectFiles[1][]', pdfBytes('banjo'), 'banjo.pdf'],
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [kitchen, bath] = res.body.data.projects;
    expect(kitchen.projectFiles.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['foto.png', 'plani.pdf']);
    expect(bath.projectFiles).toEqual([{ id: expect.any(String), fileName: 'banjo.pdf', fileUrl: `/api/v1/files/${bath.projectFiles[0].id}` }]);
    const rows = await s.connection.db.selectFrom('files').select(['ownerType', 'ownerId', 'kind']).where('ownerId', 'in', [kitchen.id, bath.id]).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((f) => f.ownerType === 'projects' && f.kind === 'projectFiles')).toBe(true);
    const download = await s.request('GET', `files/${bath.projectFiles[0].id}`, { token: world.tokens.driver });
    expect(download.status).toBe(200);
  });

  it('refuses a file that is no image or PDF, and a file of no project of the save, leaving no file behind', async () => {
    const body = clientForm(world);
    await expectRefused(() => s.request('POST', 'clients', { token: world.tokens.office, form: multipart(body, [['projectFiles[0][]', Buffer.from('MZ not a plan'), 'plan.exe']]) }), MSG.onlyPdfOrImages, 'projectFiles[0]');
    await expectRefused(() => s.request('POST', 'clients', { token: world.tokens.office, form: multipart(body, [['projectFiles[1][]', pdfBytes(), 'plani.pdf']]) }), MSG.invalidValue, 'projectFiles');
    await expectRefused(() => s.request('POST', 'clients', { token: world.tokens.office, form: multipart(body, [['projectFiles[]', pdfBytes(), 'plani.pdf']]) }), MSG.invalidValue, 'projectFiles');
  });

  it('refuses a project sent as text that is no JSON object', async () => {
    const body = clientForm(world);
    const form = multipart({ ...body, projects: [] }, []);
    form.append('projects[]', '{not json');
    await expectRefused(() => s.request('POST', 'clients', { token: world.tokens.office, form }), MSG.invalidValue);
  });
});

describe('POST clients/{id}: edit', () => {
  it("changes what the edit sends and keeps the rest, by POST ?_method=PATCH or PATCH: 'Klienti u ndryshua me sukses'", async () => {
    const client = await made({ email: 'para@example.com', address: 'Rr. e vjeter 1' });
    const res = await edit(client.id, { address: 'Rr. e re 2', secondPhoneNumber: '', firstnameAndLastname: 'blerta' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(CONTACT_MSG.clientEdited);
    expect(res.body.data).toMatchObject({ id: client.id, firstnameAndLastname: 'Blerta', address: 'Rr. e re 2', email: 'para@example.com', secondPhoneNumber: null, agentId: world.demo.users.office, moduleId: 1 });
    const patched = await s.request('PATCH', `clients/${client.id}`, { token: world.tokens.office, body: { email: null, country: 2, city: world.cities.tirane } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ email: null, country: { id: 2 }, city: { id: world.cities.tirane }, address: 'Rr. e re 2' });
  });

  it('refuses an edit into another client (itself excluded), a required field emptied and a city of another country', async () => {
    const one = await made();
    const other = await made();
    expect((await edit(one.id, { lastName: one.body.lastName, phoneNumber: one.body.phoneNumber })).status).toBe(200);
    const res = await expectRefused(() => edit(one.id, { lastName: other.body.lastName, phoneNumber: other.body.phoneNumber }), CONTACT_MSG.clientExists, 'firstnameAndLastname');
    expect(res.body.data).toEqual({ unique: true, id: other.id });
    await expectRefused(() => edit(one.id, { lastName: '' }), MSG.lastNameRequired, 'lastName');
    await expectRefused(() => edit(one.id, { city: world.cities.tirane }), MSG.invalidValue, 'city');
  });

  it('edits a client that already had a twin when the edit leaves its identity alone', async () => {
    const one = await made();
    const twin = await world.write((w) => w.insert('clients', { firstnameAndLastname: 'Arta', lastName: one.body.lastName, phoneNumber: one.body.phoneNumber, cityId: world.cities.prishtine }));
    expect((await edit(twin.id, { address: 'Rr. Dardania' })).status).toBe(200);
  });

  it("answers 404 for another company's client and for no client", async () => {
    const acmeClient = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    expect((await edit(acmeClient.id, { address: 'x' })).status).toBe(404);
    expect((await edit(newId(), { address: 'x' })).status).toBe(404);
  });
});

describe('DELETE clients/{id} and POST clients/{id}/delete', () => {
  it("deletes the client with its projects, their orders and files: 'Klienti u fshi me sukses'", async () => {
    const form = formOf({}, [['projectFiles[]', pdfBytes('fshij'), 'plani.pdf']]);
    const client = await made({ projects: [projectForm(world, { orders: [world.articleIds[0]] }), projectForm(world, { projectName: 'Banjo' })] });
    const withFile = await s.request('POST', `projects/${client.projectIds[0]}`, { token: world.tokens.office, form });
    expect(withFile.status, JSON.stringify(withFile.body)).toBe(200);
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await s.request('DELETE', `clients/${client.id}`, { token: world.tokens.office });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: true, message: CONTACT_MSG.clientDeleted });
    expect(await stored(client.id)).toBeUndefined();
    expect(await projectsOf(client.id)).toEqual([]);
    expect(await s.connection.db.selectFrom('projectOrders').select('id').where('projectId', 'in', client.projectIds).execute()).toEqual([]);
    const after = await storedFiles(s.connection, s.config.dataDir);
    expect(after.rows).toBe(before.rows - 1);
    expect(after.onDisk).toHaveLength(before.onDisk.length - 1);
  });

  it('deletes by POST clients/{id}/delete as well', async () => {
    const client = await made();
    const res = await s.request('POST', `clients/${client.id}/delete`, { token: world.tokens.office });
    expect(res.status).toBe(200);
    expect(await stored(client.id)).toBeUndefined();
  });

  it("refuses a client a measure, a product or a project's service ticket refers to: 'Ky klient nuk mund te fshihet'", async () => {
    const measured = await made();
    await world.write((w) => w.insert('measures', { clientId: measured.id, projectId: measured.projectIds[0]! }));
    await expectRefused(() => s.request('DELETE', `clients/${measured.id}`, { token: world.tokens.office }), CONTACT_MSG.clientNotDeletable);
    await expectRefused(() => s.request('POST', `clients/${measured.id}/delete`, { token: world.tokens.office }), CONTACT_MSG.clientNotDeletable);

    const serviced = await made({ projects: [projectForm(world), projectForm(world, { projectName: 'Banjo' })] });
    await world.write((w) => w.insert('serviceTickets', { projectId: serviced.projectIds[1]!, problem: 'Dera nuk mbyllet.' }));
    await expectRefused(() => s.request('DELETE', `clients/${serviced.id}`, { token: world.tokens.office }), CONTACT_MSG.clientNotDeletable);
    expect(await projectsOf(serviced.id)).toHaveLength(2);
  });

  it("answers 404 for another company's client", async () => {
    const acmeClient = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    expect((await s.request('DELETE', `clients/${acmeClient.id}`, { token: world.tokens.office })).status).toBe(404);
    expect(await stored(acmeClient.id)).toBeDefined();
  });
});

describe('POST modules/create-client-for-next-module', () => {
  const push = (clientId: string, moduleId: unknown, token = world.tokens.office) => s.request('POST', 'modules/create-client-for-next-module', { token, body: { clientId, moduleId } });

  it('moves the client forward and answers it; a module not beyond its own leaves it where it is', async () => {
    const client = await made();
    const res = await push(client.id, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: client.id, moduleId: 2 });
    expect((await push(client.id, '5')).body.data.moduleId).toBe(5);
    const totals = await writeTotals(s.connection);
    const back = await push(client.id, 2);
    expect(back.status).toBe(200);
    expect(back.body.data.moduleId).toBe(5);
    expect(await writeTotals(s.connection)).toEqual(totals);
  });

  it('ends at the further module when pushes race', async () => {
    const client = await made();
    await Promise.all([push(client.id, 3), push(client.id, 2), push(client.id, 4), push(client.id, 2)]);
    expect((await stored(client.id))?.moduleId).toBe(4);
  });

  it("refuses a module that is none, and a client that is not the company's", async () => {
    const client = await made();
    await expectRefused(() => push(client.id, 6), MSG.invalidValue, 'moduleId');
    await expectRefused(() => push(client.id, 0), MSG.invalidValue, 'moduleId');
    await expectRefused(() => push(client.id, undefined), MSG.fieldNeeded, 'moduleId');
    const acmeClient = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    await expectRefused(() => push(acmeClient.id, 2), MSG.invalidValue, 'clientId');
  });
});
