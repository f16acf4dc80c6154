/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { FILES_CACHE, TILES_CACHE, isFileDownload, isMapTile, withoutQuery } from './routes.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell: every route opens offline from the precache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Map tiles: cache-first and bounded, so a map seen once still shows without signal.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isMapTile(url),
  new CacheFirst({
    cacheName: TILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Files the user opened (drawings, photos, PDFs): kept for offline viewing. The
// signed-URL query changes each time, so the cache key is the path alone.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isFileDownload(url),
  new CacheFirst({
    cacheName: FILES_CACHE,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => withoutQuery(request.url) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
// Everything else under /api/ goes to the network: reads come from IndexedDB, not
// from here. Chromium's static routing (addRoutes) sends those requests straight
// to the network without waking this worker — the outbox drain and the pulls
// make thousands of them. File downloads still come here for their cache.
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?(rules: { condition: Record<string, unknown>; source: 'network' | 'fetch-event' }[]): Promise<void>;
};
self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  install
    .addRoutes?.([
      { condition: { urlPattern: { pathname: '/api/v1/files/*' }, requestMethod: 'get' }, source: 'fetch-event' },
      { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
    ])
    .catch(() => {
      // An older Chromium refuses a condition it does not know: every request then comes through the fetch handler, as before.
    });
});

// First install takes control at once, so the very first visit already works offline.
// Later versions wait for the user's "reload" (update prompt).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the network is back — wake a page's outbox drainer.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== 'zanati-outbox') return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'zanati-sync' });
    }),
  );
});
