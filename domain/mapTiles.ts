/**
 * Where map tiles come from (spec 000: maps of clients and the day's stops).
 * The PWA reads `VITE_TILE_URL` when it is built, the server when it starts
 * (its Content-Security-Policy must allow that origin); `npm start` does both
 * from one environment.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function tileUrlOf(configured: string | undefined): string {
  return configured !== undefined && configured.trim() !== '' ? configured.trim() : DEFAULT_TILE_URL;
}

/** The origin tiles are fetched from ('https://tile.openstreetmap.org'), or none for a same-origin path. */
export function tileOrigin(tileUrl: string): string | undefined {
  if (!/^https?:\/\//i.test(tileUrl)) return undefined;
  // The {s}, {z}, {x}, {y} placeholders are not part of an origin; a {s} subdomain is allowed as a wildcard.
  const host = /^(https?:\/\/[^/]+)/i.exec(tileUrl)![1]!;
  return host.replace('{s}', '*');
}

/**
 * Whether the PWA may fetch tiles ahead of need (around the day's stops) for
 * use without signal. OpenStreetMap's tile policy forbids bulk downloading, so
 * against its servers only tiles the user has viewed are kept; a server of the
 * company's own (VITE_TILE_URL) may be asked ahead.
 */
export function tilePrefetchAllowed(tileUrl: string): boolean {
  const origin = tileOrigin(tileUrl);
  return origin === undefined || !/(^|\.|\/\/|\*)openstreetmap\.(org|fr|de)$/i.test(origin.replace(/:\d+$/, ''));
}
