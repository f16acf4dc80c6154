import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { setUpFloor, type Floor } from '../fixtures/productionFloor.js';

let s: TestServer;
let floor: Floor;
beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
});
afterAll(() => s.close());

type Who = keyof Floor['tokens'];
/** `who` is a floor role, or a token of its own (another company's admin). */
const assign = (who: string, processId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.request('POST', `admin/responsibilities/${processId}/users`, { token: who in floor.tokens ? floor.tokens[who as Who] : who, body, headers });
const userId = (who: 'worker' | 'chief' | 'outsider') => floor.users[floor.usernames[who]]!;
const links = (user: string, processId: string) =>
  s.connection.db.selectFrom('userResponsibilities').select('id').where('userId', '=', user).where('responsibilityId', '=', processId).execute();
const audits = (event: string) =>
  s.connection.db.selectFrom('auditLog').select('auditableId').where('auditableType', '=', 'userResponsibilities').where('event', '=', event).execute();
/** The user's place in the feed (one row per entity row, moved to the end by each change). */
const feedOf = async (user: string) => Number((await s.connection.db.selectFrom('changes').select('seq').where('entity', '=', 'users').where('entityId', '=', user).executeTakeFirst())?.seq ?? 0);

describe('POST admin/responsibilities/{id}/users (spec 001 §2 responsibility assignment)', () => {
  it('gives a holder of permission 7 a process, once: audited, in the feed, in GET admin/responsibilities/users', async () => {
    const [outsider, process] = [userId('outsider'), floor.processes[0]];
    const [created, fed] = [(await audits('created')).length, await feedOf(outsider)];
    const res = await assign('admin', process, { userId: outsider, assigned: 1 });
    expect(res).toMatchObject({ status: 200, body: { data: { responsibilityId: process, userId: outsider, assigned: 1 } } });
    expect(await links(outsider, process)).toHaveLength(1);
    expect((await audits('created')).length).toBe(created + 1);
    expect(await feedOf(outsider)).toBeGreaterThan(fed);
    const users = await s.request('GET', 'admin/responsibilities/users', { token: floor.tokens.admin });
    expect(users.body.data.find((u: { id: string }) => u.id === outsider)).toMatchObject({ available: 1, responsibilities: [process] });
    const row = await s.request('GET', `admin/users/${outsider}`, { token: floor.tokens.admin });
    expect(row.body.data.responsibilities).toEqual([process]);
  });

  it('says the same twice without a second row: a new key changes nothing, the same key replays the answer', async () => {
    const [outsider, process] = [userId('outsider'), floor.processes[1]];
    const key = newId();
    const first = await assign('admin', process, { userId: outsider, assigned: 1 }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const [created, fed] = [(await audits('created')).length, await feedOf(outsider)];
    const replay = await assign('admin', process, { userId: outsider, assigned: 1 }, { 'idempotency-key': key });
    expect(replay).toMatchObject({ status: 200, body: first.body });
    const again = await assign('admin', process, { userId: outsider, assigned: 1 });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await links(outsider, process)).toHaveLength(1);
    expect((await audits('created')).length).toBe(created);
    expect(await feedOf(outsider)).toBe(fed);
  });

  it('two admins ticking the same box at once make one row', async () => {
    const [chief, process] = [userId('chief'), floor.processes[2]];
    const answers = await Promise.all([assign('admin', process, { userId: chief, assigned: 1 }), assign('admin', process, { userId: chief, assigned: 1 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await links(chief, process)).toHaveLength(1);
  });

  it('takes a process away, and again changes nothing', async () => {
    const [worker, process] = [userId('worker'), floor.processes[0]];
    expect(await links(worker, process)).toHaveLength(1);
    const deleted = (await audits('deleted')).length;
    expect(await assign('admin', process, { userId: worker, assigned: 0 })).toMatchObject({ status: 200, body: { data: { assigned: 0 } } });
    expect(await links(worker, process)).toHaveLength(0);
    expect((await audits('deleted')).length).toBe(deleted + 1);
    expect((await assign('admin', process, { userId: worker, assigned: '0' })).status).toBe(200);
    expect((await audits('deleted')).length).toBe(deleted + 1);
    const row = await s.request('GET', `admin/users/${worker}`, { token: floor.tokens.admin });
    expect([...row.body.data.responsibilities].sort()).toEqual([floor.processes[1], floor.processes[2]].sort());
    expect((await assign('admin', process, { userId: worker, assigned: 1 })).status).toBe(200);
  });

  it("refuses a user without permission 7: 'Ky perdorues nuk ka leje per prodhim!', nothing changed; taking away is allowed", async () => {
    const office = floor.users.office!;
    const fed = await feedOf(office);
    const res = await assign('admin', floor.processes[0], { userId: office, assigned: 1 });
    expect(res).toMatchObject({ status: 422, body: { message: M.notProductionUser, errors: { userId: M.notProductionUser } } });
    expect(await links(office, floor.processes[0])).toHaveLength(0);
    expect((await assign('admin', floor.processes[0], { userId: office, assigned: 0 })).status).toBe(200);
    expect(await feedOf(office)).toBe(fed);
  });

  it('refuses callers who are not admins, department chiefs and observers included, and changes nothing', async () => {
    const [outsider, process] = [userId('outsider'), floor.processes[2]];
    for (const who of ['worker', 'chief', 'observer', 'office', 'outsider'] as const) {
      expect((await assign(who, process, { userId: outsider, assigned: 1 })).status, who).toBe(403);
    }
    expect(await links(outsider, process)).toHaveLength(0);
    expect((await s.request('POST', `admin/responsibilities/${process}/users`, { body: { userId: outsider, assigned: 1 } })).status).toBe(401);
  });

  it('answers unknown processes 404 and unknown, deleted or foreign users 422 on userId; bad bodies 422', async () => {
    const outsider = userId('outsider');
    expect((await assign('admin', newId(), { userId: outsider, assigned: 1 })).status).toBe(404);
    expect((await assign('admin', 'prerja', { userId: outsider, assigned: 1 })).status).toBe(404);
    expect(await assign('admin', floor.processes[0], { userId: newId(), assigned: 1 })).toMatchObject({ status: 422, body: { errors: { userId: MSG.invalidValue } } });
    for (const body of [{ userId: outsider, assigned: 2 }, { userId: outsider, assigned: 'po' }, { userId: 'x', assigned: 1 }, { assigned: 1 }, {}]) {
      expect((await assign('admin', floor.processes[0], body)).status, JSON.stringify(body)).toBe(422);
    }
    // Without `assigned` a tick gives the process.
    expect(await assign('admin', floor.processes[0], { userId: outsider })).toMatchObject({ status: 200, body: { data: { assigned: 1 } } });
    // Another company: its admin does not find this company's process, nor, with its own process, this company's user.
    const acme = await s.login('admin', 'acme');
    expect((await assign(acme, floor.processes[0], { userId: outsider, assigned: 1 })).status).toBe(404);
    const acmeProcess = await s.request('POST', 'admin/responsibilities', { token: acme, body: { name: `Proces acme ${newId().slice(-6)}` } });
    expect(acmeProcess.status).toBe(201);
    expect((await assign(acme, acmeProcess.body.data.id as string, { userId: outsider, assigned: 1 })).status).toBe(422);
    // A deleted user is no longer there to be given work.
    const gone = await s.request('POST', 'admin/users', {
      token: floor.tokens.admin,
      body: { firstname: 'Ikur', lastname: 'Larg', email: 'ikur@example.com', username: `ikur${newId().slice(-8)}`, password: 'fjalekalim-i-forte', passwordConfirmation: 'fjalekalim-i-forte', permissionsId: [7] },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(201);
    expect((await s.request('DELETE', `admin/users/${gone.body.data.id}`, { token: floor.tokens.admin })).status).toBe(200);
    expect((await assign('admin', floor.processes[0], { userId: gone.body.data.id, assigned: 1 })).status).toBe(422);
  });
});
