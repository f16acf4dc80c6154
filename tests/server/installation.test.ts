import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { INSTALLATION_MSG } from '../../domain/installation/messages.js';
import { MSG } from '../../domain/messages.js';
import { PRODUCTION_MSG } from '../../domain/production/messages.js';
import { TRANSPORT_MSG } from '../../domain/transport/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';
import { bothSignatures, installationForm, setUpInstallation, signature, withId, type InstallationWorld } from '../fixtures/installation.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let world: InstallationWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpInstallation(s);
});
afterAll(() => s.close());

const send = (method: string, url: string, form: FormData, token = world.tokens.installer, headers: Record<string, string> = {}) => s.request(method, url, { token, form, headers });

const filesOf = (id: string) =>
  s.connection.db.selectFrom('files').select(['id', 'kind', 'storedName']).where('ownerType', '=', 'installations').where('ownerId', '=', id).orderBy('kind').orderBy('id').execute();

describe('installations: create and edit (spec 001 §7 "Installation")', () => {
  it('creates a transport\'s installation with the device id, the photos and both signatures, and answers its feed row', async () => {
    const t = await world.plantTransport();
    const id = newId();
    const res = await send(
      'POST',
      'installations',
      installationForm(t, withId({ installationEnd: '2026-03-03 16:30:00', comment: 'Montuar pa probleme.', conditional: '1' }, id), [
        ...bothSignatures(),
        ['photos[]', pngBytes(), 'kuzhina-1.png'],
        ['photos[]', pngBytes(), 'kuzhina-2.png'],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(INSTALLATION_MSG.created);
    expect(res.body.data).toEqual({
      id,
      projectId: t.projectId,
      transportId: t.id,
      installationStart: '2026-03-03 08:00:00',
      installationEnd: '2026-03-03 16:30:00',
      comment: 'Montuar pa probleme.',
      conditional: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await filesOf(id)).map((f) => f.kind)).toEqual(['clientSignature', 'installerSignature', 'photo', 'photo']);
  });

  it('edits: a field left out stays, \'\' clears, a new signature replaces the stored one and photos are added', async () => {
    const t = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId({ comment: 'Fillim' }), [['installerSignature', signature(), 'a.png'], ['photos[]', pngBytes(), 'p.png']]));
    const id = created.body.data.id as string;
    const [oldSignature] = (await filesOf(id)).filter((f) => f.kind === 'installerSignature');
    const res = await send('POST', `installations/${id}`, installationForm(t, { comment: '', conditional: '1' }, [['installerSignature', signature(), 'b.png'], ['photos[]', pngBytes(), 'q.png']]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(INSTALLATION_MSG.edited);
    expect(res.body.data).toMatchObject({ id, comment: null, conditional: 1, installationStart: '2026-03-03 08:00:00', installationEnd: null });
    const files = await filesOf(id);
    expect(files.map((f) => f.kind)).toEqual(['installerSignature', 'photo', 'photo']);
    expect(files.some((f) => f.id === oldSignature!.id)).toBe(false);
    expect((await storedFiles(s.connection, s.config.dataDir)).onDisk).not.toContain(oldSignature!.storedName);
  });

  it('accepts an end when both signatures were stored with an earlier save', async () => {
    const t = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId(), bothSignatures()));
    expect(created.status).toBe(201);
    const res = await send('POST', `installations/${created.body.data.id}`, installationForm(t, { installationEnd: '2026-03-03 17:00:00' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.installationEnd).toBe('2026-03-03 17:00:00');
  });

  it('takes JSON without files as well', async () => {
    const t = await world.plantTransport();
    const res = await s.request('POST', 'installations', { token: world.tokens.installer, body: { id: newId(), projectId: t.projectId, transportId: t.id, installationStart: '2026-03-03 09:00:00', conditional: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ installationEnd: null, comment: null, conditional: 0 });
  });

  it('refuses each rule with its message, changes nothing and leaves no file behind', async () => {
    const t = await world.plantTransport();
    const other = await world.plantTransport();
    const before = await writeTotals(s.connection);
    const files = await storedFiles(s.connection, s.config.dataDir);
    const refused = async (form: FormData, message: string, field: string) => {
      const res = await send('POST', 'installations', form);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toBe(message);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    };
    await refused(installationForm(t, withId({ installationStart: '' }), bothSignatures()), INSTALLATION_MSG.startRequired, 'installationStart');
    await refused(installationForm(t, withId({ installationEnd: '2026-03-03 16:00:00' })), INSTALLATION_MSG.signaturesRequired, 'installerSignature');
    await refused(installationForm(t, withId({ installationEnd: '2026-03-03 16:00:00' }), [['installerSignature', signature(), 'a.png']]), INSTALLATION_MSG.signaturesRequired, 'clientSignature');
    await refused(installationForm(t, withId({ installationEnd: '2026-03-02 16:00:00' }), bothSignatures()), PRODUCTION_MSG.endBeforeStart, 'installationEnd');
    await refused(installationForm(t, withId(), [...bothSignatures(), ['photos[]', pngBytes(), 'ok.png'], ['photos[]', pdfBytes(), 'not-a-photo.png']]), MSG.onlyImages, 'photos');
    await refused(installationForm(t, withId(), [['clientSignature', pdfBytes(), 'sig.png']]), MSG.onlyImages, 'clientSignature');
    await refused(installationForm(t, withId({ installationStart: '03.03.2026' })), MSG.invalidDate, 'installationStart');
    await refused(installationForm({ id: t.id, projectId: other.projectId }, withId()), MSG.invalidValue, 'projectId');
    await refused(installationForm(t, withId(), [['installerSignature', signature(), 'a.png'], ['installerSignature', signature(), 'b.png']]), MSG.invalidValue, 'installerSignature');
    expect(await writeTotals(s.connection)).toEqual(before);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(files);
  });

  it('refuses an edit ending without signatures, and one that moves the installation to another transport', async () => {
    const t = await world.plantTransport();
    const other = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId(), [['clientSignature', signature(), 'k.png']]));
    const id = created.body.data.id as string;
    const before = await writeTotals(s.connection);
    const noInstaller = await send('POST', `installations/${id}`, installationForm(t, { installationEnd: '2026-03-03 18:00:00' }, [['photos[]', pngBytes(), 'p.png']]));
    expect(noInstaller.status).toBe(422);
    expect(noInstaller.body.message).toBe(INSTALLATION_MSG.signaturesRequired);
    const cleared = await send('POST', `installations/${id}`, installationForm(t, { installationStart: '' }));
    expect(cleared.body.message).toBe(INSTALLATION_MSG.startRequired);
    const moved = await send('POST', `installations/${id}`, installationForm(other, {}));
    expect(moved.status).toBe(422);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('refuses a second create for a transport: its installation is edited instead', async () => {
    const t = await world.plantTransport();
    expect((await send('POST', 'installations', installationForm(t, withId()))).status).toBe(201);
    const before = await writeTotals(s.connection);
    const again = await send('POST', 'installations', installationForm(t, withId(), bothSignatures()));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(INSTALLATION_MSG.alreadyInstalled);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('two racing creates for one transport: exactly one lands (unique index 0016)', async () => {
    const t = await world.plantTransport();
    const answers = await Promise.all([1, 2, 3].map(() => send('POST', 'installations', installationForm(t, withId()))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const rows = await s.connection.db.selectFrom('installations').select('id').where('transportId', '=', t.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('applies one Idempotency-Key once: one installation, one set of files', async () => {
    const t = await world.plantTransport();
    const id = newId();
    const key = newId();
    const form = () => installationForm(t, withId({ installationEnd: '2026-03-03 12:00:00' }, id), [...bothSignatures(), ['photos[]', pngBytes(), 'p.png']]);
    const first = await send('POST', 'installations', form(), world.tokens.installer, { 'idempotency-key': key });
    const second = await send('POST', 'installations', form(), world.tokens.installer, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await s.connection.db.selectFrom('installations').select('id').where('transportId', '=', t.id).execute()).toEqual([{ id }]);
    expect(await filesOf(id)).toHaveLength(3);
  });

  it('answers 404 for ids that are no row of the company', async () => {
    const t = await world.plantTransport();
    expect((await send('POST', 'installations', installationForm({ id: newId(), projectId: t.projectId }, withId()))).status).toBe(404);
    expect((await send('POST', `installations/${newId()}`, installationForm(t))).status).toBe(404);
    expect((await s.request('DELETE', `installations/${newId()}`, { token: world.tokens.installer })).status).toBe(404);
    expect((await s.request('DELETE', 'installations/nope', { token: world.tokens.installer })).status).toBe(404);
  });
});

describe('installations: delete', () => {
  it('deletes the installation and its files, with the info message', async () => {
    const t = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId(), [...bothSignatures(), ['photos[]', pngBytes(), 'p.png']]));
    const id = created.body.data.id as string;
    const stored = await filesOf(id);
    const res = await s.request('DELETE', `installations/${id}`, { token: world.tokens.installer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true, message: INSTALLATION_MSG.deleted });
    expect(await s.connection.db.selectFrom('installations').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await filesOf(id)).toEqual([]);
    const onDisk = (await storedFiles(s.connection, s.config.dataDir)).onDisk;
    for (const f of stored) expect(onDisk).not.toContain(f.storedName);
  });

  it('removes one photo through DELETE installations/assets/{id}, the installation kept', async () => {
    const t = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId(), [['photos[]', pngBytes(), 'a.png'], ['photos[]', pngBytes(), 'b.png']]));
    const id = created.body.data.id as string;
    const [photo] = await filesOf(id);
    expect((await s.request('DELETE', `installations/assets/${photo!.id}`, { token: world.tokens.driver })).status).toBe(403);
    expect((await s.request('DELETE', `installations/assets/${photo!.id}`, { token: world.tokens.installer })).status).toBe(200);
    expect((await filesOf(id)).map((f) => f.id)).not.toContain(photo!.id);
    expect(await filesOf(id)).toHaveLength(1);
  });

  it("keeps the installation's transport: a transport with an installation cannot be deleted", async () => {
    const t = await world.plantTransport();
    const created = await send('POST', 'installations', installationForm(t, withId()));
    const refused = await s.request('DELETE', `transport/${t.id}`, { token: world.tokens.driver });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(TRANSPORT_MSG.hasInstallation);
    const row = await s.connection.db.selectFrom('installations').select('transportId').where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(row.transportId).toBe(t.id);
  });
});

describe('installations: who may write', () => {
  it('refuses users without the installation permission (403) and observers, and changes nothing', async () => {
    const t = await world.plantTransport();
    const before = await writeTotals(s.connection);
    for (const role of ['driver', 'office', 'worker', 'observer'] as const) {
      expect((await send('POST', 'installations', installationForm(t, withId()), world.tokens[role])).status, role).toBe(403);
    }
    expect(await writeTotals(s.connection)).toEqual(before);
    expect((await send('POST', 'installations', installationForm(t, withId()), world.tokens.admin)).status).toBe(201);
  });
});
