import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { PUBLIC_USER_COLUMNS } from '../../domain/admin/rows.js';
import type { EntityName } from '../../domain/entities.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeDirect, type CompanyUsers } from '../fixtures/directWrite.js';
import { pullAll, type Mirror } from '../fixtures/feedReader.js';
import { FileUrlSigner } from '../../server/files/signedUrl.js';
import { pdfBytes } from '../fixtures/files.js';

/**
 * Issue 8 items 1 and 2, as the outside probe sent them: a driver pulled files
 * owned by blueprints (with their names) and got a signed link for one, and read
 * every user's email and permissions through sync/rows. One rule decides every
 * read path (domain/visibility.ts).
 */
let s: TestServer;
let demo: CompanyUsers;
let tokens: Record<'admin' | 'driver' | 'worker' | 'observer', string>;

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  tokens = { admin: await s.login('admin'), driver: await s.login('driver'), worker: await s.login('worker'), observer: await s.login('observer') };
});
afterAll(() => s.close());

const who = () => ({ companyId: demo.companyId, userId: demo.users.admin! });

/** A file of an owner type, its row written through the Writer so the feed has its change. */
async function storeFile(ownerType: EntityName, fileName: string): Promise<string> {
  const storedName = `${newId()}.pdf`;
  await s.app.deps.files.put(storedName, pdfBytes());
  return writeDirect(s.connection, who(), async (w) => {
    const row = await w.insert('files', {
      ownerType,
      ownerId: newId(),
      kind: 'probe',
      fileName,
      storedName,
      mime: 'application/pdf',
      size: pdfBytes().length,
      createdBy: null,
    });
    return row.id;
  });
}

const removeFile = (id: string) => writeDirect(s.connection, who(), (w) => w.delete('files', id));

const fileIdsIn = (mirror: Mirror) => new Set([...mirror.rows.values()].filter((c) => c.entity === 'files' && c.op === 'put').map((c) => c.id));

describe('a file is read by whoever reads its owner', () => {
  it('the feed sends a blueprint file to production and admins, not to a driver; its removal likewise', async () => {
    const blueprintFile = await storeFile('blueprints', 'skica-e-fshehte.pdf');
    const lookupFile = await storeFile('measurementTemplates', 'shablloni.pdf');
    const driver = await pullAll(s, tokens.driver);
    const worker = await pullAll(s, tokens.worker);
    const admin = await pullAll(s, tokens.admin);
    expect(fileIdsIn(driver).has(blueprintFile)).toBe(false);
    expect(fileIdsIn(driver).has(lookupFile)).toBe(true);
    expect(fileIdsIn(worker).has(blueprintFile)).toBe(true);
    expect(fileIdsIn(admin).has(blueprintFile)).toBe(true);
    // Nothing a driver received names a blueprint: no seeded blueprint file either.
    expect([...driver.rows.values()].filter((c) => c.entity === 'files' && (c.data as { ownerType?: string } | null)?.ownerType === 'blueprints')).toEqual([]);

    await removeFile(blueprintFile);
    const driverAfter = await pullAll(s, tokens.driver, driver);
    const workerAfter = await pullAll(s, tokens.worker, worker);
    expect(driverAfter.rows.has(`files:${blueprintFile}`)).toBe(false);
    expect(workerAfter.rows.get(`files:${blueprintFile}`)?.op).toBe('delete');
  });

  it('sync/rows answers a file the caller may not read as deleted, one they may read as it is', async () => {
    const blueprintFile = await storeFile('blueprints', 'skica.pdf');
    const ask = (token: string) => s.request('GET', `sync/rows?entity=files&ids=${blueprintFile}`, { token });
    expect((await ask(tokens.driver)).body.changes).toEqual([{ entity: 'files', id: blueprintFile, op: 'delete', data: null }]);
    const worker = (await ask(tokens.worker)).body.changes[0];
    expect(worker.op).toBe('put');
    expect(worker.data.fileName).toBe('skica.pdf');
  });

  it('files/{id} and files/{id}/url answer 404 to a user who does not read the owner', async () => {
    const blueprintFile = await storeFile('blueprints', 'skica.pdf');
    expect((await s.request('GET', `files/${blueprintFile}`, { token: tokens.driver })).status).toBe(404);
    expect((await s.request('GET', `files/${blueprintFile}/url`, { token: tokens.driver })).status).toBe(404);
    expect((await s.request('GET', `files/${blueprintFile}/url`, { token: tokens.worker })).status).toBe(200);
  });

  it('a signed link works only while the user it was issued to still reads the owner', async () => {
    const blueprintFile = await storeFile('blueprints', 'skica.pdf');
    const signer = await FileUrlSigner.open(s.config.dataDir);
    const exp = Math.floor(Date.now() / 1000) + 60;
    // Both signatures are valid: what the named user reads now decides.
    const download = (userId: string) => s.app.inject({ method: 'GET', url: signer.url(blueprintFile, exp, userId, false) });
    expect((await download(demo.users.driver!)).statusCode).toBe(404);
    expect((await download(demo.users.worker!)).statusCode).toBe(200);
    await s.connection.db.updateTable('users').set({ deletedAt: new Date().toISOString() }).where('id', '=', demo.users.deptadmin!).execute();
    expect((await download(demo.users.deptadmin!)).statusCode).toBe(404);
  });
});

describe('users other than admins receive the public columns of a user', () => {
  const userRowsIn = (mirror: Mirror) => [...mirror.rows.values()].filter((c) => c.entity === 'users' && c.op === 'put').map((c) => c.data as Record<string, unknown>);

  it('in the feed: a driver and an observer get names and avatars, no email, permissions or departments; an admin gets the whole row', async () => {
    for (const user of ['driver', 'observer'] as const) {
      const rows = userRowsIn(await pullAll(s, tokens[user]));
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual([...PUBLIC_USER_COLUMNS].sort());
    }
    const admin = userRowsIn(await pullAll(s, tokens.admin));
    expect(admin.find((u) => u.username === 'driver')).toMatchObject({ email: 'driver@demo.zanati.local', permissions: expect.any(Array) });
  });

  it('in sync/rows: the same projection', async () => {
    const ids = [demo.users.driver!, demo.users.admin!].join(',');
    const driver = await s.request('GET', `sync/rows?entity=users&ids=${ids}`, { token: tokens.driver });
    expect(driver.status).toBe(200);
    for (const change of driver.body.changes) {
      expect(change.op).toBe('put');
      expect(change.data).not.toHaveProperty('email');
      expect(change.data).not.toHaveProperty('permissions');
      expect(change.data).toHaveProperty('firstname');
    }
    const admin = await s.request('GET', `sync/rows?entity=users&ids=${ids}`, { token: tokens.admin });
    expect(admin.body.changes[0].data).toHaveProperty('email');
  });

  it('the admin-only user list stays admin-only', async () => {
    expect((await s.request('GET', 'admin/users', { token: tokens.driver })).status).toBe(403);
  });
});
