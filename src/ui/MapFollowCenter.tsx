import type { LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** MapContainer reads `center` once; this moves the map when the center it is given changes. */
export function MapFollowCenter({ center }: { center: LatLngTuple }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}
