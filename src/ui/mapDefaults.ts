import type { LatLngTuple } from 'leaflet';
import { tileUrlOf } from '../../domain/mapTiles.js';

/** Where a map without a point opens: the middle of Kosovo. */
export const KOSOVO: LatLngTuple = [42.6026, 20.903];

export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The tile server the build names (VITE_TILE_URL), else OpenStreetMap's. */
export function configuredTileUrl(): string {
  const fromEnv: unknown = import.meta.env.VITE_TILE_URL;
  return tileUrlOf(typeof fromEnv === 'string' ? fromEnv : undefined);
}
