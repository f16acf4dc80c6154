import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { writeDirect, writeTotals } from '../fixtures/directWrite.js';
import { agreementForm, inDays, setUpAgreements, type AgreementWorld } from '../fixtures/agreement.js';
import type { MeasureRole } from '../fixtures/measure.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * The calendar (spec 000 §3 "Task", "Calendar event", §5, §7): the agreements
 * and tasks it draws, a task's create, edit and delete; the dates stored as
 * the user chose them (no shift on save), roles, refusals.
 */
let s: TestServer;
let world: AgreementWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpAgreements(s);
});
afterAll(() => s.close());

const taskForm = (over: Record<string, unknown> = {}) => ({ id: newId(), title: 'Montim kuzhine ne Prizren', comment: 'Me ekipin e montimit.', start: inDays(3), end: inDays(3), taskStatusId: 2, ...over });
const calendar = async (token = world.tokens.office) => s.request('GET', 'agreements-calendar', { token });
const taskRow = (id: string) => s.connection.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

describe('tasks', () => {
  it('keeps a one-day task one day through save and read: start = end, no shift', async () => {
    const body = taskForm();
    const res = await s.request('POST', 'task', { token: world.tokens.office, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MSG.saved);
    expect(res.body.data).toMatchObject({ id: body.id, start: inDays(3), end: inDays(3), taskStatusId: 2, userId: world.demo.users.office, userName: 'Drita Berisha' });
    expect(await taskRow(body.id)).toMatchObject({ start: inDays(3), end: inDays(3) });
    const read = ((await calendar()).body.data.tasks as { id: string; start: string; end: string }[]).find((t) => t.id === body.id);
    expect(read).toMatchObject({ start: inDays(3), end: inDays(3) });
  });

  it("edits a task: moved dates answer 'Datat u ndryshuan me sukses!', other edits the shared text; the maker stays", async () => {
    const body = taskForm({ end: null });
    await s.request('POST', 'task', { token: world.tokens.admin, body });
    const moved = await s.request('POST', `task/${body.id}`, { token: world.tokens.office, body: { ...body, start: inDays(4), end: inDays(6) } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe(AGREEMENT_MSG.datesChanged);
    expect(moved.body.data).toMatchObject({ start: inDays(4), end: inDays(6), userId: world.demo.users.admin });
    const renamed = await s.request('POST', `task/${body.id}`, { token: world.tokens.office, body: { ...body, start: inDays(4), end: inDays(6), title: 'Pushim vjetor', taskStatusId: '4' } });
    expect(renamed.body.message).toBe(MSG.edited);
    expect(await taskRow(body.id)).toMatchObject({ title: 'Pushim vjetor', taskStatusId: 4 });
  });

  it("deletes a task: 'Te dhenat u fshine me sukses!'; another company's is not found", async () => {
    const body = taskForm();
    await s.request('POST', 'task', { token: world.tokens.office, body });
    const res = await s.request('DELETE', `task/${body.id}`, { token: world.tokens.office });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.deleted);
    expect(await taskRow(body.id)).toBeUndefined();
    expect((await s.request('DELETE', `task/${newId()}`, { token: world.tokens.office })).status).toBe(404);
  });

  it('refuses an end before the start, a missing title, start or status, a status beyond 4', async () => {
    await expectRefused(() => s.request('POST', 'task', { token: world.tokens.office, body: taskForm({ end: inDays(2) }) }), AGREEMENT_MSG.endBeforeStart, 'end');
    await expectRefused(() => s.request('POST', 'task', { token: world.tokens.office, body: taskForm({ title: ' ' }) }), MSG.fieldNeeded, 'title');
    await expectRefused(() => s.request('POST', 'task', { token: world.tokens.office, body: taskForm({ start: '' }) }), MSG.fieldNeeded, 'start');
    await expectRefused(() => s.request('POST', 'task', { token: world.tokens.office, body: taskForm({ taskStatusId: 5 }) }), MSG.invalidValue, 'taskStatusId');
    const body = taskForm();
    await s.request('POST', 'task', { token: world.tokens.office, body });
    await expectRefused(() => s.request('POST', `task/${body.id}`, { token: world.tokens.office, body: { ...body, end: inDays(1) } }), AGREEMENT_MSG.endBeforeStart, 'end');
  });
});

describe('agreements on the calendar', () => {
  it('draws an agreement with client, project, destination and its dates; without an end, start + 1 day', async () => {
    const o = await world.offered();
    const body = agreementForm(o, { start: inDays(2), end: null });
    expect((await s.request('POST', 'agreements', { token: world.tokens.office, body })).status).toBe(201);
    const event = ((await calendar()).body.data.agreements as { id: string }[]).find((e) => e.id === body.id);
    expect(event).toEqual({ id: body.id, agreementStatusId: 1, clientName: o.clientName, projectName: o.projectName, shipmentDestinationId: 2, shipmentDestinationName: 'Eksport', start: inDays(2), end: inDays(3) });
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('agreements', body.id, { end: inDays(9) }));
    const ended = ((await calendar()).body.data.agreements as { id: string; end: string }[]).find((e) => e.id === body.id);
    expect(ended?.end).toBe(inDays(9));
  });
});

describe('roles', () => {
  it.each(['admin', 'office', 'observer'] as MeasureRole[])('answers %s the calendar with agreements and tasks', async (role) => {
    const res = await calendar(world.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body.data.tasks.length).toBeGreaterThan(0);
    expect(res.body.data.agreements.length).toBeGreaterThan(0);
  });

  it.each(['driver', 'worker', 'installer', 'measurer'] as MeasureRole[])('answers %s, who reads no tasks, 403', async (role) => {
    expect((await calendar(world.tokens[role])).status).toBe(403);
  });

  it.each(['observer', 'driver', 'worker'] as MeasureRole[])('answers %s 403 on every task write, changing nothing', async (role) => {
    const stored = taskForm();
    await s.request('POST', 'task', { token: world.tokens.office, body: stored });
    const before = await writeTotals(s.connection);
    const token = world.tokens[role];
    expect((await s.request('POST', 'task', { token, body: taskForm() })).status).toBe(403);
    expect((await s.request('POST', `task/${stored.id}`, { token, body: { ...stored, title: 'Jo' } })).status).toBe(403);
    expect((await s.request('DELETE', `task/${stored.id}`, { token })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});
