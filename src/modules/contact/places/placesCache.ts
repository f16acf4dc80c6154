import * as v from 'valibot';
import type { Place } from '../../../../domain/contact/clientShape.js';
import type { City, Country } from '../../../../domain/contact/places.js';

/**
 * The countries and cities the client form's selects offer (spec 000 §7),
 * as the server last gave them, kept on the device so the form works on a
 * day without signal. They are reference data shared by every company and
 * named by numeric ids, so one copy serves every user and every language.
 */
export interface Places {
  countries: readonly Country[];
  cities: readonly City[];
}

const PLACES_KEY = 'zanati.contact.places';

const placesSchema = v.object({
  countries: v.array(v.object({ id: v.number(), name: v.string(), code: v.string() })),
  cities: v.array(v.object({ id: v.number(), countryId: v.number(), name: v.string() })),
});

/** The copy kept, or null when there is none or it is unreadable (an older release's, a cleared storage). */
export function readCachedPlaces(): Places | null {
  try {
    const text = localStorage.getItem(PLACES_KEY);
    if (text === null) return null;
    const parsed = v.safeParse(placesSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeCachedPlaces(places: Places): void {
  try {
    localStorage.setItem(PLACES_KEY, JSON.stringify(places));
  } catch {
    // Storage full or blocked: the form still has this session's copy.
  }
}

/** A country by id as a row names it (`{id, name}`), or null when the copy does not hold it. */
export function countryPlace(places: Places | null, id: number): Place | null {
  const country = places?.countries.find((c) => c.id === id);
  return country ? { id: country.id, name: country.name } : null;
}

export function cityPlace(places: Places | null, id: number | null): Place | null {
  const city = id === null ? undefined : places?.cities.find((c) => c.id === id);
  return city ? { id: city.id, name: city.name } : null;
}
