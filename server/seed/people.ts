import { CITY_CENTRES, FIRST_NAMES, LAST_NAMES, PHONE_PREFIXES, STREETS } from './names.js';
import type { Random } from './random.js';

export interface Person {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  address: string;
}

export interface City {
  id: number;
  name: string;
}

/** A Kosovo mobile number as people write it: +383 44 123 456. */
export function phoneNumber(rng: Random): string {
  return `+383 ${rng.pick(PHONE_PREFIXES)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

export function streetAddress(rng: Random): string {
  return `${rng.pick(STREETS)} ${rng.int(1, 160)}`;
}

export function randomPerson(rng: Random): Person {
  const firstname = rng.pick(FIRST_NAMES);
  const lastname = rng.pick(LAST_NAMES);
  return {
    firstname,
    lastname,
    phone: phoneNumber(rng),
    email: `${firstname}.${lastname}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com'])}`.toLowerCase(),
    address: streetAddress(rng),
  };
}

/** A "lat,lng" point within a few kilometres of the city centre (Prishtina when unknown). */
export function locationNear(city: City, rng: Random): string {
  const [lat, lng] = CITY_CENTRES[city.name] ?? CITY_CENTRES.Prishtine!;
  return `${(lat + rng.real(-0.03, 0.03)).toFixed(6)},${(lng + rng.real(-0.04, 0.04)).toFixed(6)}`;
}
