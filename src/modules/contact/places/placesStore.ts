import { getFromServer } from '../../../app/reads/serverRead';
import { PLACE_READS } from '../../../../domain/contact/places.js';
import { readCachedPlaces, writeCachedPlaces, type Places } from './placesCache';

/**
 * The device's countries and cities as screens read them
 * (useSyncExternalStore): the kept copy at first, the server's answer once a
 * refresh got one. Refreshed when the contact area opens online, so a
 * device that worked online once has them on its next offline day.
 */
let current: Places | null | undefined;
const listeners = new Set<() => void>();

export function subscribePlaces(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function placesSnapshot(): Places | null {
  current ??= readCachedPlaces();
  return current;
}

let refreshing: Promise<void> | null = null;

/** Reads both lists from the server and keeps them; offline or refused, the kept copy stays. One refresh at a time. */
export function refreshPlaces(): Promise<void> {
  refreshing ??= (async () => {
    const [countries, cities] = await Promise.all([
      getFromServer({ endpoint: PLACE_READS.countries, params: {} }),
      getFromServer({ endpoint: PLACE_READS.cities, params: {} }),
    ]);
    if (countries.kind !== 'ok' || cities.kind !== 'ok') return;
    current = { countries: countries.body.data, cities: cities.body.data };
    writeCachedPlaces(current);
    for (const listener of listeners) listener();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
