import { answering, get } from '../kit/endpoint.js';

/** A country of the client form's select (spec 000 §7 `GET countries`). */
export interface Country {
  id: number;
  name: string;
  code: string;
}

/** A city of the client form's select (spec 000 §7 `GET countries/cities`). */
export interface City {
  id: number;
  countryId: number;
  name: string;
}

/**
 * The country and city selects' reference data (spec 000 §7 "GET countries;
 * GET countries/cities"): the same for every company, so not in any company's
 * feed. Read by the PWA online and kept on the device for the form's
 * offline days. Served by the platform (server/routes/countries), not by a
 * module, so no module lists these and the route contract does not walk them.
 */
export const PLACE_READS = {
  countries: answering<{ data: Country[] }>()(get('countries')),
  /** ?countryId= and/or ?city= (a part of the name); neither: every city. */
  cities: answering<{ data: City[] }>()(get('countries/cities')),
} as const;
