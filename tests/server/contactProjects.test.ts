import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { addDays } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { clientForm, contactCounts, setUpContact, type ContactWorld } from '../fixtures/contact.js';
import { formOf, pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * A client's projects after the client exists (spec 000 §5 "Project modal",
 * §7 POST projects with the spec's parallel lists, POST/DELETE projects/{id};
 * issue 14): names unique per client whatever their case, measure dates not
 * in the past, files owned by the project, deletes refused while the later
 * modules use the project or when it is the client's last.
 */
let s: TestServer;
let world: ContactWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpContact(s);
});
afterAll(() => s.close());

const createProjects = (body: unknown, token = world.tokens.office) => s.request('POST', 'projects', { token, body });
const editProject = (id: string, body: unknown, token = world.tokens.office) => s.request('POST', `projects/${id}`, { token, body });
const removeProject = (id: string, token = world.tokens.office) => s.request('DELETE', `projects/${id}`, { token });
const namesOf = async (clientId: string) => (await s.connection.db.selectFrom('projects').select('projectName').where('clientId', '=', clientId).execute()).map((p) => p.projectName).sort();

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) =>
  refused(s, call, message, field, async () => ({ counts: await contactCounts(s), disk: (await storedFiles(s.connection, s.config.dataDir)).onDisk }));

/** A client with one project 'Kuzhina', made through POST clients. */
async function client(): Promise<{ id: string; kitchenId: string }> {
  const body = clientForm(world);
  const res = await s.request('POST', 'clients', { token: world.tokens.office, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: body.id, kitchenId: body.projects[0]!.id };
}

describe('POST projects: the parallel lists', () => {
  it("adds the client's projects with the device's ids, orders per project, answering them in order", async () => {
    const c = await client();
    const ids = [newId(), newId()];
    const res = await createProjects({
      clientId: c.id,
      id: ids,
      projectName: ['Banjo', 'Dhoma #2'],
      shipmentDestinationId: [3, '2'],
      measureDate: [addDays(world.today, 5), ''],
      projectLocation: ['42.66,21.16', null],
      address: ['Rr. Nena Tereze 1', ''],
      projectComment: [null, 'Kati i dyte'],
      measureAssignee: [world.demo.users.office, null],
      orders: [[world.articleIds[0]], []],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MSG.saved);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: ids[0], clientId: c.id, projectName: 'Banjo', shipmentDestinationId: 3, measureDate: addDays(world.today, 5), measureAssignee: world.demo.users.office, orders: [world.articleIds[0]], projectFiles: [] }),
      expect.objectContaining({ id: ids[1], projectName: 'Dhoma #2', shipmentDestinationId: 2, measureDate: null, address: null, projectComment: 'Kati i dyte', orders: [] }),
    ]);
    expect(await namesOf(c.id)).toEqual(['Banjo', 'Dhoma #2', 'Kuzhina']);
  });

  it('takes form-data: orders[i][] and projectFiles[i][] per project', async () => {
    const c = await client();
    const form = formOf({ clientId: c.id, 'projectName[]': 'Banjo', 'orders[0][]': world.articleIds[1] }, [
      ['projectFiles[0][]', pdfBytes('banjo'), 'banjo.pdf'],
      ['projectFiles[0][]', pngBytes(), 'muri.png'],
    ]);
    form.append('projectName[]', 'Korridori');
    form.append('orders[1][]', world.articleIds[0]);
    form.append('orders[1][]', world.articleIds[1]);
    const res = await s.request('POST', 'projects', { token: world.tokens.office, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [bath, hall] = res.body.data;
    expect(bath).toMatchObject({ projectName: 'Banjo', orders: [world.articleIds[1]], shipmentDestinationId: 1 });
    expect(bath.projectFiles.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['banjo.pdf', 'muri.png']);
    expect(hall).toMatchObject({ projectName: 'Korridori', projectFiles: [] });
    expect([...hall.orders].sort()).toEqual([...world.articleIds].sort());
  });

  it("refuses a name the client already holds, whatever its case: 'Projekti \"{name}\" ekziston' with data.unique.name", async () => {
    const c = await client();
    const res = await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo', 'KUZHINA'] }), 'Projekti "KUZHINA" ekziston, provoni perseri!', 'projects.1.projectName');
    expect(res.body.data).toEqual({ unique: { name: 'KUZHINA' } });
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo', ' banjo '] }), 'Projekti "banjo" ekziston, provoni perseri!', 'projects.1.projectName');
    // Another client may have its own Kuzhina.
    const other = await client();
    expect((await createProjects({ clientId: other.id, projectName: ['Banjo'] })).status).toBe(201);
  });

  it('lets one of two saves of one name at once through (Kuzhina 2 and KUZHINA 2), the other refused', async () => {
    const c = await client();
    const answers = await Promise.all([createProjects({ clientId: c.id, projectName: ['Kuzhina 2'] }), createProjects({ clientId: c.id, projectName: ['KUZHINA 2'] })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await namesOf(c.id)).toHaveLength(2);
  });

  it("refuses the modal's rules, a client or article not of the company and a past measure date, changing nothing", async () => {
    const c = await client();
    const acmeClient = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo', ''] }), CONTACT_MSG.projectNameRequired, 'projects.1.projectName');
    await expectRefused(() => createProjects({ clientId: c.id, projectName: [] }), CONTACT_MSG.createProject, 'projects');
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo'], shipmentDestinationId: [''] }), CONTACT_MSG.destinationRequired, 'projects.0.shipmentDestinationId');
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo'], projectLocation: ['oborri'] }), CONTACT_MSG.locationOnlyLetters, 'projects.0.projectLocation');
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo'], measureDate: [addDays(world.today, -2)] }), CONTACT_MSG.measureDateInPast, 'projects.0.measureDate');
    await expectRefused(() => createProjects({ clientId: c.id, projectName: ['Banjo'], orders: [[world.acmeArticleId]] }), MSG.invalidValue, 'projects.0.orders');
    await expectRefused(() => createProjects({ clientId: acmeClient.id, projectName: ['Banjo'] }), MSG.invalidValue, 'clientId');
    await expectRefused(() => createProjects({ clientId: newId(), projectName: ['Banjo'] }), MSG.invalidValue, 'clientId');
    await expectRefused(() => createProjects({ clientId: c.id, id: [c.kitchenId], projectName: ['Banjo'] }), MSG.idTaken, 'id');
  });

  it('refuses a file under no project of the save', async () => {
    const c = await client();
    const form = formOf({ clientId: c.id, 'projectName[]': 'Banjo' }, [['projectFiles[1][]', pdfBytes(), 'plani.pdf']]);
    await expectRefused(() => s.request('POST', 'projects', { token: world.tokens.office, form }), MSG.invalidValue, 'projectFiles');
  });
});

describe('POST projects/{id}: edit', () => {
  it("changes what it sends, replaces the orders when sent, adds files: 'Te dhenat u edituan me sukses!'", async () => {
    const c = await client();
    expect((await editProject(c.kitchenId, { orders: [world.articleIds[0], world.articleIds[1]] })).status).toBe(200);
    const form = formOf({ projectName: 'Kuzhina e re', projectComment: 'Pa ashensor', 'orders[]': world.articleIds[1] }, [['projectFiles[]', pdfBytes('skica'), 'skica.pdf']]);
    const res = await s.request('POST', `projects/${c.kitchenId}`, { token: world.tokens.office, form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.edited);
    expect(res.body.data).toMatchObject({ id: c.kitchenId, clientId: c.id, projectName: 'Kuzhina e re', projectComment: 'Pa ashensor', address: 'Rr. Agim Ramadani 5', orders: [world.articleIds[1]] });
    expect(res.body.data.projectFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['skica.pdf']);
    const kept = await editProject(c.kitchenId, { address: null });
    expect(kept.body.data).toMatchObject({ projectName: 'Kuzhina e re', address: null, orders: [world.articleIds[1]], projectFiles: [expect.objectContaining({ fileName: 'skica.pdf' })] });
  });

  it('renames within the case of its own name, refuses another project’s name and never moves to another client', async () => {
    const c = await client();
    expect((await createProjects({ clientId: c.id, projectName: ['Banjo'] })).status).toBe(201);
    expect((await editProject(c.kitchenId, { projectName: 'KUZHINA' })).status).toBe(200);
    const res = await expectRefused(() => editProject(c.kitchenId, { projectName: 'banjo' }), 'Projekti "banjo" ekziston, provoni perseri!', 'projectName');
    expect(res.body.data).toEqual({ unique: { name: 'banjo' } });
    const other = await client();
    const moved = await editProject(c.kitchenId, { clientId: other.id, address: 'Rr. Dardania' });
    expect(moved.body.data.clientId).toBe(c.id);
  });

  it('keeps a measure date already passed, refuses a new one in the past', async () => {
    const c = await client();
    await world.write((w) => w.update('projects', c.kitchenId, { measureDate: addDays(world.today, -30) }));
    expect((await editProject(c.kitchenId, { measureDate: addDays(world.today, -30), projectComment: 'Matur' })).status).toBe(200);
    await expectRefused(() => editProject(c.kitchenId, { measureDate: addDays(world.today, -20) }), CONTACT_MSG.measureDateInPast, 'measureDate');
  });

  it('refuses an emptied name or destination, an assignee of another company, and answers 404 for no project of the company', async () => {
    const c = await client();
    await expectRefused(() => editProject(c.kitchenId, { projectName: '  ' }), CONTACT_MSG.projectNameRequired, 'projectName');
    await expectRefused(() => editProject(c.kitchenId, { shipmentDestinationId: '' }), CONTACT_MSG.destinationRequired, 'shipmentDestinationId');
    await expectRefused(() => editProject(c.kitchenId, { measureAssignee: world.acme.users.admin }), MSG.invalidValue, 'measureAssignee');
    await expectRefused(() => editProject(c.kitchenId, { orders: [world.acmeArticleId] }), MSG.invalidValue, 'orders');
    const acmeProject = await s.connection.db.selectFrom('projects').select('id').where('companyId', '=', world.acme.companyId).executeTakeFirstOrThrow();
    expect((await editProject(acmeProject.id, { address: 'x' })).status).toBe(404);
    expect((await editProject(newId(), { address: 'x' })).status).toBe(404);
  });
});

describe('DELETE projects/{id}', () => {
  it("deletes a project with its orders and files, once the client keeps another: 'Te dhenat u fshine me sukses!'", async () => {
    const c = await client();
    const form = formOf({ clientId: c.id, 'projectName[]': 'Banjo', 'orders[0][]': world.articleIds[0] }, [['projectFiles[0][]', pdfBytes('banjo'), 'banjo.pdf']]);
    const bath = (await s.request('POST', 'projects', { token: world.tokens.office, form })).body.data[0];
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await removeProject(bath.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: true, message: MSG.deleted });
    expect(await namesOf(c.id)).toEqual(['Kuzhina']);
    expect(await s.connection.db.selectFrom('projectOrders').select('id').where('projectId', '=', bath.id).execute()).toEqual([]);
    const after = await storedFiles(s.connection, s.config.dataDir);
    expect([after.rows, after.onDisk.length]).toEqual([before.rows - 1, before.onDisk.length - 1]);
  });

  it("refuses the client's last project: 'Ju lutem krijo projekt per kete klient'", async () => {
    const c = await client();
    await expectRefused(() => removeProject(c.kitchenId), CONTACT_MSG.createProject);
  });

  it("refuses a project a measure, a transport's record or a service ticket refers to: 'Ky projekt nuk mund te fshihet'", async () => {
    const c = await client();
    const made = await createProjects({ clientId: c.id, projectName: ['Banjo', 'Korridori', 'Dhoma'] });
    const [bath, hall, room] = (made.body.data as { id: string }[]).map((p) => p.id) as [string, string, string];
    await world.write(async (w) => {
      await w.insert('measures', { clientId: c.id, projectId: bath });
      await w.insert('serviceTickets', { projectId: hall, problem: 'Sirtari ka dale.' });
      await w.insert('warehouseRecords', { clientId: c.id, projectId: room, label: 'Dhoma #1' });
    });
    for (const id of [bath, hall, room]) await expectRefused(() => removeProject(id), CONTACT_MSG.projectNotDeletable);
  });

  it('keeps one of two projects deleted at once', async () => {
    const c = await client();
    const bath = (await createProjects({ clientId: c.id, projectName: ['Banjo'] })).body.data[0].id;
    const answers = await Promise.all([removeProject(c.kitchenId), removeProject(bath)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await namesOf(c.id)).toHaveLength(1);
  });
});
