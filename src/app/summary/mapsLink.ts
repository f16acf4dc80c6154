import { parseLatLng } from '../../../domain/transport/location.js';

/** Spec 000 §9: maps open at zoom 10. */
const ZOOM = 10;

/**
 * The summary panel's maps link (spec 000 §2): the project's location
 * ('lat,lng', spec 000 §3 projectLocation) marked on OpenStreetMap's site —
 * the map the app draws from; null when the text is not a place.
 */
export function mapsLinkOf(projectLocation: string | null | undefined): string | null {
  const at = parseLatLng(projectLocation);
  return at ? `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=${ZOOM}/${at.lat}/${at.lng}` : null;
}
