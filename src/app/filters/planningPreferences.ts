import { useCallback, useState } from 'react';

/**
 * What a planning screen remembers on this device (spec 001 §9: "local
 * storage also keeps department, date range, client search, filters and the
 * selected product"): one record per screen, each value checked on reading,
 * so a stored value from an older release falls back to its default.
 */
export type Preferences = Record<string, string | number | null>;

const keyOf = (screen: string) => `zanati.production.${screen}`;

export function loadPreferences<P extends Preferences>(screen: string, defaults: P): P {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(screen)) ?? '{}') as Record<string, unknown>;
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof P)[]) {
      const value = stored[key as string];
      const fallback = defaults[key];
      if (value === null || typeof value === typeof fallback || (fallback === null && (typeof value === 'string' || typeof value === 'number'))) out[key] = value as P[keyof P];
    }
    return out;
  } catch {
    return defaults;
  }
}

export function savePreferences(screen: string, preferences: Preferences): void {
  try {
    localStorage.setItem(keyOf(screen), JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the screen works, it only forgets.
  }
}

/** A screen's remembered filters as state: each change is stored at once. */
export function usePreferences<P extends Preferences>(screen: string, defaults: P): [P, (change: Partial<P>) => void] {
  const [prefs, setPrefs] = useState(() => loadPreferences(screen, defaults));
  const update = useCallback(
    (change: Partial<P>) =>
      setPrefs((current) => {
        const next = { ...current, ...change };
        savePreferences(screen, next);
        return next;
      }),
    [screen],
  );
  return [prefs, update];
}
