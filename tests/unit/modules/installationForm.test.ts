import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { draftKey, readDraft, writeDraft } from '../../../src/local/drafts.js';
import { enqueue } from '../../../src/local/outbox.js';
import { createInstallationCommand, deleteInstallationCommand, updateInstallationCommand } from '../../../src/modules/installation/form/installationCommands';
import { blobsOf, draftOf, planInstallationSave, type InstallationDraft } from '../../../src/modules/installation/form/installationDraft';
import { uniqueDbName } from '../local/harness.js';

const target = { projectId: newId(), transportId: newId() };
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const none = { installerSignature: false, clientSignature: false };
const draft = (over: Partial<InstallationDraft> = {}): InstallationDraft => ({ ...draftOf(null), installationStart: '2026-03-02 10:00:00', ...over });

const stored = (over: Partial<InstallationRow> = {}): InstallationRow => ({
  id: newId(),
  ...target,
  installationStart: '2026-03-02 10:00:00',
  installationEnd: null,
  comment: null,
  conditional: 0,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...over,
});

describe('the installation form checks the rules before queueing', () => {
  it('refuses a save without a start', () => {
    const plan = planInstallationSave(draft({ installationStart: null }), target, [], none);
    expect(plan).toMatchObject({ ok: false, refusal: { message: INSTALLATION_MSG.startRequired, field: 'installationStart' } });
  });

  it('refuses an end without both signatures, naming the missing pad', () => {
    const end = { installationEnd: '2026-03-02 12:00:00' };
    expect(planInstallationSave(draft(end), target, [], none)).toMatchObject({ ok: false, refusal: { message: INSTALLATION_MSG.signaturesRequired, field: 'installerSignature' } });
    expect(planInstallationSave(draft({ ...end, installerSignature: png() }), target, [], none)).toMatchObject({ ok: false, refusal: { message: INSTALLATION_MSG.signaturesRequired, field: 'clientSignature' } });
  });

  it('counts a signature already held (stored or queued) for the end', () => {
    const plan = planInstallationSave(draft({ installationEnd: '2026-03-02 12:00:00', clientSignature: png() }), target, [], { installerSignature: true, clientSignature: false });
    expect(plan.ok).toBe(true);
  });

  it('refuses an end before the start', () => {
    const plan = planInstallationSave(draft({ installationEnd: '2026-03-02 09:00:00', installerSignature: png(), clientSignature: png() }), target, [], none);
    expect(plan).toMatchObject({ ok: false, refusal: { message: PRODUCTION_MSG.endBeforeStart } });
  });

  it('creates when the transport has no installation, else edits that one', () => {
    expect(planInstallationSave(draft(), target, [], none)).toMatchObject({ ok: true, mode: 'create' });
    const other = stored({ transportId: newId() });
    expect(planInstallationSave(draft(), target, [other], none)).toMatchObject({ ok: true, mode: 'create' });
    const mine = stored();
    expect(planInstallationSave(draft(), target, [other, mine], none)).toMatchObject({ ok: true, mode: 'edit', id: mine.id });
  });

  it('sends every file in the one call under the multipart names: both signatures and photos[]', () => {
    const photos = [jpeg(), jpeg(), jpeg()];
    const plan = planInstallationSave(draft({ installationEnd: '2026-03-02 12:00:00', installerSignature: png(), clientSignature: png(), photos, conditional: true }), target, [], none);
    if (!plan.ok) throw new Error(plan.refusal.message);
    expect(plan.files.map((f) => f.field)).toEqual(['installerSignature', 'clientSignature', 'photos[]', 'photos[]', 'photos[]']);
    expect(plan.input).toMatchObject({ ...target, conditional: 1, installationEnd: '2026-03-02 12:00:00' });
    // A refused entry's files come back as the draft's blobs.
    expect(blobsOf(plan.files)).toMatchObject({ photos: photos, installerSignature: plan.files[0]!.blob, clientSignature: plan.files[1]!.blob });
  });
});

describe('the installation commands', () => {
  const open: ZanatiDb[] = [];
  const freshDb = () => {
    const db = openLocalDb(uniqueDbName('installation'));
    open.push(db);
    return db;
  };
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });

  it('queue ONE entry with all files, show the row at once and take the draft off the device in the same write', async () => {
    const db = freshDb();
    await writeDraft(db, 'installation:x', { comment: 'typed' });
    const id = newId();
    const input = { ...target, installationStart: '2026-03-02 10:00:00', installationEnd: null, comment: 'Mire', conditional: 0 as const };
    const files = [{ field: 'installerSignature', blob: png(), name: 'a.png' }, { field: 'photos[]', blob: jpeg(), name: 'f.jpg' }];
    await enqueue(db, createInstallationCommand(id, input, files, { name: 'Kuzhina', draft: 'installation:x' }));
    expect(await db.installations.get(id)).toMatchObject({ id, ...target, comment: 'Mire', conditional: 0, installationEnd: null });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'POST', url: 'installations', entity: 'installations', entityId: id, body: { id, comment: 'Mire' } });
    expect(entries[0]!.files).toHaveLength(2);
    expect(await readDraft(db, 'installation:x')).toBeNull();
    expect(await db.meta.get(draftKey('installation:x'))).toBeUndefined();
  });

  it('edit the stored row as it is now, and delete it with its files', async () => {
    const db = freshDb();
    const row = stored();
    await db.installations.put(row);
    await db.files.put({ id: newId(), ownerType: 'installations', ownerId: row.id, kind: 'photo', fileName: 'f.jpg' });
    await enqueue(db, updateInstallationCommand(row, { installationEnd: '2026-03-02 12:00:00', comment: 'Perfundoi' }, [], { name: 'Kuzhina' }));
    expect(await db.installations.get(row.id)).toMatchObject({ installationStart: row.installationStart, installationEnd: '2026-03-02 12:00:00', comment: 'Perfundoi' });
    await enqueue(db, deleteInstallationCommand({ id: row.id, name: 'Kuzhina' }));
    expect(await db.installations.get(row.id)).toBeUndefined();
    expect(await db.files.where('ownerId').equals(row.id).count()).toBe(0);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.method)).toEqual(['POST', 'DELETE']);
  });
});
