import 'leaflet/dist/leaflet.css';
import './leafletTouch.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MapFollowCenter } from './MapFollowCenter';
import { markerIconOf } from './mapIcons';
import type { MapViewProps } from './mapTypes';
import { DEFAULT_TILE_URL } from '../../domain/mapTiles.js';
import { configuredTileUrl, KOSOVO, OSM_ATTRIBUTION } from './mapDefaults';

/**
 * The map behind MapView (loaded on first use: Leaflet is large and most screens
 * have no map). A react-leaflet map with markers. The markers do not depend on the tiles: with
 * no signal the tiles fail, the markers stay on a plain grey background and a
 * note says the map itself could not load (tiles already seen may come from the
 * service worker's cache).
 */
export function LeafletMap({ label, markers, center, zoom = 10, tileUrl, attribution, className = 'h-80' }: MapViewProps) {
  const { t } = useLingui();
  const [tilesFailing, setTilesFailing] = useState(false);
  const shownCenter = center ?? markers[0]?.position ?? KOSOVO;
  const url = tileUrl ?? configuredTileUrl();

  return (
    <section aria-label={label} className={`relative overflow-hidden rounded-md border border-slate-300 ${className}`}>
      <MapContainer center={shownCenter} zoom={zoom} className="size-full bg-slate-200" scrollWheelZoom={false}>
        <TileLayer
          url={url}
          attribution={attribution ?? (url === DEFAULT_TILE_URL ? OSM_ATTRIBUTION : undefined)}
          // CORS, not opaque: the service worker keeps only tiles it can read (status 200), so seen tiles show offline.
          crossOrigin="anonymous"
          eventHandlers={{ tileerror: () => setTilesFailing(true), tileload: () => setTilesFailing(false) }}
        />
        <MapFollowCenter center={shownCenter} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={marker.position}
            icon={markerIconOf(marker.tone)}
            title={marker.label}
            alt={marker.label}
            eventHandlers={marker.onClick ? { click: marker.onClick } : undefined}
          >
            <Popup>{marker.popup ?? marker.label}</Popup>
          </Marker>
        ))}
      </MapContainer>
      {/* Always in the page so the note is announced when it appears. */}
      <p role="status" className="pointer-events-none absolute inset-x-2 top-2 z-[1000] rounded-md bg-white/90 p-2 text-center text-sm text-slate-800 shadow empty:hidden">
        {tilesFailing ? t`Harta nuk u ngarkua (pa internet). Pikat shfaqen mbi sfond te thjeshte.` : ''}
      </p>
    </section>
  );
}
