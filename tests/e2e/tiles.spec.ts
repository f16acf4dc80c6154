import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForOfflineReady } from './support/pwa';
import { tileHits } from './support/tileServer';

/**
 * Map tiles seen online show offline (issue 8, "Map tiles"): the tile layer
 * asks with CORS (src/ui/LeafletMap.tsx crossOrigin), so the service worker
 * can read and keep the answers in its bounded tile cache (sw/sw.ts). No
 * screen shows a map yet, so the page asks for the tiles as Leaflet's tile
 * layer does: <img crossorigin="anonymous"> from the configured tile server.
 */
const TILES = ['/12/2285/1505.png', '/12/2286/1505.png', '/12/2285/1506.png', '/12/2286/1506.png'];
const tileOrigin = () => {
  const origin = process.env.ZANATI_E2E_TILES;
  if (!origin) throw new Error('no tile server: the e2e global setup did not start one');
  return origin;
};

/** Draws the tiles as images and answers the width each loaded with (0 = not drawn). */
async function drawTiles(page: Page): Promise<number[]> {
  return page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (src) =>
            new Promise<number>((resolve) => {
              const img = new Image();
              img.crossOrigin = 'anonymous';
              img.onload = () => resolve(img.naturalWidth);
              img.onerror = () => resolve(0);
              img.src = src;
              document.body.append(img);
            }),
        ),
      ),
    TILES.map((path) => `${tileOrigin()}${path}`),
  );
}

test('tiles seen online are drawn from the cache offline, after a reload, without asking the tile server', async ({ page, context, signIn }) => {
  await signIn('driver');
  await waitForOfflineReady(page);
  expect(await drawTiles(page)).toEqual([1, 1, 1, 1]);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('zanati-map-tiles')).keys()).length)).toBe(TILES.length);
  const before = await tileHits(tileOrigin());

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await drawTiles(page)).toEqual([1, 1, 1, 1]);
  expect(await tileHits(tileOrigin())).toEqual(before);
  await context.setOffline(false);
});
