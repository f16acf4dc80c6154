import { expect, test } from './fixtures';
import { pdfBytes } from '../fixtures/files';
import { waitForOfflineReady } from './support/pwa';

interface Manifest {
  name?: string;
  short_name?: string;
  display?: string;
  theme_color?: string;
  start_url?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable PWA', () => {
  test('GET /manifest.webmanifest names the app, its icons (192, 512, maskable), theme colour and standalone display', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/(manifest\+)?json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).toBe('Zanati');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons = manifest.icons ?? [];
    const find = (size: string, purpose: string) => icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
    for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']] as const) {
      const icon = find(size, purpose);
      expect(icon, `${size} ${purpose} icon`).toBeDefined();
      const file = await request.get(icon!.src);
      expect(file.status(), icon!.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const [w, h] = size.split('x').map(Number);
      expect(pngSize(await file.body()), icon!.src).toEqual({ width: w, height: h });
    }

    const html = await (await request.get('/login')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
  });

  test('the service worker is registered and controls the page after the first load', async ({ page }) => {
    await page.goto('/login');
    await waitForOfflineReady(page);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL ?? null, controller: navigator.serviceWorker.controller?.scriptURL ?? null };
    });
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
    expect(registration.controller).toBe(registration.script);
  });

  test("Background Sync 'zanati-outbox' makes the service worker tell its pages to drain ({type: 'zanati-sync'})", async ({ page, baseURL }) => {
    await page.goto('/login');
    await waitForOfflineReady(page);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { swMessages: unknown[] }).swMessages = seen;
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });

    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const id = await registrationId;
    const messages = () => page.evaluate(() => (window as unknown as { swMessages: unknown[] }).swMessages);

    // Another tag is not ours: nothing is posted.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseURL!, registrationId: id, tag: 'someone-else', lastChance: false });
    await page.waitForTimeout(500);
    expect(await messages()).toEqual([]);

    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseURL!, registrationId: id, tag: 'zanati-outbox', lastChance: false });
    await expect.poll(messages).toEqual([{ type: 'zanati-sync' }]);
  });
});

test.describe('service worker routes', () => {
  test('a file opened online opens again offline from the file cache, while API calls are never answered from a cache', async ({ page, server, context }) => {
    await page.goto('/login');
    await waitForOfflineReady(page);
    const pdf = pdfBytes('offline file cache');
    const { templateId, fileId } = await server.uploadTemplate(`e2e cache ${Date.now().toString(36)}`, pdf);
    const { url } = await server.json<{ url: string }>('GET', `files/${fileId}/url`);
    const read = (href: string) =>
      page.evaluate(async (h) => {
        try {
          const res = await fetch(h);
          return { status: res.status, size: (await res.arrayBuffer()).byteLength };
        } catch {
          return { status: 0, size: 0 };
        }
      }, href);

    const online = await read(url);
    expect(online).toEqual({ status: 200, size: pdf.length });

    await context.setOffline(true);
    try {
      // Another signature of the same file: the cache keys files by path alone.
      expect(await read(url.replace(/sig=[^&]+/, 'sig=elsewhere'))).toEqual(online);
      expect((await read('/api/v1/companies/demo')).status).toBe(0);
    } finally {
      await context.setOffline(false);
      await server.request('DELETE', `measurement-templates/${templateId}`);
    }
  });
});
