import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { tileOrigin } from '../../domain/mapTiles.js';

/**
 * Security headers on every answer (@fastify/helmet) with the PWA's
 * Content-Security-Policy: its own scripts only; inline styles, because
 * FullCalendar injects a style element; images and fetches from the map tile
 * server too (the service worker fetches tiles, domain/mapTiles.ts); workers
 * from itself or blob:. The referrer is kept across origins as an origin only:
 * OpenStreetMap's tile servers refuse requests without one.
 *
 * API answers are never stored by a browser or a proxy (`no-store`): they hold
 * one user's data. File downloads set their own private cache.
 */
export async function installHeaders(app: FastifyInstance, tileUrl: string): Promise<void> {
  const tiles = tileOrigin(tileUrl);
  const withTiles = (...sources: string[]) => (tiles ? [...sources, tiles] : sources);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: withTiles("'self'", 'data:', 'blob:'),
        connectSrc: withTiles("'self'"),
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Tiles come from another origin that sends no Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
