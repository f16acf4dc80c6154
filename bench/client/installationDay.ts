import type { Browser } from 'playwright-core';
import type { InstallationTransportRow } from '../../domain/installation/reads.js';
import { newAppContext, outboxCount, outboxFileBytes, signInSynced } from './browser.js';

export const DAY_PHOTOS = 10;

export interface InstallationDayFigures {
  photoBytes: number;
  /** Ten camera photos handed to the form → each re-encoded and shown (spec §9: JPEG 0.2, longest side capped). */
  reencodeMs: number;
  /** The same → Save pressed and the one entry with every photo stored in the outbox. */
  queuedMs: number;
  /** What the outbox entry carries up: the re-encoded photos' bytes. */
  queuedBytes: number;
  /** Network back → the outbox empty (the multipart call answered). */
  drainMs: number;
  /** Photos the server holds on the installation afterwards. */
  photosOnServer: number;
}

type Api = { base: string; token: string };

async function getJson<T>(api: Api, path: string): Promise<T> {
  const res = await fetch(`${api.base}/${path}`, { headers: { authorization: `Bearer ${api.token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Transports of the demo set waiting for their installation: the installer's next jobs (at least `count`). */
export async function waitingTransports(api: Api, count: number): Promise<{ transportId: string; projectName: string }[]> {
  const { data } = await getJson<{ data: InstallationTransportRow[] }>(api, 'installations/transports');
  const waiting = data.filter((t) => t.installation === null).slice(0, count);
  if (waiting.length < count) throw new Error(`the demo set has ${waiting.length} transports without an installation, not ${count}`);
  return waiting.map((t) => ({ transportId: t.id, projectName: t.project.name }));
}

/**
 * The installer's save at the client's (issue 13): offline on a tablet, the
 * start stamped, ten 4 MB camera photos chosen at once, Save; then the
 * network comes back and the one multipart call drains on loopback.
 */
export async function measureInstallationDay(browser: Browser, origin: string, api: Api, transportId: string, photo: Buffer, { pageThread = false } = {}): Promise<InstallationDayFigures> {
  const context = await newAppContext(browser, origin, { width: 800, height: 1280 });
  // The baseline: a browser without OffscreenCanvas, where the form re-encodes on the page's own thread.
  if (pageThread) await context.addInitScript({ content: 'delete globalThis.OffscreenCanvas;' });
  const page = await context.newPage();
  try {
    await signInSynced(page, 'installer');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`/dashboard/installation/create/${transportId}`);
    const form = page.getByRole('form', { name: /^Instalimi:/ });
    await form.waitFor();
    await form.getByRole('button', { name: 'Fillimi: tani' }).click();
    const photos = form.getByRole('region', { name: /^Fotot e instalimit/ });

    await outboxCount(page); // installs the mirror reader the waits below poll
    // Timed in the page, from the input's change event (the files are the
    // page's) to the last photo's remove button drawn: the harness's transfer
    // of 40 MB into the file chooser is not the app's time.
    await page.evaluate((count) => {
      const w = window as unknown as { __picked?: number; __shown?: number };
      document.addEventListener(
        'change',
        () => {
          w.__picked = performance.now();
          new MutationObserver((_, observer) => {
            const shown = [...document.querySelectorAll('button')].filter((b) => b.textContent?.startsWith('Hiq foton')).length;
            if (shown >= count) {
              w.__shown = performance.now();
              observer.disconnect();
            }
          }).observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    }, DAY_PHOTOS);
    await photos.getByLabel(/Nga galeria/).setInputFiles(Array.from({ length: DAY_PHOTOS }, (_, i) => ({ name: `kamera-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photo })));
    await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown !== undefined, undefined, { timeout: 120_000 });
    const reencodeMs = await page.evaluate(() => {
      const w = window as unknown as { __picked: number; __shown: number };
      return w.__shown - w.__picked;
    });
    const saved = Date.now();
    await form.getByRole('button', { name: 'Ruaj', exact: true }).click();
    await page.waitForFunction(async () => (await window.__zanatiMirror!.outbox()) === 1, undefined, { polling: 10 });
    const queuedMs = reencodeMs + (Date.now() - saved);
    const queuedBytes = await outboxFileBytes(page);

    await context.setOffline(false);
    const online = Date.now();
    // Drained: the outbox is empty and the server holds the installation.
    let drained = 0;
    let photosOnServer = 0;
    while (Date.now() - online < 60_000) {
      if ((await outboxCount(page)) === 0) {
        drained = Date.now();
        const { data } = await getJson<{ data: { installation: { installationFiles: unknown[] } | null } }>(api, `installations/${transportId}/transport`);
        photosOnServer = data.installation?.installationFiles.length ?? 0;
        if (data.installation) break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    if (!drained) throw new Error('the outbox did not drain within a minute');
    return {
      photoBytes: photo.length,
      reencodeMs: Math.round(reencodeMs),
      queuedMs: Math.round(queuedMs),
      queuedBytes,
      drainMs: drained - online,
      photosOnServer,
    };
  } finally {
    await context.close();
  }
}
