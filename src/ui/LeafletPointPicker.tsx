import 'leaflet/dist/leaflet.css';
import './leafletTouch.css';
import { useLingui } from '@lingui/react/macro';
import type { LatLngTuple, LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { DEFAULT_TILE_URL } from '../../domain/mapTiles.js';
import { configuredTileUrl, KOSOVO, OSM_ATTRIBUTION } from './mapDefaults';
import { MapFollowCenter } from './MapFollowCenter';
import { markerIcon } from './mapIcons';
import type { PointPickerProps } from './PointPicker';

/** A tap on the map moves the point there. */
function TapToMove({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

/**
 * The map behind PointPicker (Leaflet, loaded on first use): one marker at
 * the point, dragged or moved by a tap; without a point the map opens on
 * Kosovo and the first tap places it. Tiles may be missing offline; the
 * point and its moves work on the grey background regardless.
 */
export function LeafletPointPicker({ label, point, onPick, readOnly = false, zoom = 10, className = 'h-80' }: PointPickerProps) {
  const { t } = useLingui();
  const [tilesFailing, setTilesFailing] = useState(false);
  const url = configuredTileUrl();
  const position: LatLngTuple | null = point ? [point.lat, point.lng] : null;
  const events = useMemo(
    () => ({
      dragend: (e: { target: LeafletMarker }) => {
        const at = e.target.getLatLng();
        onPick(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  return (
    <section aria-label={label} className={`relative overflow-hidden rounded-md border border-slate-300 ${className}`}>
      <MapContainer center={position ?? KOSOVO} zoom={zoom} className="size-full bg-slate-200" scrollWheelZoom={false}>
        <TileLayer
          url={url}
          attribution={url === DEFAULT_TILE_URL ? OSM_ATTRIBUTION : undefined}
          crossOrigin="anonymous"
          eventHandlers={{ tileerror: () => setTilesFailing(true), tileload: () => setTilesFailing(false) }}
        />
        {!readOnly && <TapToMove onPick={onPick} />}
        {position && (
          <>
            <MapFollowCenter center={position} />
            <Marker position={position} icon={markerIcon} draggable={!readOnly} title={label} alt={label} eventHandlers={events} />
          </>
        )}
      </MapContainer>
      <p role="status" className="pointer-events-none absolute inset-x-2 top-2 z-[1000] rounded-md bg-white/90 p-2 text-center text-sm text-slate-800 shadow empty:hidden">
        {tilesFailing ? t`Harta nuk u ngarkua (pa internet). Pikat shfaqen mbi sfond te thjeshte.` : ''}
      </p>
    </section>
  );
}
