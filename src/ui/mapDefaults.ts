import type { LatLngTuple } from 'leaflet';
import { tileUrlOf } from '../../domain/mapTiles.js';

/** Where a map without a point opens: the middle of Kosovo. */
export const KOSOVO: LatLngTuple = [42.6026, 20.903];

export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The company's own tile server (its settings, issue 16), kept here by the shell from the mirror; '' while it names none. */
let companyTileUrl = '';

export function setCompanyTileUrl(url: string): void {
  companyTileUrl = url.trim();
}

/**
 * The tile server maps draw from: the company's (its settings), else the one
 * the build names (VITE_TILE_URL), else OpenStreetMap's. Whether tiles may be
 * fetched ahead stays domain/mapTiles.ts's rule on the URL in use.
 */
export function configuredTileUrl(): string {
  if (companyTileUrl !== '') return companyTileUrl;
  const fromEnv: unknown = import.meta.env.VITE_TILE_URL;
  return tileUrlOf(typeof fromEnv === 'string' ? fromEnv : undefined);
}
