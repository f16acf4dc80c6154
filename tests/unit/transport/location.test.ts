import { describe, expect, it } from 'vitest';
import { DIRECTIONS_BASE, directionsUrl, isLatLng, locationOf, parseLatLng } from '../../../domain/transport/location.js';

describe("a project's place: 'lat,lng' (spec 001 §3)", () => {
  it('reads a lat,lng text, spaces allowed, within range', () => {
    expect(parseLatLng('42.6629,21.1655')).toEqual({ lat: 42.6629, lng: 21.1655 });
    expect(parseLatLng(' -33.9 , 151.2 ')).toEqual({ lat: -33.9, lng: 151.2 });
    expect(parseLatLng('90,180')).toEqual({ lat: 90, lng: 180 });
  });

  it('refuses anything else', () => {
    for (const text of ['', '42.66', '42.66;21.16', '91,0', '0,181', 'Prishtine', '42.6,21.1,3', '1e2,3', null, undefined]) expect(isLatLng(text), String(text)).toBe(false);
  });

  it("takes the measure's location, else the project's", () => {
    expect(locationOf({ measureLocation: '42.1,21.1', projectLocation: '42.2,21.2' })).toEqual({ lat: 42.1, lng: 21.1 });
    expect(locationOf({ measureLocation: null, projectLocation: '42.2,21.2' })).toEqual({ lat: 42.2, lng: 21.2 });
    expect(locationOf({ measureLocation: 'somewhere', projectLocation: '42.2,21.2' })).toEqual({ lat: 42.2, lng: 21.2 });
    expect(locationOf({})).toBeNull();
  });

  it('links to directions in the maps service, or to nothing without a place', () => {
    expect(directionsUrl({ projectLocation: '42.6629,21.1655' })).toBe('https://www.google.com/maps/dir/?api=1&destination=42.6629,21.1655');
    expect(directionsUrl({ projectLocation: '42.6629,21.1655' })?.startsWith(DIRECTIONS_BASE)).toBe(true);
    expect(directionsUrl({ measureLocation: null, projectLocation: null })).toBeNull();
  });
});
