import { lazy, Suspense } from 'react';
import { LoadingState } from './LoadingState';
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
    // The fallback holds the map's box, so what follows the map does not move when Leaflet arrives.
    <Suspense
      fallback={
        <div className={`rounded-md border border-slate-300 ${props.className ?? 'h-80'}`}>
          <LoadingState />
        </div>
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}
