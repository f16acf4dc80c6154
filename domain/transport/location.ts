/**
 * Where a project is (spec 001 §3): a 'lat,lng' text, the measure's location
 * or else the project's. The form links to directions to it in a maps
 * service (spec 001 §7 "External").
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const NUMBER = String.raw`\s*(-?\d{1,3}(?:\.\d+)?)\s*`;
const LAT_LNG = new RegExp(`^${NUMBER},${NUMBER}$`);

/** '42.6629,21.1655' → { lat, lng }; null for anything else or out of range. */
export function parseLatLng(text: string | null | undefined): LatLng | null {
  if (typeof text !== 'string') return null;
  const m = LAT_LNG.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export const isLatLng = (text: string | null | undefined): boolean => parseLatLng(text) !== null;

/** The location to drive to: the measure's when it is a place, else the project's; null when neither is. */
export function locationOf(place: { measureLocation?: string | null; projectLocation?: string | null }): LatLng | null {
  return parseLatLng(place.measureLocation) ?? parseLatLng(place.projectLocation);
}

/** The maps service's directions (Google Maps URLs, api=1: opens the app on a phone, the site elsewhere). */
export const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

/** Directions to a place, or null when it has no usable location. */
export function directionsUrl(place: { measureLocation?: string | null; projectLocation?: string | null }): string | null {
  const at = locationOf(place);
  return at ? `${DIRECTIONS_BASE}${at.lat},${at.lng}` : null;
}
