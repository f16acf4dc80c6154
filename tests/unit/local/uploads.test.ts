import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { configureApi } from '../../../src/local/api.js';
import { openLocalDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import type { Session } from '../../../src/local/session.js';
import type { EngineState } from '../../../src/local/engine.js';
import type { Command } from '../../../src/local/types.js';
import { createTemplate, pdfBlob } from './templateCommands.js';
import { openDevice, signIn, startFromNow, startLocalServer, uniqueDbName, uniqueName, type Device, type LocalServer } from './harness.js';

/** Photos, signatures and PDFs: stored with their entry, sent with it. */

let ls: LocalServer;
let session: Session;
const devices: Device[] = [];

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  configureApi({ prefixUrl: ls.s.api });
});
afterAll(() => ls.close());


/** A page that queued work and was closed before it could send: the work is only in IndexedDB. */
async function queueOffline(command: Command): Promise<string> {
  const name = uniqueDbName('upload');
  const db = openLocalDb(name);
  await startFromNow(ls.s, db, session);
  await enqueue(db, command);
  db.close();
  return name;
}

async function serverTemplates(nameOfFile: string) {
  return ls.s.connection.db.selectFrom('measurementTemplates').selectAll().where('nameOfFile', '=', nameOfFile).execute();
}

describe('O10 blobs travel with their entry as multipart', () => {
  it('O10 a PDF queued offline survives a reload and goes up with its entry as multipart, with upload progress', async () => {
    const deviceId = newId();
    const title = uniqueName('skica');
    const file = pdfBlob(title);
    const name = await queueOffline(createTemplate(deviceId, title, file));

    const d = openDevice(name, session);
    devices.push(d);
    const uploads: EngineState['upload'][] = [];
    d.engine.subscribe(() => uploads.push(d.engine.getState().upload));
    await d.engine.syncNow();

    expect(await d.db.outbox.count()).toBe(0);
    const [template] = await serverTemplates(title);
    expect(template?.fileId).toBeTruthy();
    const stored = await ls.s.connection.db.selectFrom('files').selectAll().where('id', '=', template!.fileId!).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ fileName: 'skica.pdf', size: file.size, ownerId: deviceId });
    // Progress: the whole multipart body (file and fields) went up, then the upload was cleared.
    const progress = uploads.filter((u) => u !== null);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
    expect(progress.at(-1)!.total).toBeGreaterThan(file.size);
    expect(d.engine.getState().upload).toBeNull();
    // The id went up as a multipart field and the server kept it (O13); the re-read brought the file's id.
    expect(template!.id).toBe(deviceId);
    expect(await d.db.measurementTemplates.get(deviceId)).toMatchObject({ id: deviceId, nameOfFile: title, fileId: template!.fileId });
  });

  it('O10 an upload that gets no answer stays pending with its blob', async () => {
    const title = uniqueName('offline');
    const name = await queueOffline(createTemplate(newId(), title, pdfBlob(title)));
    // Nothing listens on port 9: the XMLHttpRequest fails like a dropped connection.
    configureApi({ prefixUrl: 'http://127.0.0.1:9/api/v1' });
    const d = openDevice(name, session);
    devices.push(d);
    await d.engine.syncNow();
    const [entry] = await d.db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await entry!.files![0]!.blob.text()).toContain(title);
    expect(await serverTemplates(title)).toHaveLength(0);
  });

  it('O10 a refused upload is kept, file included, with the server message', async () => {
    const title = uniqueName('not-a-pdf');
    const text = new Blob(['just text, not a PDF'], { type: 'text/plain' });
    const name = await queueOffline(createTemplate(newId(), title, text, 'notes.txt'));
    const d = openDevice(name, session);
    devices.push(d);
    await d.engine.syncNow();
    const [entry] = await d.db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'rejected', error: { status: 422, message: MSG.onlyPdf } });
    expect(await entry!.files![0]!.blob.text()).toBe('just text, not a PDF');
    expect(entry!.files![0]!.name).toBe('notes.txt');
  });
});
