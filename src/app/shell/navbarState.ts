import { useCallback, useState } from 'react';
import { isNarrowScreen } from '../screen';

/** Spec 000 §2: the side navigation's collapsed state is kept in browser storage. */
export const NAVBAR_STORAGE_KEY = 'zanati.navbarCollapsed';

/** Collapsed on a narrow screen (it would cover the page), else as the user last left it. */
export function initialNavbarCollapsed(): boolean {
  if (isNarrowScreen()) return true;
  return localStorage.getItem(NAVBAR_STORAGE_KEY) === 'true';
}

export function forgetNavbarState(): void {
  localStorage.removeItem(NAVBAR_STORAGE_KEY);
}

export function useNavbarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(initialNavbarCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      localStorage.setItem(NAVBAR_STORAGE_KEY, String(!was));
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
