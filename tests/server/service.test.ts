import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { PRODUCTION_MSG } from '../../domain/production/messages.js';
import { SERVICE_MSG } from '../../domain/service/messages.js';
import { registeredForm, setUpService, unregisteredForm, type ServiceWorld } from '../fixtures/service.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * Service's writes (spec 001 §5 "Service", §7, §8; issue 13): registered
 * tickets with their project's products, unregistered ones with the client's
 * names and articles, edits that rewrite the lines, deletes by ticket or by
 * project — each refusal with the spec's words and nothing changed.
 */
let s: TestServer;
let world: ServiceWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpService(s);
});
afterAll(() => s.close());

const create = (body: unknown, token = world.tokens.installer, headers: Record<string, string> = {}) => s.request('POST', 'servicing', { token, body, headers });
const edit = (id: string, body: unknown, token = world.tokens.installer) => s.request('POST', `servicing/${id}`, { token, body });
const remove = (id: string, token = world.tokens.installer) => s.request('DELETE', `servicing/${id}`, { token });
const linesOf = (ticketId: string) => s.connection.db.selectFrom('serviceTicketProducts').select(['productId', 'articleId']).where('serviceTicketId', '=', ticketId).execute();
const ticketIds = async () => (await s.connection.db.selectFrom('serviceTickets').select('id').where('companyId', '=', world.demo.companyId).execute()).map((t) => t.id);

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

describe('POST servicing: create', () => {
  it("creates a registered ticket with the device's id and its project's products: 'Servisimi u krijua me sukses'", async () => {
    const p = await world.project();
    const body = registeredForm(p, { productId: [p.done[1], p.done[0], p.done[1]], warning: 'Merrni mentesha rezerve.', date: '2026-03-04', start: '2026-03-04 09:00:00', servicingStatusId: '2', firstname: 'Injoruar' });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(SERVICE_MSG.serviceCreated);
    expect(res.body.data).toMatchObject({
      id: body.id,
      projectId: p.projectId,
      firstname: null,
      problem: body.problem,
      warning: 'Merrni mentesha rezerve.',
      date: '2026-03-04',
      start: '2026-03-04 09:00:00',
      end: null,
      statusId: 2,
      productIds: [...p.done].sort(),
      articleIds: [],
    });
    expect(await linesOf(body.id)).toHaveLength(2);
  });

  it('creates an unregistered client’s ticket with the client’s fields and articles, pending when no status is sent', async () => {
    const body = unregisteredForm(world, { articleId: [world.articleIds[1], world.articleIds[0]] });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ projectId: null, firstname: 'Arta', lastname: 'Gashi', city: 'Prishtine', email: 'arta@example.com', statusId: 1, productIds: [], articleIds: [...world.articleIds].sort() });
    expect((await linesOf(body.id)).every((l) => l.productId === null)).toBe(true);
  });

  it("refuses a registered ticket without a project ('Ju lutem zgjidhni projektin!') and one without a problem ('Komentoni ne problemin!')", async () => {
    const p = await world.project();
    await expectRefused(() => create(registeredForm(p, { projectId: '' })), SERVICE_MSG.chooseProject, 'projectId');
    await expectRefused(() => create({ id: newId(), problem: 'Rrjedh uji.' }), SERVICE_MSG.chooseProject, 'projectId');
    await expectRefused(() => create(registeredForm(p, { problem: '   ' })), SERVICE_MSG.describeProblem, 'problem');
    await expectRefused(() => create({ id: newId(), projectId: p.projectId }), SERVICE_MSG.describeProblem, 'problem');
    await expectRefused(() => create(unregisteredForm(world, { problem: '' })), SERVICE_MSG.describeProblem, 'problem');
  });

  it('refuses an unregistered ticket without first or last name, or with products', async () => {
    const p = await world.project();
    await expectRefused(() => create(unregisteredForm(world, { firstname: '' })), MSG.firstNameRequired, 'firstname');
    await expectRefused(() => create(unregisteredForm(world, { lastname: null })), MSG.lastNameRequired, 'lastname');
    await expectRefused(() => create(unregisteredForm(world, { productId: [p.done[0]] })), MSG.invalidValue, 'productId');
  });

  it('refuses what is not the company’s or not the project’s, a bad date, an end before the start and an unknown status', async () => {
    const p = await world.project();
    const other = await world.project();
    await expectRefused(() => create(registeredForm(p, { productId: [other.done[0]] })), MSG.invalidValue, 'productId');
    await expectRefused(() => create(registeredForm(p, { projectId: newId() })), MSG.invalidValue, 'projectId');
    await expectRefused(() => create(registeredForm(p, { articleId: [world.articleIds[0]] })), MSG.invalidValue, 'articleId');
    await expectRefused(() => create(unregisteredForm(world, { articleId: [newId()] })), MSG.invalidValue, 'articleId');
    await expectRefused(() => create(registeredForm(p, { date: '04.03.2026' })), MSG.invalidDate, 'date');
    await expectRefused(() => create(registeredForm(p, { start: '2026-03-04 10:00:00', end: '2026-03-04 09:59:59' })), PRODUCTION_MSG.endBeforeStart, 'end');
    await expectRefused(() => create(registeredForm(p, { servicingStatusId: 4 })), MSG.invalidValue, 'servicingStatusId');
    await expectRefused(() => create(unregisteredForm(world, { email: 'jo-email' })), MSG.invalidEmail, 'email');
  });
});

describe('POST servicing/{id}: edit', () => {
  it("replaces the form's fields and rewrites the lines: 'Servisimi u editua me sukses'", async () => {
    const p = await world.project();
    const made = registeredForm(p);
    expect((await create(made)).status).toBe(201);
    const res = await edit(made.id, registeredForm(p, { productId: [p.done[1], p.inProduction], servicingStatusId: 3, start: '2026-03-05 08:00:00', end: '2026-03-05 09:30:00' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(SERVICE_MSG.serviceEdited);
    expect(res.body.data).toMatchObject({ id: made.id, statusId: 3, end: '2026-03-05 09:30:00', productIds: [p.done[1], p.inProduction].sort() });
    expect((await linesOf(made.id)).map((l) => l.productId).sort()).toEqual([p.done[1], p.inProduction].sort());
  });

  it('refuses an edit with the same rules, and answers 404 for an id that is no ticket of the company', async () => {
    const p = await world.project();
    const made = registeredForm(p);
    await create(made);
    await expectRefused(() => edit(made.id, registeredForm(p, { problem: '' })), SERVICE_MSG.describeProblem, 'problem');
    await expectRefused(() => edit(made.id, registeredForm(p, { projectId: null })), SERVICE_MSG.chooseProject, 'projectId');
    expect((await edit(newId(), registeredForm(p))).status).toBe(404);
  });
});

describe('DELETE servicing/{id}', () => {
  it("deletes a ticket with its lines: 'Servisimi u fshi me sukses!'", async () => {
    const body = unregisteredForm(world);
    await create(body);
    const res = await remove(body.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: SERVICE_MSG.serviceDeleted, data: { ticketIds: [body.id] } });
    expect(await linesOf(body.id)).toEqual([]);
    expect(await ticketIds()).not.toContain(body.id);
  });

  it("deletes by project every ticket it has; a project with none answers 'Ky projekt nuk ka tiket servisimi!' and changes nothing", async () => {
    const p = await world.project();
    const [a, b] = [registeredForm(p), registeredForm(p)];
    await create(a);
    await create(b);
    const res = await remove(p.projectId);
    expect(res.status).toBe(200);
    expect([...res.body.data.ticketIds].sort()).toEqual([a.id, b.id].sort());
    await expectRefused(() => remove(p.projectId), SERVICE_MSG.noTicket, 'id');
    expect((await remove(newId())).status).toBe(404);
  });
});
