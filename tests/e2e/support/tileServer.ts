import http from 'node:http';
import { pngBytes } from '../../fixtures/files';

/** The map tile server of the e2e run (VITE_TILE_URL), on loopback: OpenStreetMap's own may not be used by tests. */
export interface TileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The tile URL template the PWA is built with. */
  template: string;
  stop(): Promise<void>;
}

/**
 * Serves every z/x/y tile as a small PNG with CORS (as OpenStreetMap's tile
 * servers do) and counts requests per path; `GET /hits` answers the counts, so
 * a spec in another process can tell whether a tile came from the network.
 */
export async function startTileServer(): Promise<TileServer> {
  const hits = new Map<string, number>();
  const png = pngBytes();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://tiles').pathname;
    if (path === '/hits') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(hits)));
      return;
    }
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(404).end();
      return;
    }
    hits.set(path, (hits.get(path) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return { origin, template: `${origin}/{z}/{x}/{y}.png`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** How often each tile path was asked for, read from the tile server. */
export async function tileHits(origin: string): Promise<Record<string, number>> {
  return (await (await fetch(`${origin}/hits`)).json()) as Record<string, number>;
}
