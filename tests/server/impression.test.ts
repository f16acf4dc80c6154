import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImpressionListRow, ImpressionRead } from '../../domain/impression/answers.js';
import { IMPRESSION_MSG } from '../../domain/impression/messages.js';
import type { ImpressionRow } from '../../domain/impression/rows.js';
import { newId } from '../../domain/ids.js';
import { INSTALLATION_FILE_KINDS } from '../../domain/installation/uploads.js';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { setUpImpression, type ImpressionWorld } from '../fixtures/impression.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/** Impression's staff calls (spec 001 §7 "Impression"): saves, refusals, reads and who may make them. */
let s: TestServer;
let world: ImpressionWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpImpression(s);
}, 120_000);
afterAll(() => s.close());

const create = (body: Record<string, unknown>, token = world.tokens.admin, headers: Record<string, string> = {}) => s.request('POST', 'impressions', { token, body, headers });
const edit = (id: string, body: Record<string, unknown>, token = world.tokens.admin) => s.request('POST', `impressions/${id}`, { token, body });

/** A refusal answers 422 with its message on the field, and leaves the audit log and the feed as they were. */
async function expectRefused(send: () => Promise<{ status: number; body: unknown }>, field: string, message: string) {
  const before = await writeTotals(s.connection);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ message, errors: { [field]: message } });
  expect(await writeTotals(s.connection)).toEqual(before);
}

describe('POST impressions: a project’s one impression', () => {
  it('creates with the device’s id, the ratings paired and sorted by question, the average with 2 decimals', async () => {
    const { projectId, clientId } = await world.pendingProject();
    const id = newId();
    const res = await create({ id, ...world.body(projectId, [5, 4, 4]) });
    expect(res.status).toBe(201);
    const { data, message } = res.body as { data: ImpressionRow; message: string };
    expect(message).toBe(IMPRESSION_MSG.created);
    expect(data).toMatchObject({ id, projectId, clientId, feedback: 'Pune e paster.', average: 4.33 });
    const expected = world.questionIds.slice(0, 3).map((questionId, i) => ({ questionId, rating: [5, 4, 4][i] }));
    expect(data.answers).toEqual(expected.sort((a, b) => (a.questionId < b.questionId ? -1 : 1)));
    const stored = await s.connection.db.selectFrom('impressionAnswers').select(['questionId', 'rating']).where('impressionId', '=', id).execute();
    expect(stored).toHaveLength(3);
  });

  it('takes ratings sent as text, as form data sends them', async () => {
    const { projectId } = await world.pendingProject();
    const res = await create({ projectId, questionFields: world.questionIds.slice(0, 2), questionFieldValues: ['5', '2'], feedback: '' });
    expect(res.status).toBe(201);
    expect((res.body as { data: ImpressionRow }).data).toMatchObject({ average: 3.5, feedback: null });
  });

  it('refuses a second create for the project, pointing at the edit', async () => {
    const { projectId } = await world.pendingProject();
    expect((await create(world.body(projectId, [3]))).status).toBe(201);
    await expectRefused(() => create(world.body(projectId, [4])), 'projectId', IMPRESSION_MSG.alreadyRated);
  });

  it('applies a repeated Idempotency-Key once and answers the first answer again', async () => {
    const { projectId } = await world.pendingProject();
    const key = newId();
    const body = { id: newId(), ...world.body(projectId, [4, 4]) };
    const first = await create(body, world.tokens.admin, { 'idempotency-key': key });
    const again = await create(body, world.tokens.admin, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('impressions').select('id').where('projectId', '=', projectId).execute()).toHaveLength(1);
  });

  it.each([
    ['lists that do not pair up', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0], world.questionIds[1]], questionFieldValues: [4] }), 'questionFieldValues', IMPRESSION_MSG.unpairedAnswers],
    ['a rating of 0', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0]], questionFieldValues: [0] }), 'questionFieldValues.0', MSG.rating],
    ['a rating of 6', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0]], questionFieldValues: [6] }), 'questionFieldValues.0', MSG.rating],
    ['a rating of 3.5', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0]], questionFieldValues: [3.5] }), 'questionFieldValues.0', MSG.rating],
    ['a rating that is no number', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0]], questionFieldValues: ['shume mire'] }), 'questionFieldValues.0', MSG.rating],
    ['a question rated twice', (p: string) => ({ projectId: p, questionFields: [world.questionIds[0], world.questionIds[0]], questionFieldValues: [4, 5] }), 'questionFields', IMPRESSION_MSG.questionTwice],
    ['no rating at all', (p: string) => ({ projectId: p, feedback: 'Vetem koment.' }), 'questionFields', IMPRESSION_MSG.rateSomething],
    ['another company’s question', (p: string) => ({ projectId: p, questionFields: [world.acmeQuestionIds[0]], questionFieldValues: [4] }), 'questionFields', MSG.invalidValue],
    ['a made-up question', (p: string) => ({ projectId: p, questionFields: [newId()], questionFieldValues: [4] }), 'questionFields', MSG.invalidValue],
    ['feedback longer than 2000 characters', (p: string) => ({ ...world.body(p, [4]), feedback: 'x'.repeat(2001) }), 'feedback', MSG.tooLong],
  ])('refuses %s (422, nothing changed)', async (_name, body, field, message) => {
    const { projectId } = await world.pendingProject();
    await expectRefused(() => create(body(projectId)), field, message);
  });

  it('refuses another company’s project or a made-up one on its field', async () => {
    const acme = await world.pendingProject('acme');
    await expectRefused(() => create(world.body(acme.projectId, [4])), 'projectId', MSG.invalidValue);
    await expectRefused(() => create(world.body(newId(), [4])), 'projectId', MSG.invalidValue);
  });
});

describe('POST impressions/{id}: the edit', () => {
  it('rewrites the ratings whole — one dropped, one changed, one added — and the average with them', async () => {
    const { projectId } = await world.pendingProject();
    const [q0, q1, q2] = world.questionIds as [string, string, string];
    const id = ((await create({ projectId, questionFields: [q0, q1], questionFieldValues: [5, 5] })).body as { data: ImpressionRow }).data.id;
    const res = await edit(id, { projectId, questionFields: [q1, q2], questionFieldValues: [2, 3], feedback: 'Vonese ne montim.' });
    expect(res.status).toBe(200);
    const { data, message } = res.body as { data: ImpressionRow; message: string };
    expect(message).toBe(IMPRESSION_MSG.edited);
    expect(data).toMatchObject({ id, feedback: 'Vonese ne montim.', average: 2.5 });
    expect(data.answers).toEqual([{ questionId: q1, rating: 2 }, { questionId: q2, rating: 3 }].sort((a, b) => (a.questionId < b.questionId ? -1 : 1)));
    const audited = await s.connection.db.selectFrom('auditLog').select('event').where('auditableType', '=', 'impressionAnswers').where('createdAt', '>=', data.updatedAt).execute();
    expect(audited.map((a) => a.event).sort()).toEqual(['created', 'deleted', 'updated']);
  });

  it('publishes the row to the feed when only its answers change (same average, same feedback)', async () => {
    const { projectId } = await world.pendingProject();
    const [q0, q1] = world.questionIds as [string, string];
    const id = ((await create({ projectId, questionFields: [q0, q1], questionFieldValues: [5, 3], feedback: 'x' })).body as { data: ImpressionRow }).data.id;
    const before = await writeTotals(s.connection);
    expect((await edit(id, { projectId, questionFields: [q0, q1], questionFieldValues: [3, 5], feedback: 'x' })).status).toBe(200);
    expect((await writeTotals(s.connection)).seq).toBeGreaterThan(before.seq);
  });

  it('refuses moving the impression to another project, and another company’s or an unknown id is not found', async () => {
    const first = await world.pendingProject();
    const other = await world.pendingProject();
    const id = ((await create(world.body(first.projectId, [4]))).body as { data: ImpressionRow }).data.id;
    await expectRefused(() => edit(id, world.body(other.projectId, [4])), 'projectId', MSG.invalidValue);
    const acme = await world.pendingProject('acme');
    const acmeId = ((await create(world.body(acme.projectId, [4], null, 'acme'), world.tokens.acmeAdmin)).body as { data: ImpressionRow }).data.id;
    const before = await writeTotals(s.connection);
    expect((await edit(acmeId, world.body(acme.projectId, [1], null, 'acme'))).status).toBe(404);
    expect((await edit(newId(), world.body(first.projectId, [1]))).status).toBe(404);
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});

describe('the reads', () => {
  it('GET impressions?status=1 lists the projects with an installation and no impression; 2 (the default) every impression', async () => {
    const pending = await world.pendingProject();
    const rated = await world.pendingProject();
    const id = ((await create(world.body(rated.projectId, [5]))).body as { data: ImpressionRow }).data.id;
    const list = async (query: string) => ((await s.request('GET', `impressions${query}`, { token: world.tokens.admin })).body as { data: ImpressionListRow[] }).data;
    const one = await list('?status=1');
    expect(one.find((r) => r.projectId === pending.projectId)).toMatchObject({ clientId: pending.clientId, impression: null });
    expect(one.some((r) => r.projectId === rated.projectId)).toBe(false);
    expect(one.every((r) => r.impression === null && r.projectName !== '' && r.clientName !== '')).toBe(true);
    for (const all of [await list('?status=2'), await list('')]) {
      expect(all.find((r) => r.projectId === rated.projectId)?.impression).toMatchObject({ id, average: 5 });
      expect(all.some((r) => r.projectId === pending.projectId)).toBe(false);
    }
    expect((await s.request('GET', 'impressions?status=3', { token: world.tokens.admin })).status).toBe(422);
  });

  it('GET impressions/{id} and by project answer the spec’s impression with the installation photos, no signatures', async () => {
    const { projectId, clientId, installationId } = await world.pendingProject();
    const photo = await world.plantPhoto('demo', installationId);
    await world.plantPhoto('demo', installationId, INSTALLATION_FILE_KINDS.clientSignature);
    const id = ((await create(world.body(projectId, [4, 2]))).body as { data: ImpressionRow }).data.id;
    const one = (await s.request('GET', `impressions/${id}`, { token: world.tokens.observer })).body as { data: ImpressionRead };
    expect(one.data).toMatchObject({ id, projectId, clientId, average: 3 });
    expect(one.data.questionFields).toEqual(one.data.answers.map((a) => ({ impressionQuestionId: a.questionId, questionRating: a.rating })));
    expect(one.data.clientName).not.toBe('');
    expect(one.data.projectName).not.toBe('');
    expect(one.data.installationFiles).toEqual([{ id: photo, fileName: 'montimi.png', url: `/api/v1/files/${photo}` }]);
    const byProject = await s.request('GET', `impressions/impression-by-project-id/${projectId}`, { token: world.tokens.admin });
    expect(byProject.body).toEqual(one);
  });

  it('by project answers null for a project without one, 404 for another company’s or an unknown project', async () => {
    const { projectId } = await world.pendingProject();
    expect((await s.request('GET', `impressions/impression-by-project-id/${projectId}`, { token: world.tokens.admin })).body).toEqual({ data: null });
    const acme = await world.pendingProject('acme');
    expect((await s.request('GET', `impressions/impression-by-project-id/${acme.projectId}`, { token: world.tokens.admin })).status).toBe(404);
    expect((await s.request('GET', `impressions/impression-by-project-id/${newId()}`, { token: world.tokens.admin })).status).toBe(404);
    expect((await s.request('GET', 'impressions/impression-by-project-id/not-an-id', { token: world.tokens.admin })).status).toBe(404);
  });

  it('another company’s impression is not found, nor is it listed', async () => {
    const acme = await world.pendingProject('acme');
    const acmeId = ((await create(world.body(acme.projectId, [4], null, 'acme'), world.tokens.acmeAdmin)).body as { data: ImpressionRow }).data.id;
    expect((await s.request('GET', `impressions/${acmeId}`, { token: world.tokens.admin })).status).toBe(404);
    const all = ((await s.request('GET', 'impressions', { token: world.tokens.admin })).body as { data: ImpressionListRow[] }).data;
    expect(all.some((r) => r.impression?.id === acmeId)).toBe(false);
  });
});

describe('who may', () => {
  it('answers 403 to a user without the impression permission, on reads and writes, changing nothing', async () => {
    const { projectId } = await world.pendingProject();
    const token = world.tokens.driver;
    const before = await writeTotals(s.connection);
    expect((await s.request('GET', 'impressions', { token })).status).toBe(403);
    expect((await s.request('GET', `impressions/impression-by-project-id/${projectId}`, { token })).status).toBe(403);
    expect((await create(world.body(projectId, [4]), token)).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('lets an observer read and never write', async () => {
    const { projectId } = await world.pendingProject();
    expect((await s.request('GET', 'impressions?status=1', { token: world.tokens.observer })).status).toBe(200);
    const before = await writeTotals(s.connection);
    expect((await create(world.body(projectId, [4]), world.tokens.observer)).status).toBe(403);
    const id = ((await create(world.body(projectId, [4]))).body as { data: ImpressionRow }).data.id;
    const after = await writeTotals(s.connection);
    expect(after).not.toEqual(before);
    expect((await edit(id, world.body(projectId, [1]), world.tokens.observer)).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(after);
  });

  it('lets a holder of the impression permission alone save and edit', async () => {
    const { projectId } = await world.pendingProject();
    const res = await create(world.body(projectId, [2]), world.tokens.rater);
    expect(res.status).toBe(201);
    expect((await edit((res.body as { data: ImpressionRow }).data.id, world.body(projectId, [3]), world.tokens.rater)).status).toBe(200);
  });
});
