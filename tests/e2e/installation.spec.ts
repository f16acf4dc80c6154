import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newId } from '../../domain/ids.js';
import { INSTALLATION_MSG as M } from '../../domain/installation/messages.js';
import type { InstallationOfTransport } from '../../domain/installation/reads.js';
import { companyUsers } from '../fixtures/directWrite.js';
import { depositProject, type DepositProject } from '../fixtures/warehouse.js';
import { expect, test } from './fixtures';
import { InstallationForm } from './pages/InstallationForm';
import { floorServer } from './support/floorServer';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The installer's day (issue 13), on a tablet: signed in with signal the
 * mirror syncs; at the client's without signal they stamp the start, take
 * photos, comment, get both signatures, stamp the end and save; a reload
 * keeps it all; back in signal it reaches the server exactly once, as ONE
 * installation with both signatures and every photo.
 */

test.use({ viewport: { width: 800, height: 1280 } });

/** A transport of a new project's deposit, the demo installer named on the deposit: the installer's assigned work. */
async function assignedTransport(server: ServerApi): Promise<{ project: DepositProject; transportId: string }> {
  const floor = floorServer(server);
  try {
    const db = floor.connection.db;
    const { companyId, users } = await companyUsers(floor.connection, 'demo');
    const [article, unit, process, equipment] = await Promise.all([
      db.selectFrom('articles').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('units').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('responsibilities').select('id').where('companyId', '=', companyId).where('departmentId', 'is not', null).orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('equipment').select('id').where('companyId', '=', companyId).execute(),
    ]);
    const project = await depositProject(floor, { companyId, adminId: users.admin!, articleId: article.id, unitId: unit.id, responsibilityId: process.id });
    const recordId = newId();
    await server.json('POST', 'warehouse-records', {
      body: {
        id: recordId,
        clientId: project.clientId,
        projectId: project.projectId,
        productIds: [project.done[0], project.done[1]],
        quantity: [2, 3],
        withoutTransport: 0,
        withoutInstallation: 0,
        transportUsers: [users.driver!],
        installationUsers: [users.installer!],
      },
    });
    const transportId = newId();
    await server.json('POST', 'transport', {
      body: {
        id: [transportId],
        projectId: [project.projectId],
        warehouseRecordId: [recordId],
        transportDetails: ['Kamioni, dy punetore.'],
        acceptanceDate: ['2026-03-02 08:00:00'],
        arrivalDate: ['2026-03-02 09:30:00'],
        equipmentIds: equipment.map((e) => e.id),
      },
    });
    return { project, transportId };
  } finally {
    await floor.close();
  }
}

/** A JPEG as a camera would hand it (made by the browser's encoder: Node has none), `width` × `height`, noisy so it does not shrink to nothing. */
async function photo(page: Page, width: number, height: number, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${seed * 70}, 40%, 40%)`);
      gradient.addColorStop(1, `hsl(${seed * 70 + 120}, 50%, 70%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${(i * 37 + seed) % 360}, 60%, 50%)`;
        ctx.fillRect((i * 97) % width, (i * 61) % height, 40, 40);
      }
      const raw = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let text = '';
      for (let i = 0; i < raw.length; i += 0x8000) text += String.fromCharCode(...raw.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, seed },
  );
  return Buffer.from(base64, 'base64');
}

/** The width and height a JPEG says in its frame header (SOF0/SOF2). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xc0 || marker === 0xc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

const installationOf = async (server: ServerApi, transportId: string) => (await server.json<{ data: InstallationOfTransport }>('GET', `installations/${transportId}/transport`)).data.installation;

test.describe("the installer's day", () => {
  test('offline: start, photos, comment, two signatures, end, save; a reload keeps it all; online it lands once with every file', async ({ page, context, server, signIn, shell }) => {
    const { project, transportId } = await assignedTransport(server);
    const form = new InstallationForm(page);

    await signIn('installer');
    await waitForOfflineReady(page);
    const pictures = [await photo(page, 800, 600, 1), await photo(page, 600, 800, 2), await photo(page, 4000, 3000, 3)];

    await context.setOffline(true);
    await form.open(transportId, project.projectName);
    await expect(form.form.getByRole('cell', { name: '3' })).toBeVisible();
    await form.stamp('Fillimi');
    await form.gallery.setInputFiles(pictures.map((buffer, i) => ({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await expect(form.draftPhotos).toHaveCount(3);
    await form.comment.fill('Montimi perfundoi, klienti i kenaqur.');
    await form.sign('instaluesit');

    // Not saved yet: a reload keeps the draft — its photos, the signature saved on the pad, the start and the comment.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-signature="saved"]').length)).toBe(1);
    await page.reload();
    await expect(form.draftPhotos).toHaveCount(3);
    await expect(form.signatureState('instaluesit')).toHaveAttribute('data-signature', 'saved');
    await expect(form.comment).toHaveValue('Montimi perfundoi, klienti i kenaqur.');
    await expect(form.form.getByLabel('Fillimi', { exact: true })).not.toHaveValue('');
    expect(await outboxCount(page)).toBe(0);

    await form.sign('klientit');
    await form.stamp('Mbarimi');
    await form.saveButton.click();
    await shell.expectKeptOnDevice(M.created);
    await expect(form.pending).toBeVisible();
    await expect(form.queuedPhotos).toHaveCount(3);
    await expect(form.draftPhotos).toHaveCount(0);
    await shell.expectPending(1);
    await shell.expectOffline();

    // A reload without signal: the record is there, pending, with its photos and both signatures.
    await page.reload();
    await shell.expectReady();
    await shell.expectPending(1);
    await expect(form.pending).toBeVisible();
    await expect(form.queuedPhotos).toHaveCount(3);
    await expect(form.signatureState('instaluesit')).toHaveAttribute('data-signature', 'queued');
    await expect(form.signatureState('klientit')).toHaveAttribute('data-signature', 'queued');
    expect(await outboxCount(page)).toBe(1);

    // The report as a real PDF, made on the tablet without signal.
    const [download] = await Promise.all([page.waitForEvent('download'), form.pdfButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^instalimi-.*\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await context.setOffline(false);
    await shell.expectPending(0);
    const installation = await installationOf(server, transportId);
    expect(installation).not.toBeNull();
    expect(installation!.installationStart).not.toBeNull();
    expect(installation!.installationEnd).not.toBeNull();
    expect(installation!.comment).toBe('Montimi perfundoi, klienti i kenaqur.');
    expect(installation!.installerSignature).toHaveLength(1);
    expect(installation!.clientSignature).toHaveLength(1);
    expect(installation!.installationFiles).toHaveLength(3);
    const { data: all } = await server.json<{ data: { transportId: string | null }[] }>('GET', 'installations');
    expect(all.filter((i) => i.transportId === transportId)).toHaveLength(1);

    // The 12 MP photo was scaled down before it was queued (longest side 2048 px).
    const sizes = await Promise.all(
      installation!.installationFiles.map(async (f) => jpegSize(Buffer.from(await (await server.request('GET', `files/${f.id}`)).arrayBuffer()))),
    );
    expect(Math.max(...sizes.map((s) => Math.max(s.width, s.height)))).toBe(2048);

    // The feed brings the stored files: the form shows them as stored, nothing pending.
    await expect(form.pending).toHaveCount(0);
    await expect(form.photos.locator('[data-stored-photo]')).toHaveCount(3);
    await expect(form.signatureState('klientit')).toHaveAttribute('data-signature', 'stored');
  });

  test('an end without both signatures is refused in the form and nothing is queued', async ({ page, context, server, signIn, shell }) => {
    const { project, transportId } = await assignedTransport(server);
    const form = new InstallationForm(page);
    await signIn('installer');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await form.open(transportId, project.projectName);
    await form.stamp('Fillimi');
    await form.stamp('Mbarimi');
    await form.sign('instaluesit');
    await form.saveButton.click();
    await expect(form.refusal).toHaveText(M.signaturesRequired);
    expect(await outboxCount(page)).toBe(0);
    await shell.expectPending(0);
    await context.setOffline(false);
  });
});
