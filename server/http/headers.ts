import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileOrigin } from '../../domain/mapTiles.js';

/**
 * Security headers on every answer, as helmet sets them, with the PWA's
 * Content-Security-Policy: its own scripts only (and WebAssembly compiled
 * from them); inline styles, because
 * FullCalendar injects a style element; images and fetches from the map tile
 * server too (the service worker fetches tiles, domain/mapTiles.ts); workers
 * from itself or blob:. The referrer is kept across origins as an origin only:
 * OpenStreetMap's tile servers refuse requests without one.
 *
 * The headers are the same for every answer, so helmet runs once, at start,
 * and each answer gets the result. (@fastify/helmet builds helmet's middleware
 * anew on every request: 15 % of the small-read throughput, BENCHMARKS.md.)
 *
 * API answers are never stored by a browser or a proxy (`no-store`): they hold
 * one user's data. File downloads set their own private cache.
 */
export function installHeaders(app: FastifyInstance, tileUrl: string): void {
  const headers = helmetHeaders(policyFor(tileUrl));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}

function policyFor(tileUrl: string): HelmetOptions {
  const tiles = tileOrigin(tileUrl);
  const withTiles = (...sources: string[]) => (tiles ? [...sources, tiles] : sources);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiles (not JavaScript eval): the kiosk's offline PIN check is argon2id in WASM (domain/kiosk/verifier.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // FullCalendar's stylesheet declares its icon font as data: (fonts run no script); the app draws no icon with it.
        fontSrc: ["'self'", 'data:'],
        // Any https image: a company may name its own tile server in its settings (issue 16), after this policy was made; images run no script.
        imgSrc: withTiles("'self'", 'data:', 'blob:', 'https:'),
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
  };
}

/** The headers helmet sets with these options, recorded from one run of its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // Helmet throws on a bad option; its callback only says it is done.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
