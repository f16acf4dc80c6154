/**
 * The measure's location (spec 000 §3 productLocation): one text, written by
 * hand or filled by the form's "use my position" button as 'lat,lng'; the
 * transport and installation screens draw directions from it when it is
 * coordinates (domain/transport/location.ts parseLatLng).
 */

/**
 * What the form passes to navigator.geolocation (spec 000 §9: high accuracy,
 * timeout 5000 ms, max age 60000 ms). A failure is only logged and the field
 * stays editable, so a measurer without a fix types the place instead.
 */
export const MEASURE_GEOLOCATION = { enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 } as const;

/** Six decimals: about 10 cm, finer than any phone's fix. */
const COORDINATE_DECIMALS = 6;

/** A position as the location field holds it: '42.662900,21.165500'. */
export const positionText = (c: { latitude: number; longitude: number }): string =>
  `${c.latitude.toFixed(COORDINATE_DECIMALS)},${c.longitude.toFixed(COORDINATE_DECIMALS)}`;
