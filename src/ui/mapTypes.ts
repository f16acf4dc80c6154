import type { LatLngTuple } from 'leaflet';
import type { ReactNode } from 'react';
import type { MarkerTone } from './mapIcons';

export interface MapMarker {
  id: string;
  position: LatLngTuple;
  /** Names the marker for screen readers and as its hover title. Already translated. */
  label: string;
  /** Shown when the marker is tapped; defaults to the label. */
  popup?: ReactNode;
  onClick?: () => void;
  /** The marker's colour when it says a state (mapIcons.ts MARKER_TONES); Leaflet's blue marker without. */
  tone?: MarkerTone;
}

export interface MapViewProps {
  /** Names the map region. Already translated. */
  label: string;
  markers: readonly MapMarker[];
  /** Defaults to the first marker, else the middle of Kosovo. */
  center?: LatLngTuple;
  /** Spec 001 §9: 10. */
  zoom?: number;
  /** Defaults to VITE_TILE_URL, else OpenStreetMap's standard tiles. */
  tileUrl?: string;
  attribution?: string;
  /** Height and other layout classes; defaults to h-80. */
  className?: string;
}
