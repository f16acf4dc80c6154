import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImpressionLinkIssued, PublicImpressionPage } from '../../domain/impression/answers.js';
import { LINK_DAYS, LINK_TOKEN_PATTERN } from '../../domain/impression/link.js';
import { IMPRESSION_MSG } from '../../domain/impression/messages.js';
import { newId } from '../../domain/ids.js';
import { INSTALLATION_FILE_KINDS } from '../../domain/installation/uploads.js';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { pngBytes } from '../fixtures/files.js';
import { setUpImpression, type ImpressionWorld } from '../fixtures/impression.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * The client's rating link (issue 13): staff issue, read and revoke it; the
 * client, with no staff session, reads its project's questions and photos
 * and writes its one impression. Every other use answers 404 and changes nothing.
 */
let s: TestServer;
let world: ImpressionWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpImpression(s);
}, 120_000);
afterAll(() => s.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function linked(company: 'demo' | 'acme' = 'demo') {
  const project = await world.pendingProject(company);
  const res = await world.issue(project.projectId, company);
  expect(res.status).toBe(201);
  return { ...project, ...(res.body as { data: ImpressionLinkIssued }).data };
}

/** The client's three calls, with no bearer token. */
const page = (token: string, query = '') => s.request('GET', `public/impressions/${token}${query}`);
const photo = (token: string, fileId: string) => s.app.inject({ method: 'GET', url: `/api/v1/public/impressions/${token}/files/${fileId}` });
const save = (token: string, body: Record<string, unknown>) => s.request('POST', `public/impressions/${token}`, { body });
const ratings = (values: number[], feedback = 'Shume te kenaqur!') => ({ questionFields: values.map((_, i) => world.questionIds[i]), questionFieldValues: values, feedback });

/** Every use of a dead or foreign token: 404 on all three calls, nothing written. */
async function expectDead(token: string, fileId: string) {
  const before = await writeTotals(s.connection);
  expect((await page(token)).status).toBe(404);
  expect((await photo(token, fileId)).statusCode).toBe(404);
  expect((await save(token, ratings([5]))).status).toBe(404);
  expect(await writeTotals(s.connection)).toEqual(before);
}

describe('staff issue, read and revoke a project’s link', () => {
  it('issues 256 random bits for 30 days, storing only the hash — in the table, the audit log and the key store', async () => {
    const project = await world.pendingProject();
    const key = newId();
    const res = await s.request('POST', 'impressions/links', { token: world.tokens.admin, body: { projectId: project.projectId }, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(201);
    const { data, message } = res.body as { data: ImpressionLinkIssued; message: string };
    expect(message).toBe(IMPRESSION_MSG.linkIssued);
    expect(data).toMatchObject({ projectId: project.projectId, clientId: project.clientId });
    expect(data.token).toMatch(LINK_TOKEN_PATTERN);
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    expect(Math.abs(Date.parse(data.expiresAt) - Date.now() - LINK_DAYS * 86_400_000)).toBeLessThan(60_000);
    const rows = await s.connection.db.selectFrom('impressionLinks').selectAll().where('projectId', '=', project.projectId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(data.token));
    expect(JSON.stringify(rows)).not.toContain(data.token);
    const audit = await s.connection.db.selectFrom('auditLog').select(['newValues']).where('auditableId', '=', rows[0]!.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.newValues).not.toContain(data.token);
    expect(audit[0]!.newValues).not.toContain(rows[0]!.tokenHash);
    const kept = await s.connection.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).execute();
    expect(JSON.stringify(kept)).not.toContain(data.token);
  });

  it('reads whether the project has a working link (never the token), and revokes it', async () => {
    const link = await linked();
    const status = (projectId: string, token = world.tokens.observer) => s.request('GET', `impressions/links/${projectId}`, { token });
    const active = await status(link.projectId);
    expect(active.body).toEqual({ data: { active: true, expiresAt: link.expiresAt } });
    expect(JSON.stringify(active.body)).not.toContain(link.token);
    const revoked = await s.request('DELETE', `impressions/links/${link.projectId}`, { token: world.tokens.admin });
    expect(revoked.body).toEqual({ data: true, message: IMPRESSION_MSG.linkRevoked });
    expect((await status(link.projectId)).body).toEqual({ data: { active: false, expiresAt: null } });
    expect((await page(link.token)).status).toBe(404);
  });

  it('a new link revokes the project’s earlier one', async () => {
    const first = await linked();
    const second = (await world.issue(first.projectId)).body as { data: ImpressionLinkIssued };
    expect(second.data.token).not.toBe(first.token);
    expect((await page(first.token)).status).toBe(404);
    expect((await page(second.data.token)).status).toBe(200);
    const open = await s.connection.db.selectFrom('impressionLinks').select('id').where('projectId', '=', first.projectId).where('revokedAt', 'is', null).execute();
    expect(open).toHaveLength(1);
  });

  it('refuses another company’s project: 422 on issue, 404 on read and revoke, nothing changed', async () => {
    const acme = await world.pendingProject('acme');
    const before = await writeTotals(s.connection);
    const issued = await world.issue(acme.projectId);
    expect(issued.status).toBe(422);
    expect(issued.body).toMatchObject({ errors: { projectId: MSG.invalidValue } });
    expect((await s.request('GET', `impressions/links/${acme.projectId}`, { token: world.tokens.admin })).status).toBe(404);
    expect((await s.request('DELETE', `impressions/links/${acme.projectId}`, { token: world.tokens.admin })).status).toBe(404);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('answers 403 to a user without the impression permission, and to an observer on issue and revoke', async () => {
    const { projectId } = await world.pendingProject();
    const before = await writeTotals(s.connection);
    expect((await s.request('POST', 'impressions/links', { token: world.tokens.driver, body: { projectId } })).status).toBe(403);
    expect((await s.request('GET', `impressions/links/${projectId}`, { token: world.tokens.driver })).status).toBe(403);
    expect((await s.request('POST', 'impressions/links', { token: world.tokens.observer, body: { projectId } })).status).toBe(403);
    expect((await s.request('DELETE', `impressions/links/${projectId}`, { token: world.tokens.observer })).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
    expect((await s.request('POST', 'impressions/links', { token: world.tokens.rater, body: { projectId } })).status).toBe(201);
  });
});

describe('the client, with the link alone', () => {
  it('reads the project’s names, the company’s questions and the installation photos — no signatures, no other project’s', async () => {
    const link = await linked();
    const shown = await world.plantPhoto('demo', link.installationId);
    await world.plantPhoto('demo', link.installationId, INSTALLATION_FILE_KINDS.installerSignature);
    const other = await world.pendingProject();
    await world.plantPhoto('demo', other.installationId);
    const res = await page(link.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = res.body as { data: PublicImpressionPage };
    expect(data).toMatchObject({ projectId: link.projectId, clientId: link.clientId, impression: null });
    expect(data.clientName).not.toBe('');
    expect(data.projectName).not.toBe('');
    expect(data.questions.map((q) => q.value).sort()).toEqual([...world.questionIds].sort());
    expect(data.photos).toEqual([{ id: shown, fileName: 'montimi.png' }]);
  });

  it('streams a photo of the project, and nothing else: a signature, another project’s photo, an unknown id are 404', async () => {
    const link = await linked();
    const shown = await world.plantPhoto('demo', link.installationId);
    const signature = await world.plantPhoto('demo', link.installationId, INSTALLATION_FILE_KINDS.clientSignature);
    const other = await world.pendingProject();
    const elsewhere = await world.plantPhoto('demo', other.installationId);
    const res = await photo(link.token, shown);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
    for (const fileId of [signature, elsewhere, newId(), 'not-an-id']) expect((await photo(link.token, fileId)).statusCode).toBe(404);
  });

  it('creates the project’s one impression, then edits it; staff read what the client wrote, audited with no user', async () => {
    const link = await linked();
    const first = await save(link.token, ratings([5, 3]));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { feedback: 'Shume te kenaqur!', average: 4, questionFields: expect.any(Array) }, message: IMPRESSION_MSG.created });
    const second = await save(link.token, ratings([4, 4, 5], 'Edhe me mire.'));
    expect(second.body).toMatchObject({ data: { average: 4.33, feedback: 'Edhe me mire.' }, message: IMPRESSION_MSG.edited });
    const rows = await s.connection.db.selectFrom('impressions').select(['id', 'clientId']).where('projectId', '=', link.projectId).execute();
    expect(rows).toEqual([{ id: expect.any(String), clientId: link.clientId }]);
    const staff = await s.request('GET', `impressions/impression-by-project-id/${link.projectId}`, { token: world.tokens.admin });
    expect(staff.body).toMatchObject({ data: { id: rows[0]!.id, average: 4.33, feedback: 'Edhe me mire.' } });
    const audit = await s.connection.db.selectFrom('auditLog').select('userId').where('auditableId', '=', rows[0]!.id).execute();
    expect(audit.map((a) => a.userId)).toEqual([null, null]);
    expect(((await page(link.token)).body as { data: PublicImpressionPage }).data.impression).toMatchObject({ average: 4.33 });
  });

  it('refuses a bad save with its message (422) and changes nothing', async () => {
    const link = await linked();
    const before = await writeTotals(s.connection);
    const res = await save(link.token, { questionFields: [world.questionIds[0]], questionFieldValues: [7] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: MSG.rating });
    const foreign = await save(link.token, { questionFields: [world.acmeQuestionIds[0]], questionFieldValues: [4] });
    expect(foreign.body).toMatchObject({ errors: { questionFields: MSG.invalidValue } });
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});

describe('every other use of a token answers 404', () => {
  it('an expired link', async () => {
    const link = await linked();
    const fileId = await world.plantPhoto('demo', link.installationId);
    expect((await photo(link.token, fileId)).statusCode).toBe(200);
    await s.connection.db.updateTable('impressionLinks').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('tokenHash', '=', sha256(link.token)).execute();
    await expectDead(link.token, fileId);
  });

  it('a revoked link', async () => {
    const link = await linked();
    const fileId = await world.plantPhoto('demo', link.installationId);
    expect((await s.request('DELETE', `impressions/links/${link.projectId}`, { token: world.tokens.admin })).status).toBe(200);
    await expectDead(link.token, fileId);
  });

  it('a link replaced by a new one', async () => {
    const link = await linked();
    const fileId = await world.plantPhoto('demo', link.installationId);
    expect((await world.issue(link.projectId)).status).toBe(201);
    await expectDead(link.token, fileId);
  });

  it.each([
    ['unknown', () => Buffer.alloc(32, 7).toString('base64url')],
    ['a row id', () => newId()],
    ['too short', () => 'abc'],
    ['one character too long', () => `${Buffer.alloc(32, 7).toString('base64url')}A`],
    ['its hash instead of the token', () => sha256('x')],
  ])('a token that is %s', async (_name, token) => {
    const link = await linked();
    await expectDead(token(), await world.plantPhoto('demo', link.installationId));
  });

  it('another company’s link: it opens its own project only, never a demo photo, nor a page naming a demo project or client', async () => {
    const acme = await linked('acme');
    const demo = await linked();
    const demoPhoto = await world.plantPhoto('demo', demo.installationId);
    expect((await page(acme.token)).status).toBe(200);
    expect((await photo(acme.token, demoPhoto)).statusCode).toBe(404);
    expect((await page(acme.token, `?projectId=${demo.projectId}`)).status).toBe(404);
    expect((await page(acme.token, `?clientId=${demo.clientId}`)).status).toBe(404);
    expect((await page(acme.token, `?projectId=${acme.projectId}&clientId=${acme.clientId}`)).status).toBe(200);
    expect((await page(acme.token, '?projectId=x')).status).toBe(404);
    // An acme question through a demo link is refused on its field; the demo link never writes acme.
    const before = await writeTotals(s.connection);
    expect((await save(demo.token, { questionFields: [world.acmeQuestionIds[0]], questionFieldValues: [4] })).status).toBe(422);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('a staff session does not stand in for the token', async () => {
    const link = await linked();
    const res = await s.request('GET', `public/impressions/${Buffer.alloc(32, 9).toString('base64url')}`, { token: world.tokens.admin });
    expect(res.status).toBe(404);
    expect((await page(link.token)).status).toBe(200);
  });
});
