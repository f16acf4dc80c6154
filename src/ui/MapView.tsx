import { lazy } from 'react';
import { MapSuspense } from './MapSuspense';
import type { MapViewProps } from './mapTypes';

export type { MapMarker, MapViewProps } from './mapTypes';

const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

/**
 * A map with markers (react-leaflet, zoom 10, 25 × 41 markers, configurable tiles;
 * markers stay visible offline). Leaflet is fetched the first time a map is shown,
 * so screens without a map do not pay for it; the service worker precaches it.
 */
export function MapView(props: MapViewProps) {
  return (
    <MapSuspense className={props.className}>
      <LeafletMap {...props} />
    </MapSuspense>
  );
}
