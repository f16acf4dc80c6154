import { lazy } from 'react';
import { MapSuspense } from './MapSuspense';

export interface PointPickerProps {
  /** Names the map region. Already translated. */
  label: string;
  point: { lat: number; lng: number } | null;
  /** The point moved: dragged, or tapped on the map. */
  onPick: (lat: number, lng: number) => void;
  /** Only shows the point: no drag, no tap. */
  readOnly?: boolean;
  /** Spec 000 §9: map zoom 10. */
  zoom?: number;
  className?: string;
}

const LeafletPointPicker = lazy(() => import('./LeafletPointPicker').then((m) => ({ default: m.LeafletPointPicker })));

/**
 * A map to check a place or move it (the measure's location): its marker is
 * dragged, or a tap sets it. Leaflet comes as its own chunk the first time
 * a map is shown, as MapView's does; the service worker precaches it.
 */
export function PointPicker(props: PointPickerProps) {
  return (
    <MapSuspense className={props.className}>
      <LeafletPointPicker {...props} />
    </MapSuspense>
  );
}
