import { useEffect, useSyncExternalStore } from 'react';
import { useSyncStatus } from '../../../local';
import type { Places } from './placesCache';
import { placesSnapshot, refreshPlaces, subscribePlaces } from './placesStore';

/** The countries and cities kept on the device; null until a first online read brought them. */
export function usePlaces(): Places | null {
  return useSyncExternalStore(subscribePlaces, placesSnapshot);
}

/** Brings the countries and cities to the device whenever the screen is open online (the contact area). */
export function useRefreshPlaces(): void {
  const { online } = useSyncStatus();
  useEffect(() => {
    if (online) void refreshPlaces();
  }, [online]);
}
